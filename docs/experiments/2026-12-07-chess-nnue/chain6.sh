#!/bin/sh
# chain6.sh: one turn of the data loop, unattended: res-5's own play and its labels (gen-label.sh 5 3000, which skips
# a finished match: on 7 December games-only.sh 5 3000 had been started by hand a minute before), the labels of
# sprt-28's games and of the 2400 match with res-5, the fit of res-6, then sprt-29 once the fit has ended.
E=/work/main/docs/experiments/2026-12-07-chess-nnue
sh $E/gen-label.sh 5 3000 || exit 1
sh $E/label.sh /work/nnue/r5/sf-r5.txt /work/nnue/r5/sprt-28.jsonl,/work/nnue/r5/sf2400-res5-a.jsonl,/work/nnue/r5/sf2400-res5-b.jsonl
echo "$(date -u +%FT%TZ) fit" >> /work/nnue/chain6.log
sh $E/fit-r6.sh
echo "$(date -u +%FT%TZ) fit status $?" >> /work/nnue/chain6.log
grep -q "^epoch 5:" /work/nnue/fit-r6.out && cd /work/tune && CONCURRENCY=2 exec sh sprt-29.sh

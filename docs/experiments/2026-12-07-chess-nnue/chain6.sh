#!/bin/sh
# res-6's chain: wait for games-only.sh 5 3000, label its positions, label sprt-28's and the res-5 2400 match's,
# fit res-6, start sprt-29.
E=/work/main/docs/experiments/2026-12-07-chess-nnue
while pgrep -f "own5|games-only.sh 5" > /dev/null && [ ! -s /work/nnue/own5/self.json ]; do sleep 10; done
sleep 5
sh $E/gen-label.sh 5 3000
sh $E/label.sh /work/nnue/r5/sf-r5.txt /work/nnue/r5/sprt-28.jsonl,/work/nnue/r5/sf2400-res5-a.jsonl,/work/nnue/r5/sf2400-res5-b.jsonl
echo "$(date -u +%FT%TZ) fit" >> /work/nnue/chain6.log
sh /work/nnue/fit-r6.sh
echo "$(date -u +%FT%TZ) fit status $?" >> /work/nnue/chain6.log
[ -s /work/nnue/res-6.nnue ] && grep -q "epoch 5" /work/nnue/fit-r6.out && cd /work/tune && CONCURRENCY=2 exec sh sprt-29.sh

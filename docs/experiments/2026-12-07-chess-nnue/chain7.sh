#!/bin/sh
# res-7's chain, started when sprt-29 was stopped undecided (1,672 games, 52.1%, LLR 1.34): res-6's own games
# (gen-label.sh 6 3000 with NN set to res-6) labelled, sprt-29's games labelled, res-7 fitted, sprt-31 (res-7 against
# the shipped res-5) started.
E=/work/main/docs/experiments/2026-12-07-chess-nnue
NN=alphabeta:eval=nnue:/work/nnue/res-6.nnue,evalcache=65536,depth=6 sh $E/gen-label.sh 6 3000 || exit 1
sh $E/label.sh /work/nnue/r6/sf-r6.txt /work/nnue/r6/sprt-29.jsonl
echo "$(date -u +%FT%TZ) fit" >> /work/nnue/chain7.log
sh $E/fit-r7.sh
echo "$(date -u +%FT%TZ) fit status $?" >> /work/nnue/chain7.log
grep -q "^epoch 5:" /work/nnue/fit-r7.out && cd /work/tune && CONCURRENCY=2 exec sh sprt-31.sh

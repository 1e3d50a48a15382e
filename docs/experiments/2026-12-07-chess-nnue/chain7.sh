#!/bin/sh
# res-7's chain, started when sprt-29 is over and /work/nnue/ply.jar is the CLI jar in which the network that won
# ships: res-6's own games (gen-label.sh 6 3000) labelled, sprt-29's games labelled, res-7 fitted, sprt-31 started.
E=/work/main/docs/experiments/2026-12-07-chess-nnue
sh $E/gen-label.sh 6 3000
sh $E/label.sh /work/nnue/r6/sf-r6.txt /work/nnue/r6/sprt-29.jsonl
echo "$(date -u +%FT%TZ) fit" >> /work/nnue/chain7.log
sh $E/fit-r7.sh
echo "$(date -u +%FT%TZ) fit status $?" >> /work/nnue/chain7.log
[ -s /work/nnue/res-7.nnue ] && grep -q "epoch 5" /work/nnue/fit-r7.out && cd /work/tune && CONCURRENCY=2 exec sh sprt-31.sh

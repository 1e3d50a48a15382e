#!/bin/sh
# res-8's chain, started when sprt-31 (res-7 against the shipped res-5) has ended: sprt-31's games labelled into r7,
# held out as the new validation set (positions of the networks' own games at the SPRTs' time control, which the old
# set, from chess:classic's games, no longer resembles); res-7's own games (gen-label.sh 7 3000 with NN set to
# res-7) labelled; res-8 fitted on everything else and validated on r7 (fit-r8.sh: VAL=r7/sf-r7.txt fit-res.sh 8 7).
E=/work/main/docs/experiments/2026-12-07-chess-nnue
L=/work/nnue/chain8.log
mkdir -p /work/nnue/r7
[ -s /work/nnue/r7/sprt-31.jsonl ] || cp /work/tune/sprt-31.jsonl /work/nnue/r7/ || exit 1
sh $E/label.sh /work/nnue/r7/sf-r7.txt /work/nnue/r7/sprt-31.jsonl || exit 1
NN=alphabeta:eval=nnue:/work/nnue/res-7.nnue,evalcache=65536,depth=6 sh $E/gen-label.sh 7 3000 || exit 1
echo "$(date -u +%FT%TZ) fit" >> $L
sh $E/fit-r8.sh
echo "$(date -u +%FT%TZ) fit status $?" >> $L

#!/bin/sh
# fit-res.sh N LAST [HIDDEN]: res-N by the recipe of res-5 on (fresh, 768 -> HIDDEN (256) -> 8 buckets, a correction of
# chess:classic, 5 epochs from 0.001) on Stockfish 15.1's depth-8 labels (label.sh) of the positions of sprt-8 to 22
# once, and three times over those of the generated games (gen1-3), of the networks' own play (own1 to ownLAST) and of
# their SPRTs and matches (r4 to rLAST); validated on the same positions as res-1 on, or on the file VAL (relative to
# /work/nnue), which is then left out of the training files. Writes /work/nnue/res-N.nnue and fit-rN.out beside it.
n=$1 last=$2 hidden=${3:-256} val=${VAL:-data/sf-new.txt}
cd /work/nnue
D=data
G=""
F="$D/sf-gen1.txt $D/sf-gen2.txt $D/sf-gen3.txt own/sf-own1.txt"
for k in $(seq 2 "$last"); do F="$F own$k/sf-own$k.txt"; done
for k in $(seq 4 "$last"); do F="$F r$k/sf-r$k.txt"; done
for f in $F; do
    [ "$f" = "$val" ] || G="$G,$f,$f,$f"
done
rm -f "res-$n.nnue"
exec java -Xmx10g -Dai.djl.offline=true -jar /work/nnue/ply.jar fit chess \
    --positions $D/sf-all.txt,$D/sf-15.txt,$D/sf-16-18.txt,$D/sf-20-22.txt$G \
    --validation "$val" --out "res-$n.nnue" --hidden "$hidden" --buckets 8 --base chess:classic \
    --epochs 5 --batch 4096 --learning-rate 0.001 > "fit-r$n.out" 2> "fit-r$n.err"

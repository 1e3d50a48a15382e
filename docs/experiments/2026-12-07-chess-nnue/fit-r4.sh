#!/bin/sh
# res-4: res-1's recipe (fresh, 768 -> 256 -> 8 buckets, 5 epochs from 0.001) on res-1's files and the positions of
# its own play (own/sf-own1.txt from its SPRT and Stockfish games, ownN/sf-ownN.txt from gen-own.sh), the gen and own
# files three times over; validated on the same positions as res-1.
cd /work/nnue
D=data
G=""
for f in $D/sf-gen1.txt $D/sf-gen2.txt $D/sf-gen3.txt own/sf-own1.txt own[0-9]*/sf-own*.txt; do G="$G,$f,$f,$f"; done
rm -f res-4.nnue
exec java -Xmx8g -Dai.djl.offline=true -jar /work/nnue/ply.jar fit chess \
    --positions $D/sf-all.txt,$D/sf-15.txt,$D/sf-16-18.txt,$D/sf-20-22.txt$G \
    --validation $D/sf-new.txt --out res-4.nnue --hidden 256 --buckets 8 --base chess:classic \
    --epochs 5 --batch 4096 --learning-rate 0.001 > fit-r4.out 2> fit-r4.err

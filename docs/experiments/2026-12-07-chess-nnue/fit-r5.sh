#!/bin/sh
# res-5: res-4's recipe (fresh, 768 -> 256 -> 8 buckets, 5 epochs from 0.001) on res-4's files and the positions of
# res-4's own play, labelled by `ply label --warm` (Stockfish 15.1, depth 8): own4/sf-own4.txt from its games at
# depth 6 against itself at depth 7, r4/sf-r4.txt from sprt-27 and the Stockfish-2400 match; the gen and own files
# three times over; validated on the same positions as res-1 and res-4.
cd /work/nnue
D=data
G=""
for f in $D/sf-gen1.txt $D/sf-gen2.txt $D/sf-gen3.txt own/sf-own1.txt own[0-9]*/sf-own*.txt r4/sf-r4.txt; do
    G="$G,$f,$f,$f"
done
rm -f res-5.nnue
exec java -Xmx10g -Dai.djl.offline=true -jar /work/nnue/ply-warm.jar fit chess \
    --positions $D/sf-all.txt,$D/sf-15.txt,$D/sf-16-18.txt,$D/sf-20-22.txt$G \
    --validation $D/sf-new.txt --out res-5.nnue --hidden 256 --buckets 8 --base chess:classic \
    --epochs 5 --batch 4096 --learning-rate 0.001 > fit-r5.out 2> fit-r5.err

#!/bin/sh
# res-7: res-6's recipe (fresh, 768 -> 256 -> 8 buckets, 5 epochs from 0.001) on res-6's files and the positions of
# res-6's play, labelled by label.sh (`ply label --warm`, Stockfish 15.1, depth 8): own6/sf-own6.txt from its games at
# depth 6 against itself at depth 7 (gen-label.sh 6 3000), r6/sf-r6.txt from sprt-29 (res-6 against res-5); the gen
# and own files three times over; validated on the same positions as res-1 to res-6.
cd /work/nnue
D=data
G=""
for f in $D/sf-gen1.txt $D/sf-gen2.txt $D/sf-gen3.txt own/sf-own1.txt own[0-9]*/sf-own*.txt r[0-9]*/sf-r*.txt; do
    G="$G,$f,$f,$f"
done
rm -f res-7.nnue
exec java -Xmx10g -Dai.djl.offline=true -jar /work/nnue/ply.jar fit chess \
    --positions $D/sf-all.txt,$D/sf-15.txt,$D/sf-16-18.txt,$D/sf-20-22.txt$G \
    --validation $D/sf-new.txt --out res-7.nnue --hidden 256 --buckets 8 --base chess:classic \
    --epochs 5 --batch 4096 --learning-rate 0.001 > fit-r7.out 2> fit-r7.err

#!/bin/sh
# res-7w: fit-r7.sh with 512 hidden units in place of 256 (fresh, 768 -> 512 -> 8 buckets, 5 epochs from 0.001, the
# same files and validation positions), to see whether the data can use a wider network.
cd /work/nnue
D=data
G=""
for f in $D/sf-gen1.txt $D/sf-gen2.txt $D/sf-gen3.txt own/sf-own1.txt own[0-9]*/sf-own*.txt r[0-9]*/sf-r*.txt; do
    G="$G,$f,$f,$f"
done
rm -f res-7w.nnue
exec java -Xmx10g -Dai.djl.offline=true -jar /work/nnue/ply.jar fit chess \
    --positions $D/sf-all.txt,$D/sf-15.txt,$D/sf-16-18.txt,$D/sf-20-22.txt$G \
    --validation $D/sf-new.txt --out res-7w.nnue --hidden 512 --buckets 8 --base chess:classic \
    --epochs 5 --batch 4096 --learning-rate 0.001 > fit-r7w.out 2> fit-r7w.err

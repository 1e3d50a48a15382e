#!/bin/sh
# res-3: res-1 (the shipped correction of chess:classic, 768 -> 256 -> 8 buckets) trained on from its own weights with
# the positions of its own games added (own/sf-own1.txt, three times over as the gen files), 3 epochs from a third of
# res-1's learning rate; validated on the same positions as res-1. -Xmx8g: two 14 GB heaps or one beside PyTorch's
# memory ran the 23 GB machine out of memory before.
cd /work/nnue
D=data
G=""
for f in $D/sf-gen1.txt $D/sf-gen2.txt $D/sf-gen3.txt own/sf-own1.txt; do G="$G,$f,$f,$f"; done
[ -f res-3.nnue ] || cp /work/main/games/chess/src/main/resources/META-INF/ply/networks/chess.nnue res-3.nnue
exec java -Xmx8g -Dai.djl.offline=true -jar /work/nnue/ply.jar fit chess \
    --positions $D/sf-all.txt,$D/sf-15.txt,$D/sf-16-18.txt,$D/sf-20-22.txt$G \
    --validation $D/sf-new.txt --out res-3.nnue --start-from res-3.nnue --hidden 256 --buckets 8 --base chess:classic \
    --epochs 3 --batch 4096 --learning-rate 0.0003 > fit-r3.out 2> fit-r3.err

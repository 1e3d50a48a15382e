#!/bin/sh
# res-2: res-1 with 128 hidden units, half its cost a position (the jar of 984ac09): 768 ->
# 128 -> 8 buckets, fresh, the output starting at 0, on every file nnue-4 is fitted to; validated as the others.
cd /work/nnue
while pgrep -f "gen.sh 3 " > /dev/null; do sleep 10; done
G=""
for f in gen*/sf-gen*.txt; do G="$G,$f,$f,$f"; done
exec java -Xmx14g -jar ply-nnue-s.jar fit chess \
    --positions /work/sf/sf-all.txt,/work/sf/sf-15.txt,/work/sf10/sf-16-18.txt,/work/sf12/sf-20-22.txt$G \
    --validation /work/sf/sf-new.txt --out res-2.nnue --hidden 128 --buckets 8 --base chess:classic --epochs 5 \
    --batch 4096 --learning-rate 0.001

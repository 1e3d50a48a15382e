#!/bin/sh
# res-1: a correction of chess:classic (ply fit --base chess:classic, the jar of this session's --base commit): 768 ->
# 256 -> 8 buckets, fresh, the output starting at 0, on every file nnue-4 is fitted to; validated as the others.
cd /work/nnue
while pgrep -f "gen.sh 3 " > /dev/null; do sleep 10; done
G=""
for f in gen*/sf-gen*.txt; do G="$G,$f,$f,$f"; done
exec java -Xmx14g -jar ply-nnue-r.jar fit chess \
    --positions /work/sf/sf-all.txt,/work/sf/sf-15.txt,/work/sf10/sf-16-18.txt,/work/sf12/sf-20-22.txt$G \
    --validation /work/sf/sf-new.txt --out res-1.nnue --hidden 256 --buckets 8 --base chess:classic --epochs 5 \
    --batch 4096 --learning-rate 0.001

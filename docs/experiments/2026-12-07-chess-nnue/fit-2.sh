#!/bin/sh
# nnue-2: nnue-1 trained on for 8 epochs with the positions of its own play (gen1: depth-6 games against chess:classic
# and itself, sprt-24's games; Stockfish's depth-8 scores) added three times over, validated as nnue-1 was.
cd /work/nnue
G=gen1/sf-gen1.txt
exec java -Xmx14g -jar ply-nnue.jar fit chess \
    --positions /work/sf/sf-all.txt,/work/sf/sf-15.txt,/work/sf10/sf-16-18.txt,/work/sf12/sf-20-22.txt,$G,$G,$G \
    --validation /work/sf/sf-new.txt --out nnue-2.nnue --start-from nnue-2.nnue --hidden 256 --epochs 8 --batch 4096 \
    --learning-rate 0.001

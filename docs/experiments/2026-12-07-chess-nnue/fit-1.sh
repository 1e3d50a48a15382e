#!/bin/sh
# nnue-1: chess-768 -> 256 -> 1 fitted to Stockfish 15.1's depth-8 scores of the positions sf-12 was fitted to;
# validated on the 312,108 positions sf-11 and sf-12 were judged on (sprt-13, sprt-9, sprt-11's games).
cd /work/nnue
exec java -Xmx14g -jar ply-nnue.jar fit chess \
    --positions /work/sf/sf-all.txt,/work/sf/sf-15.txt,/work/sf10/sf-16-18.txt,/work/sf12/sf-20-22.txt \
    --validation /work/sf/sf-new.txt --out nnue-1.nnue --hidden 256 --epochs 20 --batch 4096 --learning-rate 0.001

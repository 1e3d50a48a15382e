#!/bin/sh
# SPRT: alpha-beta on the value network nnue-1 (chess-768 -> 256 -> 1, ply fit on Stockfish's depth-8 scores of the
# 1,610,489 quiet positions sf-12 was fitted to: docs/experiments/2026-12-07-chess-nnue.md), with a 65,536-entry
# evaluation cache, against the shipped engine (chess:classic with sf-11's weights, no cache); 2 s + 0.02 s, pairs of
# openings, adjudicated as OpenBench does. The first run starts the record; later runs go on from it. Jar: e26204f.
exec sh "$(dirname "$0")/sprt-run.sh" sprt-24 241 alphabeta:eval=nnue:/work/tune/nnue-1.nnue,evalcache=65536 alphabeta:eval=chess:classic

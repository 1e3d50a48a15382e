#!/bin/sh
# SPRT: alpha-beta on res-1 (a 768 -> 256 -> 8-bucket correction of chess:classic fitted to Stockfish's depth-8 scores,
# ply fit --base chess:classic: docs/experiments/2026-12-07-chess-nnue.md), with a 65,536-entry evaluation cache,
# against the shipped engine (chess:classic, no cache); 2 s + 0.02 s as every SPRT since sprt-19. Jar: 984ac09.
exec sh "$(dirname "$0")/sprt-run.sh" sprt-25 251 alphabeta:eval=nnue:/work/tune/res-1.nnue,evalcache=65536 alphabeta:eval=chess:classic

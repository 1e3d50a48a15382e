#!/bin/sh
# SPRT: chess:classic with sf-9m.weights (sf-9, the shipped weights, with the new Imbalance term's 35 weights fitted
# alone to the same 896,860 Stockfish-scored positions; unseen error 0.012928 -> 0.012854:
# docs/experiments/2026-12-06-chess-terms.md) against sf-9.weights, alphabeta both; 2 s + 0.02 s, pairs of openings,
# adjudicated as OpenBench does. The first run starts the record; later runs go on from it (ply match --resume).
# Jar: the CLI of 3053c22 or later (both sides name their weights file).
exec sh "$(dirname "$0")/sprt-run.sh" sprt-20 201 alphabeta:eval=chess:classic,weights=sf-9m.weights alphabeta:eval=chess:classic,weights=sf-9.weights

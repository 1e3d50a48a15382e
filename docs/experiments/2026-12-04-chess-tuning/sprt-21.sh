#!/bin/sh
# SPRT: chess:classic with sf-11.weights (every weight but the material fitted again from sf-9 to Stockfish's depth-8
# scores of 1,517,252 positions, the 620,392 of sprt-16 to sprt-18's games added: docs/experiments/2026-12-06-chess-terms.md)
# against sf-9.weights (the shipped weights), alphabeta both; 2 s + 0.02 s, pairs of openings, adjudicated as
# OpenBench does. The first run starts the record; later runs go on from it (ply match --resume). Jar: the CLI of
# e59f44b or later (both sides name their weights file).
exec sh "$(dirname "$0")/sprt-run.sh" sprt-21 211 alphabeta:eval=chess:classic,weights=sf-11.weights alphabeta:eval=chess:classic,weights=sf-9.weights

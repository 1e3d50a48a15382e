#!/bin/sh
# SPRT: chess:classic with sf-12.weights (every weight but the material fitted again from sf-11 to Stockfish's depth-8
# scores of 2,291,962 positions, the 774,710 of sprt-20 to sprt-22's games added: docs/experiments/2026-12-06-chess-terms.md)
# against the shipped weights (sf-11), alphabeta both; 2 s + 0.02 s, pairs of openings, adjudicated as OpenBench does.
# The first run starts the record; later runs go on from it (ply match --resume). Jar: the CLI of f7af989 or later.
exec sh "$(dirname "$0")/sprt-run.sh" sprt-23 231 alphabeta:eval=chess:classic,weights=sf-12.weights alphabeta:eval=chess:classic

#!/bin/sh
# SPRT: alphabeta with node-based time management (effort=true: from the sixth iteration the time granted for the next
# iteration is scaled by the best move's share of the root's nodes; 2ba31dd) against the defaults, both with
# chess:classic's shipped weights; 2 s + 0.02 s, pairs of openings, adjudicated as OpenBench does. A test of time use
# needs both games of a pair on equal cores: run it with nothing beside it. The first run starts the record; later runs
# go on from it (ply match --resume). Jar: the CLI of d9d08ab or later (sf-11 shipped; its first 300 games were played
# with the CLI of d9d08ab), as ply-sprt22.jar beside its lib/.
exec sh "$(dirname "$0")/sprt-run.sh" sprt-22 221 alphabeta:eval=chess:classic,effort=true alphabeta:eval=chess:classic

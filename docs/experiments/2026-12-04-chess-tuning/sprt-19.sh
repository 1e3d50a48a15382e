#!/bin/sh
# SPRT: alphabeta with continuation history reshaped (conthist=true: the opponent's last move and the side's own move
# before it as contexts for quiet moves' order and late move reductions; c1deaaa) against the defaults, both with
# chess:classic's shipped weights (sf-9 since fd0de58); 2 s + 0.02 s, pairs of openings, adjudicated as OpenBench does.
# The first run starts the record; later runs go on from it (ply match --resume). Jar: the CLI of fd0de58 or later with
# the same shipped weights; started 6 December 14:17 UTC with the CLI of e59f44b (chess code of 82369e1). Its 20 games
# (sprt-19.jsonl.gz) have sf-9's weights on both sides: with a CLI that ships sf-11 (d9d08ab or later) start it anew,
# without that record.
exec sh "$(dirname "$0")/sprt-run.sh" sprt-19 191 alphabeta:eval=chess:classic,conthist=true alphabeta:eval=chess:classic

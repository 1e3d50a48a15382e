#!/bin/sh
# SPRT: chess:classic with sf-11.weights (every weight but the material fitted again from sf-9 to Stockfish's depth-8
# scores of 1,517,252 positions, the 620,392 of sprt-16 to sprt-18's games added: docs/experiments/2026-12-06-chess-terms.md)
# against sf-9.weights (the shipped weights), alphabeta both; 2 s + 0.02 s, pairs of openings, adjudicated as
# OpenBench does. The first run starts the record; later runs go on from it (ply match --resume). Jar: the CLI of
# e59f44b or later (both sides name their weights file). Side jobs beside it: lower their group first
# (echo 19 > /proc/$$/autogroup), or they cost it games on time.
cd /work/tune
RESUME=""
[ -s sprt-21.jsonl ] && RESUME="--resume"
exec java -XX:+IgnoreUnrecognizedVMOptions -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar ply-sprt21.jar match chess \
  --a alphabeta:eval=chess:classic,weights=sf-11.weights --b alphabeta:eval=chess:classic,weights=sf-9.weights \
  --games 6000 --tc 2+0.02 --openings chess-openings.txt --random-plies 2 --seed 211 --concurrency ${CONCURRENCY:-2} \
  --draw movenumber=40,movecount=8,score=10 --resign movecount=3,score=500,twosided=true \
  --sprt elo0=0,elo1=5 --record sprt-21.jsonl $RESUME --results sprt-21.json >> sprt-21.out 2>> sprt-21.err

#!/bin/sh
# SPRT: chess:classic with sf-9m.weights (sf-9, the shipped weights, with the new Imbalance term's 35 weights fitted
# alone to the same 896,860 Stockfish-scored positions; unseen error 0.012928 -> 0.012854:
# docs/experiments/2026-12-06-chess-terms.md) against sf-9.weights, alphabeta both; 2 s + 0.02 s, pairs of openings,
# adjudicated as OpenBench does. The first run starts the record; later runs go on from it (ply match --resume).
# Jar: the CLI of 3053c22 or later (both sides name their weights file). Side jobs beside it: lower their group first
# (echo 19 > /proc/$$/autogroup), or they cost it games on time.
cd /work/tune
RESUME=""
[ -s sprt-20.jsonl ] && RESUME="--resume"
exec java -XX:+IgnoreUnrecognizedVMOptions -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar ply-sprt20.jar match chess \
  --a alphabeta:eval=chess:classic,weights=sf-9m.weights --b alphabeta:eval=chess:classic,weights=sf-9.weights \
  --games 6000 --tc 2+0.02 --openings chess-openings.txt --random-plies 2 --seed 201 --concurrency ${CONCURRENCY:-2} \
  --draw movenumber=40,movecount=8,score=10 --resign movecount=3,score=500,twosided=true \
  --sprt elo0=0,elo1=5 --record sprt-20.jsonl $RESUME --results sprt-20.json >> sprt-20.out 2>> sprt-20.err

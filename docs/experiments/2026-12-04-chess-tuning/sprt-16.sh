#!/bin/sh
# SPRT: chess:classic with sf-8.weights (every weight but the material fitted again, from the weights sprt-15 kept, to
# Stockfish 15.1's depth-8 scores of the 687,100 positions before and 209,760 of sprt-15's games, the four terms at
# weight 0 included; docs/experiments/2026-12-06-chess-terms.md) against chess:classic as shipped (sf-6), alphabeta
# both; 2 s + 0.02 s, pairs of openings, adjudicated as OpenBench does. The first run starts the record; later runs
# go on from it (ply match --resume). Jar: the CLI of d08a6ee.
cd /work/tune
RESUME=""
[ -s sprt-16.jsonl ] && RESUME="--resume"
exec java -XX:+IgnoreUnrecognizedVMOptions -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar ply-sprt16.jar match chess \
  --a alphabeta:eval=chess:classic,weights=sf-8.weights --b alphabeta:eval=chess:classic --games 6000 --tc 2+0.02 \
  --openings chess-openings.txt --random-plies 2 --seed 161 --concurrency ${CONCURRENCY:-2} \
  --draw movenumber=40,movecount=8,score=10 --resign movecount=3,score=500,twosided=true \
  --sprt elo0=0,elo1=5 --record sprt-16.jsonl $RESUME --results sprt-16.json >> sprt-16.out 2>> sprt-16.err

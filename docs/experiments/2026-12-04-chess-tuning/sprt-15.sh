#!/bin/sh
# SPRT: chess:classic with sf-6.weights (every weight but the material fitted to Stockfish 15.1's depth-8 scores of
# 687,100 positions, the five terms of 5fc29a9 and 23f4b27 - pawn chains, safe checks and weak squares, piece
# placement, space, king shelter and storm - with them; docs/experiments/2026-12-06-chess-terms.md) against
# chess:classic as shipped, alphabeta both; 2 s + 0.02 s, pairs of openings, adjudicated as OpenBench does. The first
# run starts the record; later runs go on from it (ply match --resume). Jar: the CLI of 10e4ccb.
cd /work/tune
RESUME=""
[ -s sprt-15.jsonl ] && RESUME="--resume"
exec java -XX:+IgnoreUnrecognizedVMOptions -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar ply-sprt15.jar match chess \
  --a alphabeta:eval=chess:classic,weights=sf-6.weights --b alphabeta:eval=chess:classic --games 6000 --tc 2+0.02 \
  --openings chess-openings.txt --random-plies 2 --seed 151 --concurrency ${CONCURRENCY:-2} \
  --draw movenumber=40,movecount=8,score=10 --resign movecount=3,score=500,twosided=true \
  --sprt elo0=0,elo1=5 --record sprt-15.jsonl $RESUME --results sprt-15.json >> sprt-15.out 2>> sprt-15.err

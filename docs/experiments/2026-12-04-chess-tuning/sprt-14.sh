#!/bin/sh
# SPRT: chess:classic with sf-3.weights (every weight, PeSTO's material and tables too, fitted to Stockfish 15.1's
# depth-8 scores of 687,100 positions of Ply's SPRT games, docs/experiments/2026-12-05-chess-drift.md) against
# chess:classic as shipped (its terms fitted the same way, sprt-13), alphabeta both; 2 s + 0.02 s, pairs of openings,
# adjudicated as OpenBench does. The first run starts the record; later runs go on from it (ply match --resume).
cd /work/tune
RESUME=""
[ -s sprt-14.jsonl ] && RESUME="--resume"
exec java -XX:+IgnoreUnrecognizedVMOptions -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar ply-sf2.jar match chess \
  --a alphabeta:eval=chess:classic,weights=sf-3.weights --b alphabeta:eval=chess:classic --games 6000 --tc 2+0.02 \
  --openings chess-openings.txt --random-plies 2 --seed 141 --concurrency ${CONCURRENCY:-2} \
  --draw movenumber=40,movecount=8,score=10 --resign movecount=3,score=500,twosided=true \
  --sprt elo0=0,elo1=5 --record sprt-14.jsonl $RESUME --results sprt-14.json >> sprt-14.out 2>> sprt-14.err

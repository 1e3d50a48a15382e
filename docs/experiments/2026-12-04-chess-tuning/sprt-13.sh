#!/bin/sh
# SPRT: chess:classic with sf-2.weights (every hand-written term fitted to Stockfish 15.1's depth-8 scores of the
# 687,100 distinct positions of sprt-8's and sprt-12's games, docs/experiments/2026-12-05-chess-drift.md) against
# chess:classic as shipped, alphabeta both; 2 s + 0.02 s, pairs of openings, adjudicated as OpenBench does (a draw once
# both sides score within 10 cp for 8 moves after move 40, a loss once both agree on 500 cp for 3 moves). The first
# run starts the record; later runs go on from it (ply match --resume).
cd /work/tune
RESUME=""
[ -s sprt-13.jsonl ] && RESUME="--resume"
exec java -XX:+IgnoreUnrecognizedVMOptions -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar ply.jar match chess \
  --a alphabeta:eval=chess:classic,weights=sf-2.weights --b alphabeta:eval=chess:classic --games 6000 --tc 2+0.02 \
  --openings chess-openings.txt --random-plies 2 --seed 131 --concurrency ${CONCURRENCY:-2} \
  --draw movenumber=40,movecount=8,score=10 --resign movecount=3,score=500,twosided=true \
  --sprt elo0=0,elo1=5 --record sprt-13.jsonl $RESUME --results sprt-13.json >> sprt-13.out 2>> sprt-13.err

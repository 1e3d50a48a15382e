#!/bin/sh
# SPRT: chess:classic with the weights of tune-2 (mobility, pawns, king, bishop pair fitted to 880 self-play games)
# against chess:classic as shipped; 2 s + 0.02 s, pairs of openings, two games at once.
cd /work/tune
exec java -XX:+IgnoreUnrecognizedVMOptions -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar ply-tools.jar match chess \
  --a alphabeta:eval=chess:classic,weights=classic-2.weights --b alphabeta:eval=chess:classic --games 6000 --tc 2+0.02 \
  --openings chess-openings.txt --random-plies 2 --seed 21 --concurrency 2 \
  --sprt elo0=0,elo1=5 --record sprt-2.jsonl --results sprt-2.json > sprt-2.out 2> sprt-2.err

#!/bin/sh
# SPRT: chess:classic with terms-2.weights (passed pawns' kings and path, outposts and the tempo, Texel-fitted
# alone on the records of sprt-4, 6, 7 and 8) against chess:classic as shipped (those terms at 0), alphabeta both; 2 s + 0.02 s, pairs of openings, two games at once, adjudicated as OpenBench
# does (a draw once both sides score within 10 cp for 8 moves after move 40, a loss once both agree on 500 cp for
# 3 moves). The first run starts the record; later runs go on from it (ply match --resume).
cd /work/tune
RESUME=""
[ -s sprt-10.jsonl ] && RESUME="--resume"
exec java -XX:+IgnoreUnrecognizedVMOptions -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar ply.jar match chess \
  --a alphabeta:eval=chess:classic,weights=terms-2.weights --b alphabeta:eval=chess:classic --games 6000 --tc 2+0.02 \
  --openings chess-openings.txt --random-plies 2 --seed 101 --concurrency ${CONCURRENCY:-2} \
  --draw movenumber=40,movecount=8,score=10 --resign movecount=3,score=500,twosided=true \
  --sprt elo0=0,elo1=5 --record sprt-10.jsonl $RESUME --results sprt-10.json >> sprt-10.out 2>> sprt-10.err

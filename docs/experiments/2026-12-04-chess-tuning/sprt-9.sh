#!/bin/sh
# SPRT: alphabeta with the late move reductions' node terms (lmr-cutnode=2: two plies more at a node expected to fail
# high; lmr-ttcapture=1: a ply more at a node whose table move is a capture) against alphabeta as shipped, chess:classic
# both; 2 s + 0.02 s, pairs of openings, two games at once, adjudicated as OpenBench does (a draw once both sides
# score within 10 cp for 8 moves after move 40, a loss once both agree on 500 cp for 3 moves). The first run starts the record; later runs go on from it (ply match --resume).
cd /work/tune
RESUME=""
[ -s sprt-9.jsonl ] && RESUME="--resume"
exec java -XX:+IgnoreUnrecognizedVMOptions -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar ply.jar match chess \
  --a alphabeta:eval=chess:classic,lmr-cutnode=2,lmr-ttcapture=1 --b alphabeta:eval=chess:classic --games 6000 \
  --tc 2+0.02 \
  --openings chess-openings.txt --random-plies 2 --seed 91 --concurrency ${CONCURRENCY:-2} \
  --draw movenumber=40,movecount=8,score=10 --resign movecount=3,score=500,twosided=true \
  --sprt elo0=0,elo1=5 --record sprt-9.jsonl $RESUME --results sprt-9.json >> sprt-9.out 2>> sprt-9.err

#!/bin/sh
# SPRT: alphabeta with ProbCut's margin at 200 cp (the Win at Chess suite at 1,500,000 nodes: 281 of 300 against 273
# with the default 100) against alphabeta as shipped, chess:classic both; 2 s + 0.02 s, pairs of openings, adjudicated as
# OpenBench does (a draw once both sides score within 10 cp for 8 moves after move 40, a loss once both agree on 500 cp for 3 moves). The first run starts the record; later runs go on from it (ply match --resume).
cd /work/tune
RESUME=""
[ -s sprt-12.jsonl ] && RESUME="--resume"
exec java -XX:+IgnoreUnrecognizedVMOptions -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar ply.jar match chess \
  --a alphabeta:eval=chess:classic,probcut-margin=200 --b alphabeta:eval=chess:classic --games 6000 \
  --tc 2+0.02 \
  --openings chess-openings.txt --random-plies 2 --seed 121 --concurrency ${CONCURRENCY:-2} \
  --draw movenumber=40,movecount=8,score=10 --resign movecount=3,score=500,twosided=true \
  --sprt elo0=0,elo1=5 --record sprt-12.jsonl $RESUME --results sprt-12.json >> sprt-12.out 2>> sprt-12.err

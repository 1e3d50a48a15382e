#!/bin/sh
# SPRT: alphabeta with continuation history reshaped (conthist=true: the opponent's last move and the side's own move
# before it as contexts for quiet moves' order and late move reductions; c1deaaa) against the defaults, both with
# chess:classic's shipped weights (sf-9 since fd0de58); 2 s + 0.02 s, pairs of openings, adjudicated as OpenBench
# does. The first run starts the record; later runs go on from it (ply match --resume). Jar: the CLI of fd0de58 or
# later with the same shipped weights; started 6 December 14:17 UTC with the CLI of e59f44b (chess code of 82369e1).
cd /work/tune
RESUME=""
[ -s sprt-19.jsonl ] && RESUME="--resume"
exec java -XX:+IgnoreUnrecognizedVMOptions -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar ply-sprt19.jar match chess \
  --a alphabeta:eval=chess:classic,conthist=true --b alphabeta:eval=chess:classic \
  --games 6000 --tc 2+0.02 --openings chess-openings.txt --random-plies 2 --seed 191 --concurrency ${CONCURRENCY:-2} \
  --draw movenumber=40,movecount=8,score=10 --resign movecount=3,score=500,twosided=true \
  --sprt elo0=0,elo1=5 --record sprt-19.jsonl $RESUME --results sprt-19.json >> sprt-19.out 2>> sprt-19.err

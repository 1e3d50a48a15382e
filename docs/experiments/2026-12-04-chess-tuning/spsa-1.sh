#!/bin/sh
# SPSA of alphabeta's pruning margins and reductions for chess (fishtest's schedules, `ply spsa`): ten parameters
# at once, each iteration a pair of games (2 s + 0.02 s, the openings of the SPRTs, adjudicated as they are) between
# the two perturbed settings, 3,000 iterations planned (6,000 games, about five hours on two cores). Resumable: the
# same command goes on from spsa-1.jsonl. Its result is kept only if an SPRT against the defaults accepts it.
# Jar: a CLI whose chess:classic is the one shipped when the run starts (write its commit here).
cd /work/tune
exec java -XX:+IgnoreUnrecognizedVMOptions -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar ply-spsa1.jar spsa chess \
  --agent alphabeta:eval=chess:classic \
  --param rfp-margin=75:30:150 --param futility-base=80:20:200 --param futility-margin=80:30:200 \
  --param see-margin=100:30:200 --param nmp-eval-step=200:80:400 --param lmr-base=75:0:150 \
  --param lmr-divisor=225:150:350 --param delta-margin=200:80:400 --param probcut-margin=100:50:250 \
  --param aspiration=25:10:60 \
  --iterations 3000 --games 2 --tc 2+0.02 --openings chess-openings.txt --random-plies 2 --seed 1001 \
  --concurrency ${CONCURRENCY:-2} --draw movenumber=40,movecount=8,score=10 --resign movecount=3,score=500,twosided=true \
  --out spsa-1.jsonl --plot spsa-1.svg >> spsa-1.out 2>> spsa-1.err

#!/bin/sh
# SPRT: chess:classic with its two new terms switched on by Texel-fitted weights (terms-1.weights: rooks on open
# files, threats) against chess:classic as shipped (the terms at weight 0); alphabeta both, 2 s + 0.02 s, pairs of
# openings, two games at once. Resumes from sprt-4.jsonl (its first 893 games played on 4 December 08:11-08:57 UTC,
# their settings line added from the same command); run again to go on.
cd /work/tune
exec java -XX:+IgnoreUnrecognizedVMOptions -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar ply.jar match chess \
  --a alphabeta:eval=chess:classic,weights=terms-1.weights --b alphabeta:eval=chess:classic --games 6000 --tc 2+0.02 \
  --openings chess-openings.txt --random-plies 2 --seed 41 --concurrency 2 \
  --sprt elo0=0,elo1=5 --record sprt-4.jsonl --resume --results sprt-4.json >> sprt-4.out 2>> sprt-4.err

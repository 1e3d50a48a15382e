#!/bin/sh
# SPRT: chess:classic with sf-9i.weights (sf-9s, which is sf-9 with the endgame scale's rook-ending and one-pawn
# cases fitted alone, then the new Winnable term's nine weights and the new Imbalance term's 35 fitted alone, each
# from the one before, to the same 896,860 Stockfish-scored positions; unseen error 0.012928 -> 0.012297:
# docs/experiments/2026-12-06-chess-terms.md) against sf-9.weights, alphabeta both; 2 s + 0.02 s, pairs of
# openings, adjudicated as OpenBench does. The first run starts the record; later runs go on from it
# (ply match --resume). Jar: the CLI of 3053c22 (the first with Winnable and Imbalance; both sides name their
# weights file, so its resource does not matter).
cd /work/tune
RESUME=""
[ -s sprt-18.jsonl ] && RESUME="--resume"
exec java -XX:+IgnoreUnrecognizedVMOptions -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar ply-sprt18.jar match chess \
  --a alphabeta:eval=chess:classic,weights=sf-9i.weights --b alphabeta:eval=chess:classic,weights=sf-9.weights \
  --games 6000 --tc 2+0.02 --openings chess-openings.txt --random-plies 2 --seed 181 --concurrency ${CONCURRENCY:-2} \
  --draw movenumber=40,movecount=8,score=10 --resign movecount=3,score=500,twosided=true \
  --sprt elo0=0,elo1=5 --record sprt-18.jsonl $RESUME --results sprt-18.json >> sprt-18.out 2>> sprt-18.err

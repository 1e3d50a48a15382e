#!/bin/sh
# SPRT: chess:classic with sf-9.weights (every weight but the material fitted again, from sf-8 with the new
# EndgameScale's five weights fitted first, to the same 896,860 Stockfish-scored positions: opposite-coloured bishops
# alone 23/64, with pieces 56/64, the side ahead without pawns and at most a minor piece up 0/64;
# docs/experiments/2026-12-06-chess-terms.md) against sf-8.weights (chess:classic as shipped since sprt-16), alphabeta
# both; 2 s + 0.02 s, pairs of openings, adjudicated as OpenBench does. The first run starts the record; later runs go
# on from it (ply match --resume). Jar: the CLI of 26c7563 (the first with EndgameScale; both sides name their
# weights file, so its resource does not matter).
cd /work/tune
RESUME=""
[ -s sprt-17.jsonl ] && RESUME="--resume"
exec java -XX:+IgnoreUnrecognizedVMOptions -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar ply-sprt17.jar match chess \
  --a alphabeta:eval=chess:classic,weights=sf-9.weights --b alphabeta:eval=chess:classic,weights=sf-8.weights \
  --games 6000 --tc 2+0.02 --openings chess-openings.txt --random-plies 2 --seed 171 --concurrency ${CONCURRENCY:-2} \
  --draw movenumber=40,movecount=8,score=10 --resign movecount=3,score=500,twosided=true \
  --sprt elo0=0,elo1=5 --record sprt-17.jsonl $RESUME --results sprt-17.json >> sprt-17.out 2>> sprt-17.err

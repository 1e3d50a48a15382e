#!/bin/sh
# Self-play chess games for Texel tuning: chess:classic against itself, 2 s + 0.02 s, records appended as each game ends.
cd /work/tune
exec nice -n 10 java -XX:+IgnoreUnrecognizedVMOptions -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar ply.jar match chess \
  --a alphabeta:eval=chess:classic --b alphabeta:eval=chess:classic --games 4000 --tc 2+0.02 \
  --openings chess-openings.txt --random-plies 2 --seed $1 --concurrency 2 \
  --draw movenumber=40,movecount=8,score=10 --resign movecount=3,score=1000 \
  --record games-$1.jsonl > match-$1.out 2> match-$1.err

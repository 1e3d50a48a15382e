#!/bin/sh
# measure.sh NAME NET [SEED]: NET's engine against the shipped one (res-1) at depth 6, 1,000 games played out from the
# 100 openings with 8 random plies (seed 31 by default, gen3's starting positions); equal cost a node, so depth
# measures the evaluation alone.
cd /work/nnue && mkdir -p measure && cd measure && cp /work/main/bench/src/main/resources/dev/ply/bench/chess-openings.txt .
exec java -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar /work/nnue/ply.jar match chess \
    --a "alphabeta:eval=nnue:$2,evalcache=65536,depth=6" --b alphabeta:eval=nnue,evalcache=65536,depth=6 --games 1000 \
    --openings chess-openings.txt --random-plies 8 --seed ${3:-31} --concurrency 2 --record $1.jsonl --results $1.json \
    > $1.out 2> $1.err

#!/bin/sh
# early-label.sh SEED: labels of positions 6 to 10 plies into alphabeta:time=50ms games (three random plies first),
# the held-out set's kind and the plies where every network so far misses; resumable (run it again).
cd /work/c4-diag
exec nice java -cp cli/ply.jar dev.ply.examples.LabelPositions connectfour --count 20000 --plies 6 --max-plies 10 \
    --from-play alphabeta:time=50ms --random-plies 3 --seed "$1" --keep-all --out "early-$1.suite" >> "early-$1.log" 2>&1

#!/bin/sh
# fresh-label.sh SEED: positions of the held-out set's kind (its own command, connectfour-played.suite's first line,
# with a seed used nowhere before), labelled by Connect Four's exact solver; resumable (run it again).
cd "$(dirname "$0")"
exec java -cp ply.jar dev.ply.examples.LabelPositions connectfour --count 1200 --plies 6 --max-plies 22 \
    --from-play alphabeta:time=50ms --random-plies 3 --seed "$1" --out "fresh-$1.suite" >> "fresh-$1.log" 2>&1

#!/bin/sh
# Exact labels for the supervised diagnostic of issue 26: positions of the held-out set's kind (6 to 22 plies into
# games alphabeta at 50 ms plays against itself after 3 random plies), another seed. Resumable: run again.
cd /work/c4-train
exec nice -n 19 java -cp bin7/ply.jar dev.ply.examples.LabelPositions connectfour --count 20000 --plies 6 \
  --max-plies 22 --from-play alphabeta:time=50ms --random-plies 3 --seed 1002 --keep-all --out /work/c4-train/train-labels-all.suite

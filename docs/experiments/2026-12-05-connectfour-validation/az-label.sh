#!/bin/sh
# Exact labels for positions 12 to 30 plies into games the shipped network's search plays against itself
# (mcts:az at 20 ms a move: time makes the games vary, after 3 random plies): the lines the network's own search follows; every position kept;
# resumes from az-labels.suite.
cd /work/c4-diag
exec nice java -cp cli/ply.jar dev.ply.examples.LabelPositions connectfour --count ${COUNT:-30000} \
  --plies 12 --max-plies 30 --from-play mcts:az,net=shipped5.net,time=20ms --random-plies 3 --seed 8001 --keep-all \
  --out az-labels.suite >> az-label.out 2>> az-label.err

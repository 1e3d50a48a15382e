#!/bin/sh
# Exact labels for positions 14 to 30 plies into alphabeta:time=10ms games (the depths an mcts:az tree's leaves reach
# from the held-out positions), every position kept (value targets); resumes from deep-labels-b.suite.
cd /work/c4-diag
exec nice java -cp cli/ply.jar dev.ply.examples.LabelPositions connectfour --count ${COUNT:-30000} \
  --plies 14 --max-plies 30 --from-play alphabeta:time=10ms --random-plies 3 --seed 5002 --keep-all \
  --out deep-labels-b.suite >> deep-label-b.out 2>> deep-label-b.err

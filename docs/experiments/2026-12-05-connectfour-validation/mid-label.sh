#!/bin/sh
# Exact labels for positions 10 to 16 plies into alphabeta:time=10ms games (between the held-out set's early positions
# and the deep labels), every position kept; resumes from mid-labels.suite.
cd /work/c4-diag
exec nice java -cp cli/ply.jar dev.ply.examples.LabelPositions connectfour --count ${COUNT:-30000} \
  --plies 10 --max-plies 16 --from-play alphabeta:time=10ms --random-plies 3 --seed 7001 --keep-all \
  --out mid-labels.suite >> mid-label.out 2>> mid-label.err

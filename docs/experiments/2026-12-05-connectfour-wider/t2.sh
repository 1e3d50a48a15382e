#!/bin/sh
# t2.sh: the shipped network at 200 ms a move on the validation set, one thread and two, nothing else running.
cd /work/c4-diag
for t in 1 2; do
  java -jar cli/ply.jar suite connectfour validation.suite --agent "mcts:az,net=run11-g80.net,threads=$t,time=200ms" > t$t-val.out 2>&1
  echo "g80 threads=$t time=200ms: $(tail -n1 t$t-val.out)" >> val.log
done

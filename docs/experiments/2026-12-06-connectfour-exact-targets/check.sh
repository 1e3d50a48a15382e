#!/bin/sh
# check.sh RUN [held]: RUN's best network now, copied as RUN-gN.net (N its generation), on the validation set at
# 20,000 simulations (and the held-out set with "held"), a line in val.log.
cd /work/c4-diag
run=$1
g=$(grep -c . "$run/generations.jsonl")
net="$run-g$g.net"
cp "$run/best.net" "$net"
v=$(nice java -jar cli/ply.jar suite connectfour validation.suite --agent "mcts:az,net=$net,iterations=20000" 2>&1 | tail -n 1)
h=""
if [ "$2" = held ]; then
  h=$(nice java -jar cli/ply.jar suite connectfour held-out.suite --agent "mcts:az,net=$net,iterations=20000" 2>&1 | tail -n 1)
fi
echo "$net: validation $v${h:+; held-out $h}" >> val.log
tail -n 1 val.log

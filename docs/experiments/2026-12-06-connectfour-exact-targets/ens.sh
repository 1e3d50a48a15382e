#!/bin/sh
# ens.sh NAME NETS [agent options]: the validation set at 20,000 simulations with the networks' average (scratch build)
cd /work/c4-diag
name=$1; nets=$2; shift 2
v=$(nice java -jar ens/ply.jar suite connectfour validation.suite --agent "mcts:az,net=$nets,iterations=20000$*" 2>&1 | tail -n 1)
echo "ens $name $nets $*: validation $v" >> val.log
tail -n 1 val.log

#!/bin/sh
# two-stage.sh NAME START "FILES": START trained 4,000 steps at 0.001 then 1,000 at 0.0001 (val.sh each), then held-out.
cd /work/c4-diag
sh val.sh "$1" "$2" 4000 0.001 1 "$3" --children
sh val.sh "$1-lo" "v-$1/best.net" 1000 0.0001 1 "$3" --children
echo "$1-lo held-out $(nice java -jar cli/ply.jar suite connectfour held-out.suite --agent "mcts:az,net=v-$1-lo/best.net,iterations=20000" 2>&1 | tail -n 1)" >> val.log

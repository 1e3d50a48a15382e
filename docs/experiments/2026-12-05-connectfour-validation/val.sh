#!/bin/sh
# val.sh NAME START STEPS RATE SEED "LABELFILES" [train options]: START trained on the label files (held-out and
# validation positions and their mirror images left out), then the validation set at 20,000 simulations.
cd /work/c4-diag
name=$1; start=$2; steps=$3; rate=$4; seed=$5; files=$6; shift 6
cat $files | awk -F' ;' '
    function mirror(p,   n, rows, i, out, r, j, rev) {
      n = split(p, rows, "/"); out = ""
      for (i = 1; i <= n; i++) { r = rows[i]; rev = ""; for (j = length(r); j >= 1; j--) rev = rev substr(r, j, 1); out = out (i > 1 ? "/" : "") rev }
      return out }
    FILENAME != "-" { held[$1]=1; held[mirror($1)]=1; next }
    /^#/ { next }
    !($1 in held) && !seen[$1]++' held-out.suite validation.suite - > "v-$name.labels"
rm -rf "v-$name"
from="--start-from $start"; [ "$start" = none ] && from=""
nice java -Dai.djl.offline=true -jar cli/ply.jar train connectfour --out "v-$name" --supervised "v-$name.labels" \
  --steps "$steps" $from --learning-rate "$rate" --seed "$seed" --hidden ${HIDDEN:-128,128} "$@" > "v-$name.train" 2>&1
v=$(nice java -jar cli/ply.jar suite connectfour validation.suite --agent "mcts:az,net=v-$name/best.net,iterations=20000" 2>&1 | tail -n 1)
echo "$name $(wc -l < v-$name.labels) labels start $start steps $steps rate $rate seed $seed $*: validation $v" >> val.log
tail -n 1 val.log

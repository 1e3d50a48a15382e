#!/bin/sh
# deep.sh NAME LABELFILES STEPS RATE [train options]: the shipped network fine-tuned on the given label files
# (held-out positions and mirror images removed), then the held-out set: policy, value one ply deep, mcts:az at 20,000.
cd /work/c4-diag
name=$1; files=$2; steps=$3; rate=$4; shift 4
cat $files | awk -F' ;' '
    function mirror(p,   n, rows, i, out, r, j, rev) {
      n = split(p, rows, "/"); out = ""
      for (i = 1; i <= n; i++) { r = rows[i]; rev = ""; for (j = length(r); j >= 1; j--) rev = rev substr(r, j, 1); out = out (i > 1 ? "/" : "") rev }
      return out }
    NR==FNR { held[$1]=1; held[mirror($1)]=1; next }
    /^#/ { next }
    !($1 in held) && !seen[$1]++' held-out.suite - > "$name.labels"
rm -rf "$name"
nice java -Dai.djl.offline=true -jar cli/ply.jar train connectfour --out "$name" --supervised "$name.labels" \
  --steps "$steps" --start-from shipped4.net --learning-rate "$rate" --seed 1 --hidden 128,128 "$@" > "$name.train" 2>&1
for a in "policy:$name/best.net" "alphabeta:eval=net:$name/best.net,depth=1" "mcts:az,net=$name/best.net,iterations=20000"; do
  nice java -jar cli/ply.jar suite connectfour held-out.suite --agent "$a" 2>&1 | tail -n 1
done | paste -sd'|' | sed "s#^#$name $(wc -l < $name.labels) labels $steps steps rate $rate $*: #" >> deep.log
tail -n 1 deep.log

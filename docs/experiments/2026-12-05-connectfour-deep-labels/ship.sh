#!/bin/sh
# The shipped network: run6b's best (the network shipped before) trained on exact labels of positions 14 to 30 plies
# into alphabeta:time=10ms games (deep-labels*.suite, made by deep-label.sh and deep-label-b.sh), each held-out
# position and its mirror image left out, with the positions one move on as value targets (--children).
cd /work/c4-diag
cat deep-labels.suite deep-labels-b.suite | awk -F' ;' '
    function mirror(p,   n, rows, i, out, r, j, rev) {
      n = split(p, rows, "/"); out = ""
      for (i = 1; i <= n; i++) { r = rows[i]; rev = ""; for (j = length(r); j >= 1; j--) rev = rev substr(r, j, 1); out = out (i > 1 ? "/" : "") rev }
      return out }
    NR==FNR { held[$1]=1; held[mirror($1)]=1; next }
    /^#/ { next }
    !($1 in held) && !seen[$1]++' held-out.suite - > connectfour-deep.suite
wc -l connectfour-deep.suite
rm -rf c4-deep
nice java -Dai.djl.offline=true -jar cli/ply.jar train connectfour --out c4-deep --supervised connectfour-deep.suite \
  --children --start-from run6b-best.net --steps ${STEPS:-4000} --learning-rate 0.001 --seed 1 --hidden 128,128 \
  > c4-deep.train 2>&1
tail -n 1 c4-deep.train

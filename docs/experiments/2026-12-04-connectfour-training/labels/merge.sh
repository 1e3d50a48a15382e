#!/bin/sh
# Labels for the supervised diagnostic: every labelled file, duplicates and held-out positions (and their mirror
# images) removed.
cd /work/c4-diag
cat /work/main/docs/experiments/2026-12-04-connectfour-training/labels/train-labels.suite /work/c4-train/train-labels-all.suite \
  /work/c4-train/train-labels-b.suite 2>/dev/null \
  | awk -F' ;' '
    function mirror(p,   n, rows, i, out, r, j, rev) {
      n = split(p, rows, "/"); out = ""
      for (i = 1; i <= n; i++) { r = rows[i]; rev = ""; for (j = length(r); j >= 1; j--) rev = rev substr(r, j, 1); out = out (i > 1 ? "/" : "") rev }
      return out }
    NR==FNR { held[$1]=1; held[mirror($1)]=1; next }
    !($1 in held) && !seen[$1]++' held-out.suite - > labels.suite
wc -l labels.suite

#!/bin/sh
# labels.sh OUT FILES...: the label files merged, the held-out and validation positions and their mirror images left
# out (the filter of ../2026-12-05-connectfour-validation/val.sh), each position once. Run in /work/c4-diag.
out=$1; shift
cat "$@" | awk -F' ;' '
    function mirror(p,   n, rows, i, out, r, j, rev) {
      n = split(p, rows, "/"); out = ""
      for (i = 1; i <= n; i++) { r = rows[i]; rev = ""; for (j = length(r); j >= 1; j--) rev = rev substr(r, j, 1); out = out (i > 1 ? "/" : "") rev }
      return out }
    FILENAME != "-" { held[$1]=1; held[mirror($1)]=1; next }
    /^#/ { next }
    !($1 in held) && !seen[$1]++' held-out.suite validation.suite - > "$out"
wc -l < "$out"

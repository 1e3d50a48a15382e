#!/bin/sh
# early-val.sh: the early validation set, early-1005's positions (held-out and validation positions and their mirror
# images left out by labels.sh) that neither all.labels nor early-1004 holds, nor their mirror images, and where some
# move gives the value away. Run in /work/c4-diag.
cd /work/c4-diag
sh labels.sh e5.tmp early-1005.suite > /dev/null
awk -F' ;' '
    function mirror(p,   n, rows, i, out, r, j, rev) {
      n = split(p, rows, "/"); out = ""
      for (i = 1; i <= n; i++) { r = rows[i]; rev = ""; for (j = length(r); j >= 1; j--) rev = rev substr(r, j, 1); out = out (i > 1 ? "/" : "") rev }
      return out }
    FILENAME!="e5.tmp" { if ($0 !~ /^#/) { have[$1]=1; have[mirror($1)]=1 }; next }
    !($1 in have) { split($2, b, " "); if (length(b) - 1 < 7) print }' all.labels early-1004.suite e5.tmp > early-val.suite
wc -l < early-val.suite

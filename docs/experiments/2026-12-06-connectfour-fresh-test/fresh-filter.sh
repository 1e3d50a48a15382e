#!/bin/sh
# fresh-filter.sh OUT SUITES...: the fresh test set: the suites' positions (comment lines, where every move keeps the
# value, left out as the held-out set leaves them), less every position that any training, the validation set or the
# first held-out set has seen (used.labels, validation.suite, held-out.suite), a mirror image counting as the same
# position; each position once.
cd "$(dirname "$0")"
out=$1; shift
{ echo "# connectfour: a second held-out set: positions reached by alphabeta:time=50ms playing both sides after 3 random plies, 6 to 22 plies in, each with every move that keeps its exact value (positions where every move does are left out), none of them (nor its mirror image) in any label file a shipped network trained on, the validation set or connectfour-played.suite; made by LabelPositions connectfour --count 1200 --plies 6 --max-plies 22 --from-play alphabeta:time=50ms --random-plies 3 with seeds 4001 and 4002, then fresh-filter.sh (docs/experiments/2026-12-06-connectfour-fresh-test.md)"
cat "$@" | awk -F' ;' '
    function mirror(p,   n, rows, i, out, r, j, rev) {
      n = split(p, rows, "/"); out = ""
      for (i = 1; i <= n; i++) { r = rows[i]; rev = ""; for (j = length(r); j >= 1; j--) rev = rev substr(r, j, 1); out = out (i > 1 ? "/" : "") rev }
      return out }
    FILENAME != "-" { if ($0 !~ /^#/) { used[$1]=1; used[mirror($1)]=1 }; next }
    /^#/ { next }
    !($1 in used) { print; used[$1]=1; used[mirror($1)]=1 }' used.labels validation.suite held-out.suite -
} > "$out"
echo "$(($(wc -l < "$out") - 1)) positions in $out"

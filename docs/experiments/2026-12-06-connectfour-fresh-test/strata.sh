#!/bin/sh
# strata.sh SUITE OUT: the rate of a `ply suite` run per stratum of discs (6-10, 11-14, 15-22) and weighted by the
# strata's shares before the filter (0.303, 0.264, 0.433; docs/experiments/2026-12-06-connectfour-fresh-test.md)
awk -v suite="$1" '
    function stratum(p,   n) { n = gsub(/[XO]/, "", p); return n <= 10 ? 1 : n <= 14 ? 2 : 3 }
    BEGIN { while ((getline l < suite) > 0) { line++; if (l ~ /^#/) continue; split(l, f, " ;"); s[line] = stratum(f[1]); total[s[line]]++ } }
    /^FAILED line/ { sub(":", "", $3); failed[s[$3]]++ }
    END { w[1] = 0.303; w[2] = 0.264; w[3] = 0.433; names[1] = "6-10"; names[2] = "11-14"; names[3] = "15-22"
          for (k = 1; k <= 3; k++) { r = 1 - failed[k] / total[k]; sum += w[k] * r; all += total[k]; bad += failed[k]
              printf "%s discs: %d of %d (%.1f%%)\n", names[k], total[k] - failed[k], total[k], 100 * r }
          printf "plain: %d of %d (%.1f%%); weighted: %.1f%%\n", all - bad, all, 100 * (all - bad) / all, 100 * sum }' "$2"

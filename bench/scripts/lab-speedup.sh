#!/bin/sh
# Games in parallel and on a loopback cluster: the same Connect Four tournament (fixed-depth agents, so every run
# plays the same games) with --concurrency 1 and 2, two independent processes at once (the machine's ceiling), and
# on one and two './ply worker's of one game at a time each. Prints the wall time of each and checks that every run
# printed the same table. Usage: bench/scripts/lab-speedup.sh [ply command, default ./ply]
set -e
cd "$(dirname "$0")/../.."
PLY=${1:-./ply}
OUT=$(mktemp -d)
TOURNAMENT="tournament connectfour --agents alphabeta:depth=15,hash=16 alphabeta:depth=14,hash=16 alphabeta:depth=13,hash=16 --games 10 --random-plies 2"
seconds() { date +%s.%N; }
elapsed() { awk "BEGIN { printf \"%.1f\", $2 - $1 }"; }
$PLY list >/dev/null   # builds the jar first, outside the timings

t0=$(seconds); $PLY $TOURNAMENT --concurrency 1 >"$OUT/c1" 2>/dev/null; t1=$(seconds)
echo "concurrency 1: $(elapsed "$t0" "$t1") s"
t0=$(seconds); $PLY $TOURNAMENT --concurrency 2 >"$OUT/c2" 2>/dev/null; t1=$(seconds)
echo "concurrency 2: $(elapsed "$t0" "$t1") s"
t0=$(seconds)
$PLY $TOURNAMENT --concurrency 1 >"$OUT/p1" 2>/dev/null & $PLY $TOURNAMENT --concurrency 1 >"$OUT/p2" 2>/dev/null; wait
t1=$(seconds)
echo "two processes of concurrency 1 at once: $(elapsed "$t0" "$t1") s for both (the ceiling)"

$PLY worker --port 5901 --concurrency 1 >"$OUT/w1" 2>&1 & W1=$!
trap 'kill $W1 $W2 2>/dev/null || true' EXIT
until grep -q "worker at" "$OUT/w1"; do sleep 0.2; done
t0=$(seconds); $PLY $TOURNAMENT --cluster 127.0.0.1:5901 >"$OUT/k1" 2>/dev/null; t1=$(seconds)
echo "cluster of 1 worker: $(elapsed "$t0" "$t1") s"
$PLY worker --port 5902 --join 127.0.0.1:5901 --concurrency 1 >"$OUT/w2" 2>&1 & W2=$!
until grep -q "2 member(s)" "$OUT/w2"; do sleep 0.2; done
t0=$(seconds); $PLY $TOURNAMENT --cluster 127.0.0.1:5901 >"$OUT/k2" 2>/dev/null; t1=$(seconds)
echo "cluster of 2 workers: $(elapsed "$t0" "$t1") s"

for run in c2 p1 p2 k1 k2; do
  cmp -s "$OUT/c1" "$OUT/$run" || { echo "run $run printed another table"; exit 1; }
done
echo "every run printed the same table"

#!/bin/sh
# Measures MCTS iterations per second on tic-tac-toe for several search specifications, in fresh JVMs
# interleaved run by run (spec 1, spec 2, ..., then again), and prints each one's runs sorted, its median
# and the median's ratio to the first specification's. Meant for the project's 2-core machine, whose speed
# drifts within minutes: JMH measures one specification after the other, so its ratios carry the drift.
#
#   ./mvnw -B -q -pl bench -am package -DskipTests
#   bench/scripts/mcts-interleaved.sh ROUNDS SPEC...
#   bench/scripts/mcts-interleaved.sh 8 mcts:reuse=false mcts:reuse=false,threads=2 mcts:reuse=false,threads=2,parallel=root
#
# Each run is dev.ply.bench.mcts.MctsTiming: 45 fresh searches of 100,000 iterations, the first 15 a warm-up.
# GAME and ITERATIONS time another game's start instead (GAME=checkers ITERATIONS=2000: random play-outs).
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
jar="$root/bench/target/benchmarks.jar"
if [ $# -lt 2 ]; then
  echo "usage: $0 ROUNDS SPEC..." >&2
  exit 2
fi
rounds=$1
shift
[ -f "$jar" ] || { echo "$0: $jar is missing; build it with ./mvnw -B -q -pl bench -am package -DskipTests" >&2; exit 2; }
case $rounds in ''|*[!0-9]*|0) echo "$0: ROUNDS must be a positive whole number, not '$rounds'" >&2; exit 2 ;; esac
out=$(mktemp)
trap 'rm -f "$out"' EXIT
for r in $(seq "$rounds"); do
  for spec in "$@"; do
    java -cp "$jar" dev.ply.bench.mcts.MctsTiming "$spec" --game "${GAME:-tictactoe}" \
      --iterations "${ITERATIONS:-100000}" >> "$out"
  done
done
first=""
for spec in "$@"; do
  runs=$(awk -v s="$spec" '$1 == s { print $2 }' "$out" | sort -n)
  median=$(echo "$runs" | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
  [ -n "$first" ] || first=$median
  ratio=$(awk -v m="$median" -v f="$first" 'BEGIN { printf "%.2f", m / f }')
  echo "$spec: median $median M iterations/s (${ratio}x the first); runs: $(echo $runs)"
done

#!/bin/sh
# Connect Four's learning target: how often each agent plays a solver-optimal move in the two held-out sets
# (bench/src/main/resources/dev/ply/bench/suites/connectfour-played.suite and connectfour-played-2.suite, labelled by
# Connect Four's exact solver; learning/README.md says how the second set's figure is weighted), then a match of the
# learned agent against Ply's best classical agent at equal time, colours alternating, two random opening plies a pair.
# Usage: bench/scripts/connectfour-target.sh [NET] [GAMES] [MOVE_TIME]
#   NET: a network file, or default for the one that ships (default); GAMES: 200; MOVE_TIME: 200ms
# Run it on a quiet machine: every agent here plays on a clock.
set -e
cd "$(dirname "$0")/../.."
NET=${1:-default}
GAMES=${2:-200}
TIME=${3:-200ms}
PLY=${PLY:-./ply}
SUITES=bench/src/main/resources/dev/ply/bench/suites
for AGENT in "policy:$NET" "mcts:az,net=$NET,time=$TIME" "mcts:time=$TIME" "alphabeta:time=$TIME" "alphabeta:time=1s"; do
    for SUITE in connectfour-played.suite connectfour-played-2.suite; do
        printf '%s, %s: ' "$AGENT" "$SUITE"
        $PLY suite connectfour "$SUITES/$SUITE" --agent "$AGENT" | tail -1
    done
done
$PLY match connectfour --a "mcts:az,net=$NET,time=$TIME" --b "alphabeta:time=$TIME" --games "$GAMES" \
    --random-plies 2 --seed 1 --concurrency 2

#!/bin/sh
# Ply's MCTS against GNU Go on 9x9 (komi 7.5, area scoring, positional superko), colours alternating, GNU Go asked
# for its moves with kgs-genmove_cleanup so that games are played out until the dead stones are off the board and
# Ply's count is the Chinese count. Every game goes to DIR/NAME.sgf, DIR/NAME.jsonl and DIR/NAME.json.
# Usage: bench/scripts/go-vs-gnugo.sh AGENT GAMES [GNUGO_LEVEL] [CONCURRENCY] [DIR] [SEED]
#   (SEED, default 1, seeds each pair's agents: runs with different seeds play different games)
#   bench/scripts/go-vs-gnugo.sh mcts:iterations=3000 200
#   bench/scripts/go-vs-gnugo.sh mcts:time=10s 200 10 1
# Needs the Debian package gnugo (apt-get install gnugo). PLY overrides the ply command (default ./ply).
set -e
cd "$(dirname "$0")/../.."
AGENT=${1:?agent, such as mcts:iterations=3000}
GAMES=${2:-200}
LEVEL=${3:-10}
CONCURRENCY=${4:-2}
DIR=${5:-go-vs-gnugo}
SEED=${6:-1}
PLY=${PLY:-./ply}
GNUGO=${GNUGO:-/usr/games/gnugo}
[ -x "$GNUGO" ] || { echo "go-vs-gnugo: $GNUGO not found; apt-get install gnugo" >&2; exit 2; }
mkdir -p "$DIR"
NAME=$(echo "$AGENT-vs-gnugo$LEVEL" | tr ':=,/?' '_____')
$PLY match go --a "$AGENT" --b "gtp:$GNUGO?--level=$LEVEL" --games "$GAMES" --concurrency "$CONCURRENCY" --seed "$SEED" \
    --sgf "$DIR/$NAME.sgf" --record "$DIR/$NAME.jsonl" --results "$DIR/$NAME.json"

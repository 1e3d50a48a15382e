#!/bin/sh
# Plays the alpha-beta engine against Stockfish at several UCI_Elo levels, one game at a time, and keeps
# each level's PGN and summary in bench/results/. Not part of any build or test run.
#
#   apt-get update && apt-get install -y stockfish      # Debian's Stockfish 15.1, in /usr/games
#   bench/scripts/strength-vs-stockfish.sh [GAMES] [LEVEL...]
#
# Defaults: 200 games at UCI_Elo 2000. Both sides play at 10 s + 0.1 s a move on one thread. Stockfish is
# told 300 ms less than its clock shows (reserve=300) and plans with a Move Overhead of 100 ms: the arena
# charges it for the pipe and the scheduler too, and on a loaded machine those delays reach hundreds of
# milliseconds, while with the default overhead of 10 ms Stockfish at limited strength spends more than half
# of a short clock on one move (5 of its first 34 games at UCI_Elo 2000 were lost on time that way; a
# Move Overhead of 300 ms, which it multiplies by the moves it plans for, left it no time at all). These
# settings cost it a little of its thinking time, which the report says. ENGINE overrides Ply's side
# (default: alphabeta with the value network chess ships, a correction of chess:classic); PLY_JAR runs
# a frozen copy of the CLI's jar instead of ./ply (which rebuilds when the sources change). OPENINGS names
# another file of start positions (pair k uses line k) and TAG is added to the result files' names, so that
# one level can be played as two runs at once on two cores, each with its own half of the openings.
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
games=${1:-200}
[ $# -gt 0 ] && shift
levels=${*:-2000}
engine=${ENGINE:-alphabeta:eval=nnue,evalcache=65536,hash=64}
stockfish=${STOCKFISH:-/usr/games/stockfish}
openings=${OPENINGS:-$root/bench/src/main/resources/dev/ply/bench/chess-openings.txt}
mkdir -p "$root/bench/results"
for elo in $levels; do
  name="$root/bench/results/stockfish-$elo${TAG:+-$TAG}"
  echo "$(date -u +%FT%TZ) start: $games games against UCI_Elo $elo; load: $(uptime)" | tee "$name.log"
  if [ -n "$PLY_JAR" ]; then ply="java -jar $PLY_JAR"; else ply="$root/ply"; fi
  $ply match chess --a "$engine" \
      --b "uci:$stockfish?UCI_LimitStrength=true&UCI_Elo=$elo&Threads=1&Hash=64&Move Overhead=100&reserve=300" \
      --games "$games" --tc 10+0.1 --openings "$openings" \
      --pgn "$name.pgn" 2>>"$name.log" | tee "$name.txt"
  echo "$(date -u +%FT%TZ) end; load: $(uptime)" | tee -a "$name.log"
done

#!/bin/sh
# sf2400-run.sh HALF [DIR] (first run as /work/chess-nnue/run.sh): the engine of the CLI jar DIR/ply.jar (default
# /work/chess-nnue, the jar of 9a2df35), alphabeta with its shipped value network (eval=nnue,evalcache=65536), against
# Stockfish 15.1 at UCI_Elo 2400, 10 s + 0.1 s, the settings of bench/scripts/strength-vs-stockfish.sh, one half of
# the 100 openings (DIR/openings-HALF.txt); recorded game by game so that a later run goes on (--resume).
half=$1
cd "${2:-/work/chess-nnue}" || exit 2
RESUME=""
[ -s "sf2400-$half.jsonl" ] && RESUME="--resume"
exec java -jar ply.jar match chess --a alphabeta:eval=nnue,evalcache=65536,hash=64 \
  --b "uci:/usr/games/stockfish?UCI_LimitStrength=true&UCI_Elo=2400&Threads=1&Hash=64&Move Overhead=100&reserve=300" \
  --games 100 --tc 10+0.1 --openings "openings-$half.txt" --record "sf2400-$half.jsonl" $RESUME \
  --pgn "sf2400-$half.pgn" >> "sf2400-$half.out" 2>> "sf2400-$half.err"

#!/bin/sh
# sf2400-res5-run.sh HALF: the engine as it ships at 1aad6de (alphabeta with res-5 as chess's network,
# eval=nnue,evalcache=65536) against Stockfish 15.1 at UCI_Elo 2400, 10 s + 0.1 s, the settings of
# bench/scripts/strength-vs-stockfish.sh, one half of the 100 openings (openings-HALF.txt, cut as for sf2400-run.sh);
# the CLI jar of 0dec77a and its lib/ in /work/chess-res5; recorded game by game so that a later run goes on (--resume).
half=$1
cd /work/chess-res5
RESUME=""
[ -s "sf2400-$half.jsonl" ] && RESUME="--resume"
exec java -jar ply.jar match chess --a alphabeta:eval=nnue,evalcache=65536,hash=64 \
  --b "uci:/usr/games/stockfish?UCI_LimitStrength=true&UCI_Elo=2400&Threads=1&Hash=64&Move Overhead=100&reserve=300" \
  --games 100 --tc 10+0.1 --openings "openings-$half.txt" --record "sf2400-$half.jsonl" $RESUME \
  --pgn "sf2400-$half.pgn" >> "sf2400-$half.out" 2>> "sf2400-$half.err"

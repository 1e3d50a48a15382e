#!/bin/sh
# gen-label.sh N GAMES [OPPONENT]: one turn of the own-play data loop in place of gen-own.sh's RecordFens, newfens.py,
# sfscore.py and tofile.py: GAMES games of the shipped engine at depth 6 against OPPONENT (default: itself a ply
# deeper) from the 100 openings and 8 random plies (games-only.sh), then their quiet positions not in any training or
# validation file labelled by Stockfish 15.1 at depth 8 on both cores into ownN/sf-ownN.txt (label.sh). Resumes: a
# finished match is not replayed, and the labelling goes on from its file. (Its first try, with 2 games on 7 December,
# labelled cold, before label.sh.)
here=$(cd "$(dirname "$0")" && pwd)
sh "$here/games-only.sh" "$@" && sh "$here/label.sh" "/work/nnue/own$1/sf-own$1.txt" "/work/nnue/own$1/self.jsonl"

#!/bin/sh
# gen-label.sh N GAMES [OPPONENT]: gen-own.sh with `ply label` in place of RecordFens, newfens.py, sfscore.py and
# tofile.py: GAMES games of the shipped engine at depth 6 against OPPONENT (default: itself a ply deeper, so that a
# pair's two games differ) from the 100 openings and 8 random plies (seed N1); their quiet positions not in any
# training or validation file, labelled by Stockfish 15.1 at depth 8 on both cores into ownN/sf-ownN.txt. Resumes:
# a finished match is not replayed, and the labelling goes on from its file. /work/nnue/ply.jar: a CLI jar of 0ae9012
# or later (with `ply label`) and its lib/.
n=$1 games=$2
mkdir -p /work/nnue/own$n && cd /work/nnue/own$n
cp /work/main/bench/src/main/resources/dev/ply/bench/chess-openings.txt .
NN="alphabeta:eval=nnue,evalcache=65536,depth=6"
OPP=${3:-alphabeta:eval=nnue,evalcache=65536,depth=7}
PLY="java -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar /work/nnue/ply.jar"
echo "$(date -u +%FT%TZ) games" >> gen.log
[ -s self.json ] || $PLY match chess --a "$NN" --b "$OPP" --games "$games" --openings chess-openings.txt \
    --random-plies 8 --seed ${n}1 --concurrency 2 --record self.jsonl --results self.json > self.out 2> self.err
echo "$(date -u +%FT%TZ) labelling" >> gen.log
OLD=$(ls ../data/sf-*.txt ../own*/sf-own*.txt 2>/dev/null | grep -v "own$n/" | paste -sd,)
RESUME=""
[ -s sf-own$n.txt ] && RESUME="--resume"
$PLY label chess --positions self.jsonl --agent 'uci:/usr/games/stockfish?depth=8&Hash=16' --quiet \
    ${OLD:+--exclude "$OLD"} --out sf-own$n.txt --concurrency 2 $RESUME > label.out 2> label.err
echo "$(date -u +%FT%TZ) labelled $(wc -l < sf-own$n.txt)" >> gen.log

#!/bin/sh
# gen-own.sh N GAMES [OPPONENT]: more positions of the shipped engine's own play for the next correction: GAMES games
# of res-1 against OPPONENT (default itself) at depth 6 from the 100 openings and 8 random plies (seed N1), played out; their distinct positions
# not in any file before, scored by Stockfish 15.1 at depth 8 into own/sf-ownN.txt.
n=$1 games=$2
mkdir -p /work/nnue/own$n && cd /work/nnue/own$n
cp /work/main/bench/src/main/resources/dev/ply/bench/chess-openings.txt .
NN="alphabeta:eval=nnue,evalcache=65536,depth=6"
OPP=${3:-$NN}
echo "$(date -u +%FT%TZ) games" >> gen.log
[ -s self.json ] || java -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar /work/nnue/ply.jar match chess \
    --a "$NN" --b "$OPP" --games "$games" --openings chess-openings.txt --random-plies 8 --seed ${n}1 --concurrency 2 \
    --record self.jsonl --results self.json > self.out 2> self.err
echo "$(date -u +%FT%TZ) fens" >> gen.log
java -cp /work/nnue/ply.jar:/work/nnue RecordFens self.jsonl > fens-all.txt
python3 ../newfens.py fens-all.txt ../data/sf-*.txt ../own/sf-own*.txt ../own*/sf-own*.txt > fens-new.txt
split -n l/2 -d fens-new.txt part-
echo "$(date -u +%FT%TZ) scoring $(wc -l < fens-new.txt)" >> gen.log
python3 ../sfscore.py part-00 scores-00.tsv 8 &
python3 ../sfscore.py part-01 scores-01.tsv 8 &
wait
python3 ../tofile.py scores-00.tsv scores-01.tsv > sf-own$n.txt
echo "$(date -u +%FT%TZ) scored $(wc -l < sf-own$n.txt)" >> gen.log

#!/bin/sh
# own.sh: positions of the shipped engine's (res-1's) own games not in any training or validation file, scored by
# Stockfish 15.1 at depth 8: sprt-24 to sprt-26 (2 s + 0.02 s against chess:classic) and the Stockfish 2400 games.
cd /work/nnue/own
E=/work/main/docs/experiments/2026-12-07-chess-nnue
for r in sprt-24 sprt-25 sprt-26; do [ -s $r.jsonl ] || gunzip -c $E/$r.jsonl.gz > $r.jsonl; done
cat /work/chess-nnue/sf2400-a.jsonl > sf2400-a.jsonl; cat /work/chess-nnue/sf2400-b.jsonl > sf2400-b.jsonl
echo "$(date -u +%FT%TZ) fens" >> own.log
java -cp /work/nnue/ply.jar:/work/nnue RecordFens sprt-24.jsonl sprt-25.jsonl sprt-26.jsonl \
    sf2400-a.jsonl sf2400-b.jsonl > fens-all.txt
python3 ../newfens.py fens-all.txt ../data/sf-*.txt > fens-new.txt
split -n l/2 -d fens-new.txt part-
echo "$(date -u +%FT%TZ) scoring $(wc -l < fens-new.txt)" >> own.log
python3 ../sfscore.py part-00 scores-00.tsv 8 &
python3 ../sfscore.py part-01 scores-01.tsv 8 &
wait
python3 ../tofile.py scores-00.tsv scores-01.tsv > sf-own1.txt
echo "$(date -u +%FT%TZ) scored $(wc -l < sf-own1.txt)" >> own.log

#!/bin/sh
# prep.sh: the training files of res-1 again, from the Stockfish scores kept beside the notes (FEN, tab, centipawns
# from the side to move) as "FEN ; result P" lines (tofile.py: White's win probability 1/(1+10^(-cp/400))); and the
# positions of res-1's own play (own.sh, gen-own.sh) where fit-r4.sh reads them, and those of res-4's to res-7's
# (games-only.sh and label.sh, already as "FEN ; result P" lines) where fit-r5.sh to fit-r8.sh read them (r7, of
# sprt-31's games, is res-8's validation set).
cd /work/nnue/data
E=/work/main/docs/experiments
t() { xz -dc "$1" > "$2.tsv" && python3 ../tofile.py "$2.tsv" > "$2.txt" && rm "$2.tsv"; }
t $E/2026-12-05-chess-drift/sprt-8-12-stockfish-depth8.tsv.xz sf-all &
t $E/2026-12-05-chess-drift/sprt-13-9-11-stockfish-depth8.tsv.xz sf-new &
wait
t $E/2026-12-06-chess-terms/sprt-15-stockfish-depth8.tsv.xz sf-15 &
t $E/2026-12-06-chess-terms/sprt-16-18-stockfish-depth8.tsv.xz sf-16-18 &
wait
t $E/2026-12-06-chess-terms/sprt-20-22-stockfish-depth8.tsv.xz sf-20-22 &
for n in 1 2 3; do t $E/2026-12-07-chess-nnue/gen$n-stockfish-depth8.tsv.xz sf-gen$n; done
wait
mkdir -p ../own ../own2 ../own3
t $E/2026-12-07-chess-nnue/own1-stockfish-depth8.tsv.xz ../own/sf-own1 &
t $E/2026-12-07-chess-nnue/own2-stockfish-depth8.tsv.xz ../own2/sf-own2 &
t $E/2026-12-07-chess-nnue/own3-stockfish-depth8.tsv.xz ../own3/sf-own3 &
wait
for n in 4 5 6 7; do
    mkdir -p ../own$n ../r$n
    xz -dc $E/2026-12-07-chess-nnue/own$n-stockfish-depth8-labels.txt.xz > ../own$n/sf-own$n.txt
    xz -dc $E/2026-12-07-chess-nnue/r$n-stockfish-depth8-labels.txt.xz > ../r$n/sf-r$n.txt
done
wc -l *.txt ../own*/sf-own*.txt ../r*/sf-r*.txt

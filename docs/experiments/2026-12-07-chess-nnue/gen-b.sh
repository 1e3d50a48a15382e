#!/bin/sh
# gen.sh N NET: positions from the value network's own play, scored by Stockfish 15.1 at depth 8, for the next fit.
# Games at depth 6 (the network's engine against chess:classic, then against itself), the openings and 8 random plies,
# played out from gen3 on (ADJ= adjudicates as the SPRTs do, as gen1 and gen2 did: they had few endgames); their
# distinct positions not in any earlier file; Stockfish's scores; "FEN ; result R" in genN/sf-genN.txt.
n=$1 net=$2
cd /work/nnue/gen$n
J="java -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar /work/nnue/ply-nnue-b.jar"
NN="alphabeta:eval=nnue:$net,evalcache=65536,depth=6"
ADJ=${ADJ-}
echo "$(date -u +%FT%TZ) games" >> gen.log
[ -s vs-classic.json ] || $J match chess --a "$NN" --b alphabeta:eval=chess:classic,depth=6 --games ${GAMES_A:-1000} \
    --openings chess-openings.txt --random-plies 8 --seed ${n}1 --concurrency 2 $ADJ --record vs-classic.jsonl \
    --results vs-classic.json > vs-classic.out 2> vs-classic.err
[ -s vs-self.json ] || $J match chess --a "$NN" --b "$NN" --games ${GAMES_B:-300} \
    --openings chess-openings.txt --random-plies 8 --seed ${n}2 --concurrency 2 $ADJ --record vs-self.jsonl \
    --results vs-self.json > vs-self.out 2> vs-self.err
echo "$(date -u +%FT%TZ) fens" >> gen.log
java -cp /work/nnue/ply-nnue-b.jar:/work/nnue/rf RecordFens vs-classic.jsonl vs-self.jsonl $EXTRA > fens-all.txt
python3 /work/nnue/newfens.py fens-all.txt /work/sf/sf-all.txt /work/sf/sf-15.txt /work/sf10/sf-16-18.txt \
    /work/sf12/sf-20-22.txt /work/sf/sf-new.txt $OLD > fens-new.txt
split -n l/2 -d fens-new.txt part-
echo "$(date -u +%FT%TZ) scoring $(wc -l < fens-new.txt)" >> gen.log
python3 /work/nnue/sfscore.py part-00 scores-00.tsv 8 &
python3 /work/nnue/sfscore.py part-01 scores-01.tsv 8 &
wait
python3 /work/nnue/tofile.py scores-00.tsv scores-01.tsv > sf-gen$n.txt
echo "$(date -u +%FT%TZ) scored $(wc -l < sf-gen$n.txt)" >> gen.log

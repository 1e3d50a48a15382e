#!/bin/sh
# games-only.sh N GAMES [OPPONENT]: the match half of gen-label.sh (own play of the engine as it ships: res-4 from
# cf5c27c, res-5 from 1aad6de; /work/nnue/ply.jar is that engine's CLI jar), labelled later by label.sh. NN replaces
# the engine (own6: NN=alphabeta:eval=nnue:/work/nnue/res-6.nnue,evalcache=65536,depth=6); the opponent is it a ply
# deeper unless OPPONENT is given.
n=$1 games=$2
mkdir -p /work/nnue/own$n && cd /work/nnue/own$n
cp /work/main/bench/src/main/resources/dev/ply/bench/chess-openings.txt .
NN=${NN:-alphabeta:eval=nnue,evalcache=65536,depth=6}
OPP=${3:-$(echo "$NN" | sed "s/depth=6/depth=7/")}
PLY="java -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar /work/nnue/ply.jar"
echo "$(date -u +%FT%TZ) games" >> gen.log
[ -s self.json ] || $PLY match chess --a "$NN" --b "$OPP" --games "$games" --openings chess-openings.txt \
    --random-plies 8 --seed ${n}1 --concurrency 2 --record self.jsonl --results self.json > self.out 2> self.err
echo "$(date -u +%FT%TZ) games done" >> gen.log

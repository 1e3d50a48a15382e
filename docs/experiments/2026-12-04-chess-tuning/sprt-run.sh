#!/bin/sh
# sprt-run.sh NAME SEED A B: the lab's SPRT of agent A against agent B on chess, as every SPRT from sprt-19 on runs it
# (the scripts before it spell the same command out): 2 s + 0.02 s, the 100 openings of chess-openings.txt and 2
# random plies, pairs of games, adjudicated as OpenBench does, elo0=0 elo1=5 (pentanomial), the jar ply-NAME.jar
# without NAME's hyphens (ply-sprt21.jar for sprt-21), the record NAME.jsonl in /work/tune. The first run starts the record; later runs go on from it (ply match --resume).
# CONCURRENCY (default 2) games at once. Side jobs beside it: lower their group first (echo 19 > /proc/$$/autogroup),
# or they cost it games on time.
name=$1 seed=$2 a=$3 b=$4
jar="ply-$(printf %s "$name" | tr -d -).jar"
cd /work/tune
RESUME=""
[ -s "$name.jsonl" ] && RESUME="--resume"
exec java -XX:+IgnoreUnrecognizedVMOptions -XX:MaxNodeLimit=240000 -XX:NodeLimitFudgeFactor=8000 -jar "$jar" \
  match chess --a "$a" --b "$b" \
  --games 6000 --tc 2+0.02 --openings chess-openings.txt --random-plies 2 --seed "$seed" --concurrency "${CONCURRENCY:-2}" \
  --draw movenumber=40,movecount=8,score=10 --resign movecount=3,score=500,twosided=true \
  --sprt elo0=0,elo1=5 --record "$name.jsonl" $RESUME --results "$name.json" >> "$name.out" 2>> "$name.err"

#!/bin/sh
# run10: self-play from the shipped network with the exact labels in a quarter of every training batch. Run in
# /work/c4-diag (cli/ply.jar: a CLI with --labels); resumable: run it again. First a warm buffer: 8,000 games of the
# shipped network's search, trained on at a negligible rate (so that run10's first generations learn from more than
# their own 300 games), then run10 itself, its buffer started with those games.
cd /work/c4-diag
[ -f all.labels ] || sh labels.sh all.labels deep-labels.suite deep-labels-b.suite mid-labels.suite az-labels.suite
ply="nice java -Dai.djl.offline=true -Xmx6g -jar cli/ply.jar"
$ply train connectfour --out warm10 --generations 20 --games 400 --simulations 200 --steps 1 --batch 256 \
    --buffer 200000 --hidden 128,128 --noise 1.4 --temperature-plies 8 --evaluation-games 0 --threads 2 \
    --learning-rate 0.000001 --start-from shipped5.net --value-mix 0.5 >> warm10.log 2>&1
$ply train connectfour --out run10 --generations 300 --games 300 --simulations 200 --steps 500 --batch 256 \
    --buffer 200000 --hidden 128,128 --noise 1.4 --temperature-plies 8 --evaluation-games 40 --threads 2 \
    --learning-rate 0.0005 --start-from shipped5.net --replay-from warm10 --value-mix 0.5 \
    --labels all.labels --label-share 0.25 >> run10.log 2>&1

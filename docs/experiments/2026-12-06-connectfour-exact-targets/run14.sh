#!/bin/sh
# run14: the shipped ensemble's first network (run11's generation 80) trained on by run11's recipe (half of every
# batch from the labels, learning rate 0.0002, run11's games to start the buffer) with exact value targets: each kept
# self-play position that Connect Four's solver solves within 100,000 nodes takes its exact value as the value target
# (--exact, 88f8b87). Run in /work/c4-diag; resumable: run it again.
cd /work/c4-diag
nice java -Dai.djl.offline=true -Xmx6g -jar cli-exact/ply.jar train connectfour --out run14 --generations 200 \
    --games 300 --simulations 200 --steps 500 --batch 256 --buffer 200000 --hidden 128,128 --noise 1.4 \
    --temperature-plies 8 --evaluation-games 40 --threads 2 --learning-rate 0.0002 --start-from run11-g80.net \
    --replay-from run11 --value-mix 0.5 --labels all.labels --label-share 0.5 --exact 100000 >> run14.log 2>&1

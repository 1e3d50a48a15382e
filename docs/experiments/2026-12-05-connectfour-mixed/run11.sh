#!/bin/sh
# run11: run10 (stopped at generation 176, its validation figure flat since generation 68) trained on from its best
# network with half of every batch from the labels and a lower learning rate, run10's games to start the buffer.
# Run in /work/c4-diag; resumable: run it again.
cd /work/c4-diag
nice java -Dai.djl.offline=true -Xmx6g -jar cli/ply.jar train connectfour --out run11 --generations 160 --games 300 \
    --simulations 200 --steps 500 --batch 256 --buffer 200000 --hidden 128,128 --noise 1.4 --temperature-plies 8 \
    --evaluation-games 40 --threads 2 --learning-rate 0.0002 --start-from run10-best-stop.net --replay-from run10 \
    --value-mix 0.5 --labels all.labels --label-share 0.5 >> run11.log 2>&1

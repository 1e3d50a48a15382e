#!/bin/sh
# run13: the shipped network (run11's generation 80) widened to 256-256 (new units with fresh incoming and zero
# outgoing weights, so it starts as the same function), then run11's recipe: half of every batch from the labels,
# learning rate 0.0002, run11's games to start the buffer. Run in /work/c4-diag; resumable: run it again.
cd /work/c4-diag
nice java -Dai.djl.offline=true -Xmx6g -jar cli/ply.jar train connectfour --out run13 --generations 200 --games 300 \
    --simulations 200 --steps 500 --batch 256 --buffer 200000 --hidden 256,256 --noise 1.4 --temperature-plies 8 \
    --evaluation-games 40 --threads 2 --learning-rate 0.0002 --start-from run11-g80.net --replay-from run11 \
    --value-mix 0.5 --labels all.labels --label-share 0.5 >> run13.log 2>&1

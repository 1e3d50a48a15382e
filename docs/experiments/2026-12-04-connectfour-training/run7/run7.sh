#!/bin/sh
# run7: run6b's best network (four planes) trained on by self-play with twice the search a move (400 simulations,
# so sharper policy targets), 200 games a generation, half run6b's learning rate; run6b's newest games start the
# buffer. Resumable: run it again.
cd /work/c4-train
exec java -Dai.djl.offline=true -jar bin10/ply.jar train connectfour --out run7 --generations 1000 --games 200 \
  --simulations 400 --steps 500 --batch 256 --buffer 200000 --hidden 128,128 --noise 1.4 --temperature-plies 8 \
  --evaluation-games 40 --threads 2 --learning-rate 0.0005 --start-from run6b-best.net --replay-from run6b \
  --value-mix 0.5

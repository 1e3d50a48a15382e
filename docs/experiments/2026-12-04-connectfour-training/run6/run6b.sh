#!/bin/sh
# run6b: run6a's best network (threat planes) trained on by self-play as run5 trained the shipped one: run6a's
# newest games to start the buffer, a third of the learning rate, half of each value target from the search.
# Resumable: run it again.
cd /work/c4-train
exec java -Dai.djl.offline=true -jar bin10/ply.jar train connectfour --out run6b --generations 300 --games 300 \
  --simulations 200 --steps 500 --batch 256 --buffer 200000 --hidden 128,128 --noise 1.4 --temperature-plies 8 \
  --evaluation-games 40 --threads 2 --learning-rate 0.001 --start-from run6a-g150-best.net --replay-from run6a \
  --value-mix 0.5

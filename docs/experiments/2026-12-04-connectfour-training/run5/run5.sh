#!/bin/sh
# run5: the shipped perceptron (run4's generation 54) trained on by self-play, with a fresh replay buffer (run4's
# games were lost with an old machine), a third of run1's learning rate and half of each value target from the search.
# Resumable: run it again.
cd /work/c4-train
exec java -Dai.djl.offline=true -jar bin9/ply.jar train connectfour --out run5 --generations 300 --games 300 \
  --simulations 200 --steps 500 --batch 256 --buffer 200000 --hidden 128,128 --noise 1.4 --temperature-plies 8 \
  --evaluation-games 40 --threads 2 --learning-rate 0.001 --start-from run4-g54.net --value-mix 0.5

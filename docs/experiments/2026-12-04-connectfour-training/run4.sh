#!/bin/sh
# Connect Four, the perceptron of run1 trained on: its best network and newest games as the start, a third of its
# learning rate, and value targets half the result and half the search's root value. Resumable: run again.
cd /work/c4-train
exec nice java -XX:+UseParallelGC -jar bin5/ply.jar train connectfour --out /work/c4-train/run4 --generations 300 \
  --games 300 --simulations 200 --steps 1000 --batch 256 --buffer 200000 --hidden 128,128 --noise 1.4 \
  --temperature-plies 8 --evaluation-games 40 --threads 2 --learning-rate 0.001 \
  --start-from /work/c4-train/run1/best.net --replay-from /work/c4-train/run1 --value-mix 0.5

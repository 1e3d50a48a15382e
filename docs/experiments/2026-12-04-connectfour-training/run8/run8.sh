#!/bin/sh
# run8: a perceptron of 256-256 (twice run6's width, four planes) from fresh weights, its buffer started with
# run6b's newest 200,000 self-play positions (so its first generations learn run6b's games), then self-play with
# run6b's settings and 1,000 steps a generation. Resumable: run it again.
cd /work/c4-train
exec java -Dai.djl.offline=true -jar bin11/ply.jar train connectfour --out run8 --generations 300 --games 300 \
  --simulations 200 --steps 1000 --batch 256 --buffer 200000 --hidden 256,256 --noise 1.4 --temperature-plies 8 \
  --evaluation-games 40 --threads 2 --learning-rate 0.001 --replay-from run6b --value-mix 0.5

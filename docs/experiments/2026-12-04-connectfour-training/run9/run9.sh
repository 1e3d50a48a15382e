#!/bin/sh
# run9: the shipped network (run6b's best, threat planes) trained on by self-play with pure game results
# (--value-mix 0) and KataGo's playout cap randomization: a quarter of the moves searched with 400 simulations and
# kept, the rest with 80 and only played, so about four times the games for the value head at less cost a move;
# run6b's newest games start the buffer. Resumable: run it again.
cd /work/c4-train
exec java -Dai.djl.offline=true -jar bin12/ply.jar train connectfour --out run9 --generations 400 --games 600 \
  --simulations 400 --fast-simulations 80 --full-share 0.25 --steps 250 --batch 256 --buffer 200000 \
  --hidden 128,128 --noise 1.4 --temperature-plies 8 --evaluation-games 40 --threads 2 --learning-rate 0.001 \
  --start-from run6b-best.net --replay-from run6b --value-mix 0

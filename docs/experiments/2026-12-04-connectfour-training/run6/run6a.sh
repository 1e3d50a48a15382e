#!/bin/sh
# run6a: Connect Four with the threat-plane encoding (threat-planes.diff: discs and the cells completing four, for
# each side), from scratch, run1's settings with 150 generations. Resumable: run it again.
cd /work/c4-train
exec java -Dai.djl.offline=true -jar bin10/ply.jar train connectfour --out run6a --generations 150 --games 300 \
  --simulations 200 --steps 1000 --batch 256 --buffer 200000 --hidden 128,128 --noise 1.4 --temperature-plies 8 \
  --evaluation-games 40 --threads 2

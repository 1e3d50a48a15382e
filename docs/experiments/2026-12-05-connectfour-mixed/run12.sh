#!/bin/sh
# run12: run11's generation 80 (the shipped network) trained on as run11 was, with the labels of 6-10-ply positions
# (early-1004, early-1005: LabelPositions --plies 6 --max-plies 10) added to run11's; run11's games start the buffer.
# Run in /work/c4-diag; resumable: run it again.
cd /work/c4-diag
[ -f early.labels ] || sh labels.sh early.labels all.labels early-1004.suite early-1005.suite
nice java -Dai.djl.offline=true -Xmx6g -jar cli/ply.jar train connectfour --out run12 --generations 100 --games 300 \
    --simulations 200 --steps 500 --batch 256 --buffer 200000 --hidden 128,128 --noise 1.4 --temperature-plies 8 \
    --evaluation-games 40 --threads 2 --learning-rate 0.0002 --start-from run11-g80.net --replay-from run11 \
    --value-mix 0.5 --labels early.labels --label-share 0.5 >> run12.log 2>&1

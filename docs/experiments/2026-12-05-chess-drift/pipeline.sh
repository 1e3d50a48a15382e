#!/bin/sh
# After the Stockfish match: score the new positions (sprt-13, 9, 11) with Stockfish at depth 8, then fit every
# chess:classic weight (PeSTO's material and tables too) to the 687,100 positions scored before, timing the fit.
cd /work/sf3
while pgrep -f strength-vs-stockfish.sh > /dev/null; do sleep 10; done
echo "$(date -u +%FT%TZ) scoring" >> pipeline.log
python3 sfscore.py part-00 scores-00.tsv 8 &
python3 sfscore.py part-01 scores-01.tsv 8 &
wait
echo "$(date -u +%FT%TZ) scored $(cat scores-0*.tsv | wc -l)" >> pipeline.log
python3 tofile.py scores-00.tsv scores-01.tsv > sf-new.txt
echo "$(date -u +%FT%TZ) fit" >> pipeline.log
/usr/bin/time -v java -Xmx12g -jar ply.jar tune chess --evaluator classic --positions /tmp/sfbig/sf-all.txt \
    --out sf-3.weights --quiet --threads 2 --passes 30 > tune-sf-3.out 2> tune-sf-3.err
echo "$(date -u +%FT%TZ) fitted" >> pipeline.log

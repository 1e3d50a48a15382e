#!/bin/sh
# sf-11: every chess:classic weight but PeSTO's material (and the two new terms, Winnable and Imbalance, left at 0)
# fitted again from sf-9 (the shipped weights) to Stockfish 15.1's depth-8 scores of the 896,860 positions before and
# the 620,392 new positions of sprt-16, sprt-17 and sprt-18 (games of the engine with sf-6, sf-8, sf-9 and sf-9i's
# weights at 2 s + 0.02 s); then the error
# on the 312,108 unseen positions of sprt-13, sprt-9 and sprt-11 for sf-9 and sf-11. The CLI of e59f44b.
cd /work/sf10
python3 tofile.py scores-00.tsv scores-01.tsv > sf-16-18.txt
echo "$(date -u +%FT%TZ) fit $(wc -l < sf-16-18.txt) new positions" >> fit.log
java -Xmx12g -jar ply-fit.jar tune chess --evaluator classic \
    --positions /work/sf/sf-all.txt,/work/sf/sf-15.txt,sf-16-18.txt --weights /work/sf/sf-9.weights \
    --out sf-11.weights --quiet --threads 2 --passes 10 \
    --only pst,mobility,pawns,king,bishop-pair,rooks,threats,passed,outposts,tempo,chains,king-checks,pieces,space,shelter,scale \
    > tune-sf-11.out 2> tune-sf-11.err
echo "$(date -u +%FT%TZ) fitted" >> fit.log
for w in /work/sf/sf-9.weights sf-11.weights; do
  echo "$w: $(java -Xmx6g -jar ply-fit.jar tune chess --evaluator classic --positions /work/sf/sf-new.txt \
      --weights $w --out /tmp/held.w --passes 1 --only tempo.mg --quiet 2>&1 | grep '^K =')" >> fit.log
done
echo "$(date -u +%FT%TZ) held-out done" >> fit.log

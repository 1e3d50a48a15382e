#!/bin/sh
# sf-12: every chess:classic weight but PeSTO's material (Winnable and Imbalance left at 0) fitted again from sf-11
# (the shipped weights) to Stockfish 15.1's depth-8 scores of the 1,517,252 positions before and the 774,710 new
# positions of sprt-20, sprt-21 and sprt-22 (games of the engine with sf-9, sf-9m and sf-11's weights at 2 s + 0.02 s);
# then the error on the 312,108 unseen positions of sprt-13, sprt-9 and sprt-11 for sf-11 and sf-12. The CLI of f7af989.
cd /work/sf12
python3 tofile.py scores-00.tsv scores-01.tsv > sf-20-22.txt
echo "$(date -u +%FT%TZ) fit $(wc -l < sf-20-22.txt) new positions" >> fit.log
java -Xmx14g -jar ply-fit.jar tune chess --evaluator classic \
    --positions /work/sf/sf-all.txt,/work/sf/sf-15.txt,/work/sf10/sf-16-18.txt,sf-20-22.txt --weights sf-11.weights \
    --out sf-12.weights --quiet --threads 2 --passes 10 \
    --only pst,mobility,pawns,king,bishop-pair,rooks,threats,passed,outposts,tempo,chains,king-checks,pieces,space,shelter,scale \
    > tune-sf-12.out 2> tune-sf-12.err
echo "$(date -u +%FT%TZ) fitted" >> fit.log
for w in sf-11.weights sf-12.weights; do
  echo "$w: $(java -Xmx6g -jar ply-fit.jar tune chess --evaluator classic --positions /work/sf/sf-new.txt \
      --weights $w --out /tmp/held.w --passes 1 --only tempo.mg --quiet 2>&1 | grep '^K =')" >> fit.log
done
echo "$(date -u +%FT%TZ) held-out done" >> fit.log

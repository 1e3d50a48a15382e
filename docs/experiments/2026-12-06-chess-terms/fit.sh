#!/bin/sh
# After scoring sprt-15's new positions with Stockfish at depth 8: fit every chess:classic weight but PeSTO's
# material (the four terms still at 0 included) to the 687,100 positions scored before and these, from the
# built-in weights (sf-6), then the error on the 312,108 unseen positions for both.
cd /work/sf4
while [ ! -f scored.flag ]; do sleep 5; done
python3 tofile.py scores-00.tsv scores-01.tsv > sf-15.txt
echo "$(date -u +%FT%TZ) fit $(wc -l < sf-15.txt) new positions" >> fit.log
/usr/bin/time -v java -Xmx6g -jar /work/tune/sf7/ply-sf7.jar tune chess --evaluator classic \
    --positions /tmp/sfbig/sf-all.txt,sf-15.txt --out sf-8.weights --quiet --threads 2 --passes 30 \
    --only pst,mobility,pawns,king,bishop-pair,rooks,threats,passed,outposts,tempo,chains,king-checks,pieces,space,shelter \
    > tune-sf-8.out 2> tune-sf-8.err
echo "$(date -u +%FT%TZ) fitted" >> fit.log
for w in none sf-8.weights; do
  if [ $w = none ]; then W=""; else W="--weights $w"; fi
  echo "$w: $(java -Xmx4g -jar /work/tune/sf7/ply-sf7.jar tune chess --evaluator classic --positions /work/sf3/sf-new.txt \
      $W --out /tmp/held.w --passes 1 --only tempo.mg --quiet 2>&1 | grep '^K =')" >> fit.log
done
echo "$(date -u +%FT%TZ) held-out done" >> fit.log

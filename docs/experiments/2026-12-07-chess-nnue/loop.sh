#!/bin/sh
# loop.sh FIRST LAST: for n = FIRST..LAST, fit nnue-n from nnue-(n-1) on every file before plus the positions of
# nnue-(n-1)'s own play (each gen file three times over), 6 epochs; then gen n with nnue-n (whose depth-6 match against
# chess:classic is the measure). Resumable: a finished step (its log line) is skipped.
cd /work/nnue
first=$1 last=$2
n=$first
while [ "$n" -le "$last" ]; do
  p=$((n - 1))
  while pgrep -f "gen.sh $p " > /dev/null; do sleep 10; done
  if ! grep -q "^fitted nnue-$n" loop.log 2>/dev/null; then
    G=""
    for f in gen*/sf-gen*.txt; do G="$G,$f,$f,$f"; done
    cp nnue-$p.nnue nnue-$n.nnue
    java -Xmx14g -jar ply-nnue.jar fit chess \
      --positions /work/sf/sf-all.txt,/work/sf/sf-15.txt,/work/sf10/sf-16-18.txt,/work/sf12/sf-20-22.txt$G \
      --validation /work/sf/sf-new.txt --out nnue-$n.nnue --start-from nnue-$n.nnue --hidden 256 --epochs 6 \
      --batch 4096 --learning-rate 0.001 > fit-$n.out 2> fit-$n.err || exit 1
    echo "fitted nnue-$n $(date -u +%FT%TZ)" >> loop.log
  fi
  mkdir -p gen$n && cp gen1/chess-openings.txt gen$n/
  OLD=$(ls gen*/sf-gen*.txt 2>/dev/null | sed 's|^|/work/nnue/|' | tr '\n' ' ')
  (cd gen$n && OLD="$OLD" sh ../gen.sh $n /work/nnue/nnue-$n.nnue > gen.out 2>&1)
  echo "gen $n $(date -u +%FT%TZ) $(grep '^elo' gen$n/vs-classic.out)" >> loop.log
  n=$((n + 1))
done

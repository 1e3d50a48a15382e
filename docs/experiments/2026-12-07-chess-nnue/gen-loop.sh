#!/bin/sh
# gen-loop.sh FIRST LAST: gen-own.sh for N = FIRST..LAST, 3,000 games each, the opponent alternating between res-1
# searching a ply deeper (even N) and chess:classic (odd N), each after the one before it; a finished N (its
# sf-ownN.txt) is skipped. Not res-1 at the same depth: both games of a pair start from the same position, and two
# copies of one deterministic engine then play the same game twice (own2 did: half its games were repeats).
cd /work/nnue
n=$1
while [ "$n" -le "$2" ]; do
  while pgrep -f "gen-own.sh" > /dev/null; do sleep 10; done
  if [ ! -s own$n/sf-own$n.txt ] || ! grep -q scored own$n/gen.log; then
    if [ $((n % 2)) -eq 0 ]; then sh gen-own.sh $n 3000 alphabeta:eval=nnue,evalcache=65536,depth=7; else sh gen-own.sh $n 3000 alphabeta:eval=chess:classic,depth=6; fi
  fi
  n=$((n + 1))
done

#!/bin/sh
# SPRT: res-7 (res-6's recipe with the positions of res-6's play added: fit-r7.sh) against the shipped engine (res-5;
# res-6's sprt-29 was stopped undecided for it), both alpha-beta with a 65,536-entry evaluation cache: the same network
# shape, so the same cost a node. 2 s + 0.02 s as every SPRT since sprt-19. Jar: the CLI of 0dec77a (res-5 shipped).
exec sh "$(dirname "$0")/sprt-run.sh" sprt-31 311 alphabeta:eval=nnue:/work/nnue/res-7.nnue,evalcache=65536 alphabeta:eval=nnue,evalcache=65536

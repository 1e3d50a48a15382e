#!/bin/sh
# SPRT: res-8 (res-7's recipe with the positions of res-7's play added, validated on sprt-31's: chain8.sh) against the
# shipped engine (res-7), both alpha-beta with a 65,536-entry evaluation cache: the same network shape, so the same
# cost a node. 2 s + 0.02 s as every SPRT since sprt-19. Jar: the CLI of 36c759c (res-7 shipped).
exec sh "$(dirname "$0")/sprt-run.sh" sprt-32 321 alphabeta:eval=nnue:/work/nnue/res-8.nnue,evalcache=65536 alphabeta:eval=nnue,evalcache=65536

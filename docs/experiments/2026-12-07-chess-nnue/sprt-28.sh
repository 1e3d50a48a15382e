#!/bin/sh
# SPRT: res-5 (res-4's recipe with the positions of res-4's own play added, labelled by `ply label --warm`:
# fit-r5.sh) against the shipped engine (res-4), both alpha-beta with a 65,536-entry evaluation cache: the same
# network shape, so the same cost a node. 2 s + 0.02 s as every SPRT since sprt-19. Jar: the CLI of the session's
# label change (res-4 shipped).
exec sh "$(dirname "$0")/sprt-run.sh" sprt-28 281 alphabeta:eval=nnue:/work/nnue/res-5.nnue,evalcache=65536 alphabeta:eval=nnue,evalcache=65536

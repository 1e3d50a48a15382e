#!/bin/sh
# SPRT: sprt-25 again (alpha-beta on res-1, the 768 -> 256 -> 8-bucket correction of chess:classic, with a 65,536-entry
# evaluation cache, against the shipped engine) on the cheaper evaluator of 0b4caea: 1.31x chess:classic's time a node
# (Pair.java) where sprt-25's jar took 1.57x. 2 s + 0.02 s as every SPRT since sprt-19. Jar: 0b4caea.
exec sh "$(dirname "$0")/sprt-run.sh" sprt-26 261 alphabeta:eval=nnue:/work/tune/res-1.nnue,evalcache=65536 alphabeta:eval=chess:classic

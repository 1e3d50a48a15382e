#!/bin/sh
# SPRT: res-4 (res-1's recipe, fresh, with the positions of its own games added: fit-r4.sh) against the shipped
# engine (res-1), both alpha-beta with a 65,536-entry evaluation cache: the same network shape, so the same cost a
# node. 2 s + 0.02 s as every SPRT since sprt-19. Jar: the CLI of b6b7850.
exec sh "$(dirname "$0")/sprt-run.sh" sprt-27 271 alphabeta:eval=nnue:/work/nnue/res-4.nnue,evalcache=65536 alphabeta:eval=nnue,evalcache=65536

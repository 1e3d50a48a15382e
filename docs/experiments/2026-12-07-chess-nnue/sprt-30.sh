#!/bin/sh
# SPRT: time use, timeuse=130 (the soft limit 1.3 times a 31st of the time left plus three quarters of the increment,
# about a 24th) against the default 100, both the shipped engine (alpha-beta with chess's network and a 65,536-entry
# evaluation cache). 2 s + 0.02 s as every SPRT since sprt-19. Jar: the CLI of f773e60 (option timeuse).
exec sh "$(dirname "$0")/sprt-run.sh" sprt-30 301 alphabeta:eval=nnue,evalcache=65536,timeuse=130 alphabeta:eval=nnue,evalcache=65536

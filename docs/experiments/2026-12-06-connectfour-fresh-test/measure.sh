#!/bin/sh
# measure.sh AGENT TAG: the fresh set with AGENT, the output kept as run-TAG.out
cd "$(dirname "$0")"
java -jar ply.jar suite connectfour fresh.suite --agent "$1" > "run-$2.out" 2>&1
tail -n 1 "run-$2.out"

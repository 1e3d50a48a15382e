#!/bin/sh
# watch.sh RUN EVERY: check.sh RUN each time its generation count reaches a multiple of EVERY, until it stops.
cd /work/c4-diag
run=$1; every=$2; last=0
while pgrep -f "out $run " > /dev/null; do
  g=$(grep -c . "$run/generations.jsonl")
  if [ $((g / every)) -gt $((last / every)) ] && [ "$g" -gt "$last" ]; then last=$g; sh check.sh "$run"; fi
  sleep 20
done

#!/bin/sh
# sf2400-res7-run.sh HALF: sf2400-run.sh with the CLI jar of 36c759c (res-7 as chess's network, shipped since then;
# the clean clone's examples/target/ply.jar) and its lib/ in /work/chess-res7, the openings cut as for sf2400-run.sh.
exec sh "$(dirname "$0")/sf2400-run.sh" "$1" /work/chess-res7

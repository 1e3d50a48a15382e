#!/bin/sh
# sf2400-res4-run.sh HALF: sf2400-run.sh with the CLI jar of cf5c27c (res-4 as chess's network) and its lib/ in
# /work/chess-res4, the openings cut as for sf2400-run.sh.
exec sh "$(dirname "$0")/sf2400-run.sh" "$1" /work/chess-res4

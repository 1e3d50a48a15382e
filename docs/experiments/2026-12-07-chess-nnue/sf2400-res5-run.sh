#!/bin/sh
# sf2400-res5-run.sh HALF: sf2400-run.sh with the CLI jar of 0dec77a (res-5 as chess's network, shipped since
# 1aad6de) and its lib/ in /work/chess-res5, the openings cut as for sf2400-run.sh.
exec sh "$(dirname "$0")/sf2400-run.sh" "$1" /work/chess-res5

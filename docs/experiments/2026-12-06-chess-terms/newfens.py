#!/usr/bin/env python3
"""newfens.py FENS OLD...: the FENs not in any OLD file (Texel files "FEN ; result R" or FEN lists), compared by the
FEN's first four fields."""
import sys
seen = set()
for f in sys.argv[2:]:
    for line in open(f):
        seen.add(" ".join(line.split(" ;")[0].split()[:4]))
for line in open(sys.argv[1]):
    k = " ".join(line.split()[:4])
    if k not in seen:
        seen.add(k); sys.stdout.write(line)

#!/usr/bin/env python3
"""tofile.py SCORES.tsv...: Texel positions labelled by Stockfish's scores, White's win probability 1/(1+10^(-cp/400))."""
import sys
for f in sys.argv[1:]:
    for line in open(f):
        parts = line.rstrip("\n").split("\t")
        if len(parts) != 2 or not parts[1].lstrip("-").isdigit(): continue
        fen, cp = parts[0], int(parts[1])
        white = cp if fen.split()[1] == "w" else -cp
        print("%s ; result %.4f" % (fen, 1 / (1 + 10 ** (-white / 400))))

#!/usr/bin/env python3
"""sfscore.py FENS OUT DEPTH: Stockfish's score of each position (side to move's view, centipawns; mates as +-10000
less the distance), "FEN<TAB>CP" a line; resumes after the lines OUT already holds."""
import subprocess, sys, os
fens, out_path, depth = sys.argv[1], sys.argv[2], int(sys.argv[3])
done = sum(1 for _ in open(out_path)) if os.path.exists(out_path) else 0
sf = subprocess.Popen(["/usr/games/stockfish"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
def send(c): sf.stdin.write(c + "\n")
def wait(token):
    while not sf.stdout.readline().startswith(token): pass
send("uci"); wait("uciok"); send("setoption name Hash value 16"); send("isready"); wait("readyok")
out = open(out_path, "a")
for n, line in enumerate(open(fens)):
    if n < done: continue
    fen = line.strip()
    send("position fen " + fen); send("go depth %d" % depth)
    score = 0
    while True:
        l = sf.stdout.readline()
        if l.startswith("info") and " score " in l:
            t = l.split(); i = t.index("score")
            if t[i+1] == "cp": score = int(t[i+2])
            else:
                m = int(t[i+2]); score = (10000 - abs(m)) * (1 if m > 0 else -1)
        elif l.startswith("bestmove"): break
    out.write(fen + "\t" + str(score) + "\n")
    if n % 1000 == 0: out.flush()
out.close()

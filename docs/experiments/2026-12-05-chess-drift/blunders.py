#!/usr/bin/env python3
"""For each game, Stockfish's view of every position (fixed depth), then each Ply move's loss in centipawns."""
import subprocess, sys, json
DEPTH = int(sys.argv[2]) if len(sys.argv) > 2 else 10
sf = subprocess.Popen(["/usr/games/stockfish"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
def send(c): sf.stdin.write(c + "\n")
def wait(token):
    while True:
        line = sf.stdout.readline()
        if line.startswith(token): return line
send("uci"); wait("uciok"); send("setoption name Hash value 64"); send("isready"); wait("readyok")
def evaluate(fen, moves):
    send("position fen " + fen + (" moves " + " ".join(moves) if moves else ""))
    send("go depth %d" % DEPTH)
    score = None
    while True:
        line = sf.stdout.readline()
        if line.startswith("info") and " score " in line and " pv " in line:
            t = line.split()
            i = t.index("score")
            if t[i+1] == "cp": score = int(t[i+2])
            else:
                m = int(t[i+2]); score = (10000 - abs(m)) * (1 if m > 0 else -1)
        if line.startswith("bestmove"):
            return score if score is not None else 0
out = open(sys.argv[1] + ".out", "a")
for line in open(sys.argv[1]):
    gid, side, result, fen, moves = line.rstrip("\n").split("\t")
    moves = moves.split()
    send("ucinewgame")
    stm_white = fen.split()[1] == "w"
    evals = []
    for k in range(len(moves) + 1):
        evals.append(evaluate(fen, moves[:k]))
    for k, mv in enumerate(moves):
        white_to_move = stm_white ^ (k % 2 == 1)
        mover = "w" if white_to_move else "b"
        before = evals[k]             # mover's view
        after = -evals[k + 1]         # mover's view
        out.write(json.dumps({"game": gid, "ply": k, "mover": "ply" if mover == side else "sf", "move": mv,
                              "before": before, "after": after}) + "\n")
    out.flush()

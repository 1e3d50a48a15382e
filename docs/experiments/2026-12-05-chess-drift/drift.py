"""drift.py GAMES.tsv ANALYSIS.jsonl...: the median of Stockfish's score from Ply's side at given plies, by result."""
import json, sys, collections, statistics
rows = [json.loads(l) for f in sys.argv[2:] for l in open(f)]
games = collections.defaultdict(dict)
for r in rows:
    # Ply's view of the position before ply k
    v = r["before"] if r["mover"] == "ply" else -r["before"]
    games[r["game"]][r["ply"]] = max(-1000, min(1000, v))
res = {}
for l in open(sys.argv[1]):
    gid, side, result, fen, moves = l.rstrip("\n").split("\t")
    score = {"1-0": 1, "0-1": 0, "1/2-1/2": 0.5}[result]
    res[gid] = score if side == "w" else 1 - score
for cut in [0, 10, 20, 30, 40, 60, 80, 120]:
    by = collections.defaultdict(list)
    for g, e in games.items():
        if cut in e: by[res[g]].append(e[cut])
    print("ply %3d: " % cut + "  ".join("%s: median %+5d (n=%d)" % ({1:'won',0.5:'drawn',0:'lost'}[k], statistics.median(v), len(v)) for k, v in sorted(by.items())))

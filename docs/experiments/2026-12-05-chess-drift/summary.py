"""summary.py ANALYSIS.jsonl...: average centipawn loss by mover and phase; Ply's turning moves."""
import json, sys, collections
rows = [json.loads(l) for f in sys.argv[1:] for l in open(f)]
def clip(x): return max(-1000, min(1000, x))
acpl = collections.defaultdict(list)
turning = collections.Counter()
first_turn = []
games = collections.defaultdict(list)
for r in rows: games[r["game"]].append(r)
def phase(k): return "plies 0-29" if k < 30 else "plies 30-79" if k < 80 else "plies 80-159" if k < 160 else "plies 160+"
for g, rs in games.items():
    found = None
    for r in rs:
        loss = max(0, clip(r["before"]) - clip(r["after"]))
        acpl[(r["mover"], phase(r["ply"]))].append(loss)
        if r["mover"] == "ply" and r["before"] > -100 and r["after"] < -150 and loss >= 150:
            turning[phase(r["ply"])] += 1
            if found is None: found = r
    if found: first_turn.append((found["ply"], found["before"], found["after"], g))
print("average centipawn loss (capped 1000) by mover and phase, moves")
for key in sorted(acpl):
    v = acpl[key]; print("  %-4s %-13s %6.1f  %5d moves  %4d of them >= 100 cp" % (key[0], key[1], sum(v)/len(v), len(v), sum(1 for x in v if x >= 100)))
print("Ply's turning moves (from > -100 to < -150, a loss of 150+):", dict(turning), "games with one:", len(first_turn))
print("first turning move's ply: ", sorted(p for p,_,_,_ in first_turn))

# The failures of a `ply suite connectfour` run (its output, the first argument) by discs on the board and exact value.
# Usage: python3 failures-by-ply.py SUITE_OUTPUT [SUITE]  (from the repository's root)
import sys, re, collections
suite = open(sys.argv[2] if len(sys.argv) > 2 else
             'bench/src/main/resources/dev/ply/bench/suites/connectfour-played.suite').read().split('\n')
def info(n):
    line = suite[n-1]
    pos = line.split(';')[0]
    discs = sum(pos.count(c) for c in 'XO')
    val = re.search(r'value (-?\d)', line).group(1)
    return discs, val
tot = collections.Counter(); fail = collections.Counter()
for n, line in enumerate(suite, 1):
    if line.startswith('#') or not line.strip(): continue
    d, v = info(n); tot[(d//4*4, v)] += 1
failed = set(int(m.group(1)) for m in re.finditer(r'FAILED line (\d+)', open(sys.argv[1]).read()))
for n in failed:
    d, v = info(n); fail[(d//4*4, v)] += 1
for k in sorted(tot):
    print(f"discs {k[0]:2d}-{k[0]+3:2d} value {k[1]:>2}: failed {fail[k]:3d} of {tot[k]:3d}")
print(len(failed), 'failed')

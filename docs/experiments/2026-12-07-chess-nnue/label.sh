#!/bin/sh
# label.sh OUT POSITIONS: the quiet positions of POSITIONS (records or positions files, comma-separated) not in any
# other training or validation file, labelled by Stockfish 15.1 at depth 8 on both cores, warm (runs of consecutive
# positions share the engine's hash, as the Python scripts of own1-3 did), into OUT; resumes an existing OUT.
# /work/nnue/ply-warm.jar: the CLI jar of 47f0a68 (`ply label --warm` in runs of 32 positions).
out=$1 positions=$2
mkdir -p "$(dirname "$out")"
OLD=$(ls /work/nnue/data/sf-*.txt /work/nnue/own*/sf-own*.txt /work/nnue/r*/sf-r*.txt 2>/dev/null | grep -vx "$(readlink -f "$out")" | paste -sd,)
RESUME=""
[ -s "$out" ] && RESUME="--resume"
echo "$(date -u +%FT%TZ) labelling $positions into $out" >> /work/nnue/label.log
java -jar /work/nnue/ply-warm.jar label chess --positions "$positions" \
    --agent 'uci:/usr/games/stockfish?depth=8&Hash=16' --quiet --warm ${OLD:+--exclude "$OLD"} --out "$out" \
    --concurrency 2 $RESUME > "$out.out" 2> "$out.err"
rc=$?
echo "$(date -u +%FT%TZ) status $rc, labelled $(wc -l < "$out") into $out" >> /work/nnue/label.log

#!/bin/sh
# diag.sh NAME JAR NETWORK STEPS [more train options]: a fresh network trained on labels.suite alone, then on the
# held-out set the network alone (policy: the argmax of its priors) and its value one ply deep (alphabeta, depth 1).
cd /work/c4-diag
name=$1; jar=$2; net=$3; steps=$4; shift 4
rm -rf "$name"
nice -n 5 java -Dai.djl.offline=true -jar "$jar" train connectfour --out "$name" --supervised labels.suite \
  --steps "$steps" --network "$net" "$@" > "$name.train" 2>&1
nice -n 5 java -jar "$jar" suite connectfour held-out.suite --agent "policy:$name/best.net" > "$name.suite" 2>&1
nice -n 5 java -jar "$jar" suite connectfour held-out.suite --agent "alphabeta:eval=net:$name/best.net,depth=1" > "$name.value" 2>&1
echo "$name $net $steps $*: $(grep -o 'trained on [0-9]*' "$name.train") | policy $(tail -n 1 "$name.suite") | value $(tail -n 1 "$name.value") | $(grep '^step' "$name.train" | tail -n 1)"

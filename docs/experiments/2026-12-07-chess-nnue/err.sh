#!/bin/sh
# err.sh NET VALIDATION...: the validation error of the network NET (a .nnue file, or any evaluator name such as
# chess:classic) on the quiet positions of the VALIDATION files (comma-separated), the number `ply fit` prints for its
# reference evaluator: a one-epoch fit on the first 2,000 lines of sf-all.txt into a throwaway file, read for its
# first line. One core, a minute or two.
net=$1 val=$2
case $net in *.nnue) ref="nnue:$net" ;; *) ref=$net ;; esac
t=$(mktemp -d)
head -2000 /work/nnue/data/sf-all.txt > "$t/tiny.txt"
java -Xmx6g -Dai.djl.offline=true -jar /work/nnue/ply.jar fit chess --positions "$t/tiny.txt" --validation "$val" \
    --out "$t/x.nnue" --hidden 8 --base chess:classic --reference "$ref" --epochs 1 2> /dev/null \
    | sed -n 's/.*, \([0-9]*\) to validate on; error of \(.*\) on them \([0-9.]*\)$/\2 \3 on \1 quiet positions/p'
rm -rf "$t"

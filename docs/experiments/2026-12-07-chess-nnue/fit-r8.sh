#!/bin/sh
# res-8: res-7's recipe with the positions of res-7's play added (own7 from gen-label.sh 7 3000 with NN set to res-7),
# validated on those of sprt-31's games (r7: res-7 against res-5), which it does not train on.
VAL=r7/sf-r7.txt exec sh "$(dirname "$0")/fit-res.sh" 8 7

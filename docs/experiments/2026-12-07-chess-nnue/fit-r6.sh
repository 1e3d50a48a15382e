#!/bin/sh
# res-6: res-5's recipe with the positions of res-5's play added (own5 from gen-label.sh 5 3000, r5 from sprt-28 and
# the Stockfish-2400 match with res-5).
exec sh "$(dirname "$0")/fit-res.sh" 6 5

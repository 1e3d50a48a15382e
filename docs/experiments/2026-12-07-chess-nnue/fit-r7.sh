#!/bin/sh
# res-7: res-6's recipe with the positions of res-6's play added (own6 from gen-label.sh 6 3000 with NN set to res-6,
# r6 from sprt-29, res-6 against res-5).
exec sh "$(dirname "$0")/fit-res.sh" 7 6

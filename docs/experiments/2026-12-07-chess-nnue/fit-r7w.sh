#!/bin/sh
# res-7w: fit-r7.sh with 512 hidden units in place of 256, to see whether the data can use a wider network.
exec sh "$(dirname "$0")/fit-res.sh" 7w 6 512

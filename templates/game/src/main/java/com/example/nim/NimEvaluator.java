package com.example.nim;

import dev.ply.core.eval.Evaluator;

/**
 * Bouton's theorem (1901): the player to move wins Nim exactly when the heap sizes' exclusive-or (their nim-sum)
 * is not zero. So this evaluator is exact, which few games allow; it shows where a game's knowledge goes.
 */
public final class NimEvaluator implements Evaluator<NimState> {

    @Override
    public int evaluate(NimState state) {
        int nimSum = 0;
        for (int heap = 0; heap < state.heapCount(); heap++) {
            nimSum ^= state.heap(heap);
        }
        return nimSum != 0 ? bound() : -bound();
    }

    @Override
    public int bound() {
        return 100;
    }
}

package dev.ply.games.backgammon.eval;

import dev.ply.core.eval.Evaluator;
import dev.ply.games.backgammon.BackgammonState;

/** Temporary: pip count. */
public final class PlyBackgammonEvaluator implements Evaluator<BackgammonState> {

    @Override
    public int evaluate(BackgammonState state) {
        int me = state.pipCount(state.toMove());
        int them = state.pipCount(1 - state.toMove());
        return Math.max(-3000, Math.min(3000, 10 * (them - me)));
    }

    @Override
    public int bound() {
        return 3000;
    }

    @Override
    public int winScore() {
        return 1000;
    }
}

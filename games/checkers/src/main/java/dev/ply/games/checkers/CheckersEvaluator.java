package dev.ply.games.checkers;

import dev.ply.core.eval.Evaluator;

/** Work in progress: material only. */
public final class CheckersEvaluator implements Evaluator<CheckersState> {

    @Override
    public int evaluate(CheckersState state) {
        int me = state.toMove();
        int mine = state.pieces(me);
        int theirs = state.pieces(me ^ 1);
        return 100 * (Integer.bitCount(mine) - Integer.bitCount(theirs))
                + 30 * (Integer.bitCount(mine & state.kings()) - Integer.bitCount(theirs & state.kings()));
    }

    @Override
    public int bound() {
        return 10_000;
    }
}

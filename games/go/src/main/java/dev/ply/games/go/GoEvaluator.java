package dev.ply.games.go;

import dev.ply.core.eval.Evaluator;

/**
 * The area estimate: the Tromp-Taylor score of the board as it stands (stones plus empty regions reaching only one
 * colour, komi to White), in half points from the side to move's view. Crude in the opening, where most of the board
 * is neutral, and exact once the game is played out; what progressive bias and cut-off play-outs need as a prior.
 */
public final class GoEvaluator implements Evaluator<GoState> {

    private final int bound;

    GoEvaluator(GoGame game) {
        this.bound = 2 * game.size() * game.size() + Math.abs(game.komiHalfPoints());
    }

    @Override
    public int evaluate(GoState state) {
        int black = state.scoreHalfPoints();
        return state.toMove() == 0 ? black : -black;
    }

    @Override
    public int bound() {
        return bound;
    }

    /** A point: two half points. */
    @Override
    public int advantageUnit() {
        return 2;
    }
}

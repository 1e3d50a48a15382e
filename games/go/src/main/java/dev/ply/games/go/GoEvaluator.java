package dev.ply.games.go;

import dev.ply.core.eval.Evaluator;

/**
 * Go's evaluators, in half points from the side to move's view, komi included. {@link Kind#AREA} is the
 * Tromp-Taylor score of the board as it stands (stones plus empty regions reaching only one colour): exact once the
 * game is played out, crude before, where one stone makes a whole empty board its own. {@link Kind#INFLUENCE} counts
 * stones plus the territory of Bouzy's 5/21 influence algorithm ({@link GoState#influenceScoreHalfPoints()}), an
 * estimate that means something from the first moves on: what alpha-beta and progressive bias need.
 */
public final class GoEvaluator implements Evaluator<GoState> {

    /** What an evaluator counts. */
    public enum Kind {
        /** The Tromp-Taylor area of the board as it stands. */
        AREA,
        /** Stones plus the territory of Bouzy's 5/21 dilations and erosions. */
        INFLUENCE
    }

    /** The largest score: every point of a 19x19 board and the largest komi, in half points. */
    static final int LARGEST_BOUND = 2 * GoGame.MAX_SIZE * GoGame.MAX_SIZE + 2_000;

    private final Kind kind;
    private final int bound;

    GoEvaluator(Kind kind, int bound) {
        this.kind = kind;
        this.bound = bound;
    }

    /** The evaluator of one game, bounded by its board and komi. */
    GoEvaluator(Kind kind, GoGame game) {
        this(kind, 2 * game.size() * game.size() + Math.abs(game.komiHalfPoints()));
    }

    /**
     * What this evaluator counts.
     *
     * @return its kind
     */
    public Kind kind() {
        return kind;
    }

    @Override
    public int evaluate(GoState state) {
        int black = kind == Kind.AREA ? state.scoreHalfPoints() : state.influenceScoreHalfPoints();
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

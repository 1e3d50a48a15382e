package dev.ply.games.go;

import dev.ply.core.eval.Evaluator;
import dev.ply.core.eval.EvaluatorProvider;

/**
 * Registers Go's area count as {@code go:area} and, as a nested provider, its influence estimate {@code go:influence}
 * (the game's default evaluator).
 */
public final class GoEvaluatorProvider implements EvaluatorProvider {

    /** Creates the instance; the service loader calls this. */
    public GoEvaluatorProvider() {
    }

    @Override
    public String gameId() {
        return "go";
    }

    @Override
    public String name() {
        return "area";
    }

    @Override
    public String description() {
        return "Tromp-Taylor area of the board as it stands, komi included, in half points";
    }

    @Override
    public Evaluator<?> create() {
        return AREA;
    }

    private static final GoEvaluator AREA = new GoEvaluator(GoEvaluator.Kind.AREA, GoEvaluator.LARGEST_BOUND);
    private static final GoEvaluator INFLUENCE = new GoEvaluator(GoEvaluator.Kind.INFLUENCE,
            GoEvaluator.LARGEST_BOUND);

    /** Registers Go's influence estimate as {@code go:influence}. */
    public static final class Influence implements EvaluatorProvider {

        /** Creates the instance; the service loader calls this. */
        public Influence() {
        }

        @Override
        public String gameId() {
            return "go";
        }

        @Override
        public String name() {
            return "influence";
        }

        @Override
        public String description() {
            return "stones plus the territory of Bouzy's 5/21 influence (dilations and erosions), komi included, in"
                    + " half points (the default)";
        }

        @Override
        public Evaluator<?> create() {
            return INFLUENCE;
        }
    }
}

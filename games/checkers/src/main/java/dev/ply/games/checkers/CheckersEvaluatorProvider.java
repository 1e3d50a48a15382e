package dev.ply.games.checkers;

import dev.ply.core.eval.Evaluator;
import dev.ply.core.eval.EvaluatorProvider;

/**
 * Registers the {@link CheckersEvaluator}, the game's default, as {@code checkers:classic}, so that a
 * search specification can name it ({@code alphabeta:eval=checkers:classic}).
 */
public final class CheckersEvaluatorProvider implements EvaluatorProvider {

    /** Creates the instance; the service loader calls this. */
    public CheckersEvaluatorProvider() {
    }

    @Override
    public String gameId() {
        return "checkers";
    }

    @Override
    public String name() {
        return "classic";
    }

    @Override
    public String description() {
        return "material (king 1.35 men), trading when ahead, advancement, back rank, centre, mobility, runaway men,"
                + " pending captures, lone-king endgames (the default)";
    }

    @Override
    public Evaluator<?> create() {
        return new CheckersGame().defaultEvaluator();
    }
}

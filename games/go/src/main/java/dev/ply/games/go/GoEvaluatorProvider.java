package dev.ply.games.go;

import dev.ply.core.eval.Evaluator;
import dev.ply.core.eval.EvaluatorProvider;

/** Registers the {@link GoEvaluator} as {@code go:area}. */
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
        return "Tromp-Taylor area of the board as it stands, komi included, in half points (the default)";
    }

    @Override
    public Evaluator<?> create() {
        return new GoGame().defaultEvaluator();
    }
}

package dev.ply.games.tictactoe;

import dev.ply.core.eval.Evaluator;
import dev.ply.core.eval.EvaluatorProvider;

/** Registers the {@link TicTacToeEvaluator} as {@code tictactoe:lines}. */
public final class TicTacToeEvaluatorProvider implements EvaluatorProvider {

    /** Creates the instance; the service loader calls this. */
    public TicTacToeEvaluatorProvider() {
    }

    @Override
    public String gameId() {
        return "tictactoe";
    }

    @Override
    public String name() {
        return "lines";
    }

    @Override
    public String description() {
        return "open lines for the side to move minus open lines for the opponent (the default)";
    }

    @Override
    public Evaluator<?> create() {
        return new TicTacToe().defaultEvaluator();
    }
}

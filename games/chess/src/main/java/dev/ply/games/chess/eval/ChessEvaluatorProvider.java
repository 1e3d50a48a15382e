package dev.ply.games.chess.eval;

import dev.ply.core.eval.Evaluator;
import dev.ply.core.eval.EvaluatorProvider;
import dev.ply.games.chess.ChessGame;

/** Registers the default {@link ChessEvaluator} (PeSTO material and piece-square tables) as {@code chess:pst}. */
public final class ChessEvaluatorProvider implements EvaluatorProvider {

    /** Creates the instance; the service loader calls this. */
    public ChessEvaluatorProvider() {
    }

    @Override
    public String gameId() {
        return "chess";
    }

    @Override
    public String name() {
        return "pst";
    }

    @Override
    public String description() {
        return "tapered material and piece-square tables (PeSTO's published values; the default)";
    }

    @Override
    public Evaluator<?> create() {
        return new ChessGame().defaultEvaluator();
    }
}

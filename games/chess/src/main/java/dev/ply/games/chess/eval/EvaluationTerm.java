package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.ChessState;

/**
 * One part of a {@link ChessEvaluator}: material, piece-square tables, mobility, pawn structure... A term
 * scores a position for both game phases at once and the evaluator blends them. A term with numbers worth
 * tuning declares them as {@link #weights()} and makes a copy of itself with other values
 * ({@link #withWeights(EvaluatorWeights)}); a term without (a lambda) has none.
 *
 * <p>Implementations are immutable, thread-safe, and do not allocate in {@link #evaluate}.
 */
@FunctionalInterface
public interface EvaluationTerm {

    /**
     * Scores a position.
     *
     * @param state the position; not modified
     * @return a {@link TaperedScore} in centipawns from White's point of view (positive favours White)
     */
    int evaluate(ChessState state);

    /**
     * The term's tunable numbers, named with the term's prefix ({@code mobility.knight.mg}).
     *
     * @return the weights, none by default
     */
    default EvaluatorWeights weights() {
        return EvaluatorWeights.NONE;
    }

    /**
     * The same term with other values for its weights.
     *
     * @param weights the term's weights (the same names as {@link #weights()}) with new values
     * @return a new term; this one when it has no weights
     */
    default EvaluationTerm withWeights(EvaluatorWeights weights) {
        return this;
    }
}

package dev.ply.games.chess.eval;

import dev.ply.games.chess.ChessState;

/**
 * One part of a {@link ChessEvaluator}: material, piece-square tables, mobility, pawn structure... A term
 * scores a position for both game phases at once and the evaluator blends them.
 *
 * <p>Implementations are stateless and thread-safe, and do not allocate.
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
}

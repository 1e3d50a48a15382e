package dev.ply.games.chess.eval;

import dev.ply.games.chess.ChessState;

/**
 * An {@link EvaluationTerm} that reads what the pieces attack: it scores from the {@link AttackMap} its evaluator fills
 * once for all such terms, and on its own ({@link #evaluate(ChessState)}) from a map of its own.
 */
public interface AttackTerm extends EvaluationTerm {

    /**
     * Scores a position with a map made for it alone (allocates; an evaluator calls
     * {@link #evaluate(ChessState, AttackMap)} with its own).
     *
     * @param state the position; not modified
     * @return a {@link TaperedScore} in centipawns from White's point of view
     */
    @Override
    default int evaluate(ChessState state) {
        return evaluate(state, AttackMap.of(state));
    }

    /**
     * Scores a position from its attacks.
     *
     * @param state the position; not modified
     * @param attacks the position's attacks, filled
     * @return a {@link TaperedScore} in centipawns from White's point of view
     */
    @Override
    int evaluate(ChessState state, AttackMap attacks);

    /**
     * Reads the map, unless the term has nothing to score (all its weights 0, where a term says so).
     *
     * @return whether the evaluator must fill the map before this term runs
     */
    @Override
    default boolean readsAttacks() {
        return true;
    }
}

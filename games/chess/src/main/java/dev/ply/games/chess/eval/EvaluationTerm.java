package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.ChessState;

/**
 * One part of a {@link ChessEvaluator}: material, piece-square tables, mobility, pawn structure... A term
 * scores a position for both game phases at once and the evaluator blends them. A term with numbers worth
 * tuning declares them as {@link #weights()} and makes a copy of itself with other values
 * ({@link #withWeights(EvaluatorWeights)}); a term without (a lambda) has none.
 *
 * <p>A term that reads what pieces attack (mobility, king safety, threats) is an {@link AttackTerm}: it scores with
 * {@link #evaluate(ChessState, AttackMap)}, from a map the evaluator fills once for all its terms. A term that reads
 * only the pawns and kings is a {@link PawnTerm}, and the evaluator keeps its score by their squares.
 *
 * <p>Implementations are immutable, thread-safe, and do not allocate in {@link #evaluate(ChessState, AttackMap)}.
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
     * Scores a position with what its pieces attack at hand; by default {@link #evaluate(ChessState)}.
     *
     * @param state the position; not modified
     * @param attacks the position's attacks, filled; {@code null} where the evaluator filled none (no term of it reads
     *     attacks) or this term reads only pawns and kings
     * @return a {@link TaperedScore} in centipawns from White's point of view
     */
    default int evaluate(ChessState state, AttackMap attacks) {
        return evaluate(state);
    }

    /**
     * Whether {@link #evaluate(ChessState, AttackMap)} reads the attack map (none by default); a term whose weights are
     * all 0 need not.
     *
     * @return whether the evaluator must fill the map before this term runs
     */
    default boolean readsAttacks() {
        return false;
    }

    /**
     * Whether the term's score depends on nothing but the squares of the pawns and the kings (pawn structure, a king's
     * shelter), so that the evaluator may keep it by those squares and compute it again only when they change; such a
     * term does not read attacks. None by default.
     *
     * @return whether the score is a function of the pawns' and kings' squares alone
     */
    default boolean readsPawnsAndKingsOnly() {
        return false;
    }

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

package dev.ply.games.chess.eval;

import dev.ply.games.chess.ChessState;

/**
 * A term that changes the sum of the other terms instead of adding to it: an {@link EndgameScale} multiplies the
 * endgame half by a factor, a {@link Winnable} moves both halves towards or away from a draw by how winnable the
 * position is. {@link ChessEvaluator} sums its other terms first, then applies its adjustments in the order of its
 * list. An adjustment adds nothing of its own ({@link #evaluate} is 0); its weights are tuned and loaded as any term's.
 *
 * <p>Implementations are immutable, thread-safe, and do not allocate in {@link #adjust}.
 */
public interface SumAdjustment extends EvaluationTerm {

    /**
     * Adds nothing: the term adjusts the others' sum instead ({@link #adjust}).
     *
     * @param state the position
     * @return 0
     */
    @Override
    default int evaluate(ChessState state) {
        return 0;
    }

    /**
     * The sum adjusted.
     *
     * @param state the position; not modified
     * @param sum the {@link TaperedScore} of the terms before this one, from White's point of view
     * @return the adjusted {@link TaperedScore}, from White's point of view
     */
    int adjust(ChessState state, int sum);

    /**
     * Whether the weights change any sum; an evaluator skips the term when they do not (its starting weights, which
     * leave the evaluation as it was until they are fitted).
     *
     * @return whether {@link #adjust} can return anything but its {@code sum}
     */
    boolean adjustsAnything();
}

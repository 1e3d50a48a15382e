package dev.ply.core.capability;

/**
 * Optional capability of a {@link dev.ply.core.GameState}: it can list its tactical ("noisy") moves,
 * the ones that change the material balance, so that a quiescence search can resolve them before
 * trusting the static evaluation. In chess these are captures and promotions; in checkers, captures.
 */
public interface TacticalMoves {

    /**
     * Writes the legal tactical moves of the position into {@code moves}, starting at index 0, and
     * returns their count. Every move written is also one of
     * {@link dev.ply.core.GameState#legalMoves(int[])}. Never allocates.
     *
     * @param moves a caller-owned buffer of at least {@link dev.ply.core.Game#maxMoves()} elements
     * @return the number of moves written
     */
    int tacticalMoves(int[] moves);

    /**
     * Whether a legal move of this position is tactical, as {@link #tacticalMoves(int[])} defines it.
     *
     * @param move a legal move of the current position
     * @return {@code true} for a capture, promotion or the game's equivalent
     */
    boolean isTactical(int move);
}

package dev.ply.core.capability;

/**
 * Optional capability of a {@link dev.ply.core.GameState} whose published perft counts follow the move
 * rules alone: they go on through positions that the game's draw rules have already ended. Chess engines
 * count the move paths through a position drawn by insufficient material, the fifty-move rule or
 * repetition as if the game went on, and so must {@link dev.ply.core.perft.Perft} to reproduce their
 * numbers, although such a position is terminal and has no {@link dev.ply.core.GameState#legalMoves legal
 * moves} for the SPI. Perft uses these methods instead of {@code legalMoves} when a state offers them.
 */
public interface PerftMoves {

    /**
     * Writes the moves the rules of movement allow, whether or not a draw rule has ended the game, starting
     * at index 0. Where no draw rule applies they are exactly the {@link dev.ply.core.GameState#legalMoves
     * legal moves}, in the same order; at a chance node they are the chance outcomes. Never allocates.
     *
     * @param moves a caller-owned buffer of at least {@link dev.ply.core.Game#maxMoves()} elements
     * @return the number of moves written
     */
    int perftMoves(int[] moves);

    /**
     * The number of moves {@link #perftMoves(int[])} would write, counted the fastest way the game knows
     * (chess counts bits of target sets instead of writing moves): perft's bulk counting of its last ply.
     *
     * @param scratch a caller-owned buffer of at least {@link dev.ply.core.Game#maxMoves()} elements that
     *     the method may overwrite
     * @return the number of moves
     */
    default int countPerftMoves(int[] scratch) {
        return perftMoves(scratch);
    }
}

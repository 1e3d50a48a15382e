package dev.ply.core.util;

import dev.ply.core.ZobristKeys;

/**
 * Zobrist keys for a board game: one key per player and square, and one for "the second player is to move",
 * from a fixed seed. A state's hash is the XOR of the keys of the pieces on the board, and of {@link #secondToMove()}
 * when the second player moves; a move XORs in what it changes. Immutable, shared by all states of a game.
 *
 * <pre>{@code
 * static final BoardKeys KEYS = BoardKeys.of(0xC0DE_0001L, 2, 9);
 * hash ^= KEYS.square(player, square) ^ KEYS.secondToMove();   // a mark placed, the turn passed
 * }</pre>
 */
public final class BoardKeys {

    private final long[][] squares;
    private final long secondToMove;

    private BoardKeys(long[][] squares, long secondToMove) {
        this.squares = squares;
        this.secondToMove = secondToMove;
    }

    /**
     * Generates the keys: {@link ZobristKeys#generate(long, int)} with {@code players * squares + 1} keys, player 0's
     * squares first, the side-to-move key last.
     *
     * @param seed the seed; the same seed gives the same keys
     * @param players the number of players (or piece kinds), at least 1
     * @param squares the number of squares, at least 1
     * @return the keys
     */
    public static BoardKeys of(long seed, int players, int squares) {
        if (players < 1 || squares < 1) {
            throw new IllegalArgumentException("board keys for " + players + " players and " + squares + " squares");
        }
        long[] keys = ZobristKeys.generate(seed, players * squares + 1);
        long[][] table = new long[players][squares];
        for (int player = 0; player < players; player++) {
            System.arraycopy(keys, player * squares, table[player], 0, squares);
        }
        return new BoardKeys(table, keys[players * squares]);
    }

    /**
     * The key of a player's piece on a square.
     *
     * @param player the player (or piece kind)
     * @param square the square
     * @return the key
     */
    public long square(int player, int square) {
        return squares[player][square];
    }

    /**
     * The key XORed into the hash while the second player is to move.
     *
     * @return the key
     */
    public long secondToMove() {
        return secondToMove;
    }
}

package dev.ply.games.chess;

/**
 * Perft for chess without the generic SPI's indirections: the number of legal move paths of a given
 * length, counted by the rules of movement alone (positions drawn by the fifty-move rule, repetition
 * or insufficient material count on, as every chess engine's perft does).
 *
 * <p>{@link #count} counts the last ply's moves without making them (bulk counting);
 * {@link #countMakingEveryMove} makes and unmakes every move down to the leaves, which measures make/unmake
 * as well as generation. Both give the same numbers. Each call allocates its move buffers once.
 */
public final class ChessPerft {

    private ChessPerft() {
    }

    /**
     * Counts the move paths of exactly {@code depth} plies, counting the last ply without making its moves.
     *
     * @param state the position; played on and restored
     * @param depth 0 or more
     * @return the number of paths
     */
    public static long count(ChessState state, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("perft depth must not be negative: " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        return bulk(state, depth, new int[depth][ChessGame.MAX_MOVES]);
    }

    private static long bulk(ChessState state, int depth, int[][] buffers) {
        if (depth == 1) {
            return ChessMoveGenerator.count(state);
        }
        int[] moves = buffers[depth - 1];
        int count = ChessMoveGenerator.generate(state, moves);
        long nodes = 0;
        for (int i = 0; i < count; i++) {
            state.play(moves[i]);
            nodes += bulk(state, depth - 1, buffers);
            state.undo();
        }
        return nodes;
    }

    /**
     * Counts the move paths of exactly {@code depth} plies by making and unmaking every move, those of the
     * last ply included.
     *
     * @param state the position; played on and restored
     * @param depth 0 or more
     * @return the number of paths
     */
    public static long countMakingEveryMove(ChessState state, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("perft depth must not be negative: " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        return full(state, depth, new int[depth][ChessGame.MAX_MOVES]);
    }

    private static long full(ChessState state, int depth, int[][] buffers) {
        int[] moves = buffers[depth - 1];
        int count = ChessMoveGenerator.generate(state, moves);
        if (depth == 1) {
            for (int i = 0; i < count; i++) {
                state.play(moves[i]);
                state.undo();
            }
            return count;
        }
        long nodes = 0;
        for (int i = 0; i < count; i++) {
            state.play(moves[i]);
            nodes += full(state, depth - 1, buffers);
            state.undo();
        }
        return nodes;
    }
}

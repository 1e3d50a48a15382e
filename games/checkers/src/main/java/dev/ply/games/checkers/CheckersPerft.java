package dev.ply.games.checkers;

/**
 * Perft for checkers, specialised for speed: the number of move paths of exactly {@code depth} plies
 * from a position, counted on a {@link CheckersState} directly instead of through the generic
 * {@link dev.ply.core.perft.Perft}. It gives the same counts: like it, it follows the
 * {@link CheckersState#perftMoves(int[]) rules of movement} through positions that a draw rule has
 * ended, as published perft figures do, and a player with no move ends its paths.
 *
 * <p>Two ways to count the last ply: {@link #count} bulk-counts it ({@link CheckersState#countPerftMoves(int[])},
 * popcounts for simple moves), {@link #countMakingEveryMove} plays and takes back every leaf move, as a
 * search that visits every node would. The JMH benchmark {@code dev.ply.bench.checkers.CheckersPerftBenchmark}
 * measures both.
 *
 * <p>Each call allocates its move buffers once; nothing is allocated per node.
 */
public final class CheckersPerft {

    private final int[][] moves;

    private CheckersPerft(int depth) {
        this.moves = new int[Math.max(depth, 1)][CheckersGame.MAX_MOVES];
    }

    /**
     * Counts the move paths of exactly {@code depth} plies, bulk-counting the last ply: the moves one ply
     * above the leaves are not even played, their positions' boards are computed and their moves counted.
     *
     * @param state the position; played on and restored
     * @param depth 0 or more
     * @return the number of paths
     */
    public static long count(CheckersState state, int depth) {
        checkDepth(depth);
        return depth == 0 ? 1 : new CheckersPerft(depth).bulk(state, depth, 0);
    }

    /**
     * Counts the move paths of exactly {@code depth} plies, playing and taking back every move of the
     * last ply too.
     *
     * @param state the position; played on and restored
     * @param depth 0 or more
     * @return the number of paths
     */
    public static long countMakingEveryMove(CheckersState state, int depth) {
        checkDepth(depth);
        return depth == 0 ? 1 : new CheckersPerft(depth).everyMove(state, depth, 0);
    }

    private static void checkDepth(int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("perft depth must not be negative: " + depth);
        }
    }

    private long bulk(CheckersState state, int depth, int ply) {
        int[] buffer = moves[ply];
        if (depth == 1) {
            return state.countPerftMoves(buffer);
        }
        int count = state.perftMoves(buffer);
        long nodes = 0;
        if (depth == 2) {
            for (int i = 0; i < count; i++) {
                nodes += state.countPerftMovesAfter(buffer[i]);
            }
            return nodes;
        }
        for (int i = 0; i < count; i++) {
            state.play(buffer[i]);
            nodes += bulk(state, depth - 1, ply + 1);
            state.undo();
        }
        return nodes;
    }

    private long everyMove(CheckersState state, int depth, int ply) {
        int[] buffer = moves[ply];
        int count = state.perftMoves(buffer);
        long nodes = 0;
        if (depth == 1) {
            for (int i = 0; i < count; i++) {
                state.play(buffer[i]);
                nodes++;
                state.undo();
            }
            return nodes;
        }
        for (int i = 0; i < count; i++) {
            state.play(buffer[i]);
            nodes += everyMove(state, depth - 1, ply + 1);
            state.undo();
        }
        return nodes;
    }
}

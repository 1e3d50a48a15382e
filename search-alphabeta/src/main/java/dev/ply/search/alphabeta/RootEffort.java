package dev.ply.search.alphabeta;

/**
 * The nodes each root move's subtree took in the current iteration, aspiration re-searches included, for the
 * time management of option {@code effort}: a best move that took nearly all of an iteration's nodes is one the
 * search hardly doubts, and one that took a small share has rivals worth more time (Stockfish's and Ethereal's
 * node-based time management). At most {@code maxMoves} entries, a linear scan done only at the root; no allocation.
 */
final class RootEffort {

    private final int[] moves;
    private final long[] nodes;
    private int count;

    /**
     * Creates an empty record.
     *
     * @param capacity the most root moves, the game's {@code maxMoves()}
     */
    RootEffort(int capacity) {
        this.moves = new int[capacity];
        this.nodes = new long[capacity];
    }

    /** Forgets every move: a new iteration. */
    void clear() {
        count = 0;
    }

    /**
     * Adds the nodes one search of a root move took.
     *
     * @param move the root move
     * @param spent the nodes its subtree took
     */
    void add(int move, long spent) {
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                nodes[i] += spent;
                return;
            }
        }
        if (count < moves.length) {
            moves[count] = move;
            nodes[count++] = spent;
        }
    }

    /**
     * The nodes a root move took since the last {@link #clear()}.
     *
     * @param move the root move
     * @return its nodes, 0 if it was not searched
     */
    long of(int move) {
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                return nodes[i];
            }
        }
        return 0;
    }

    /**
     * The nodes all root moves took since the last {@link #clear()}.
     *
     * @return their sum
     */
    long total() {
        long sum = 0;
        for (int i = 0; i < count; i++) {
            sum += nodes[i];
        }
        return sum;
    }
}

package dev.ply.search.alphabeta;

/**
 * A small set of moves, for the root moves that earlier MultiPV lines took and a root search leaves out: a few
 * entries at most, so a linear scan of an array that never allocates.
 */
final class ExcludedMoves {

    private final int[] moves;
    private int count;

    ExcludedMoves(int capacity) {
        this.moves = new int[capacity];
    }

    void clear() {
        count = 0;
    }

    void add(int move) {
        moves[count++] = move;
    }

    /** Whether any move is excluded. */
    boolean any() {
        return count > 0;
    }

    boolean contains(int move) {
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }
}

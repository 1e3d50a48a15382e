package dev.ply.search.alphabeta;

import java.util.Arrays;

/**
 * What one searching thread learned about quiet moves, for ordering: two killer moves per ply, a
 * history score per move index and side, the countermove that last refuted each move of the
 * opponent, and (when asked for) a continuation score per previous move and reply. Move indices come from {@code MoveOrderingHints.historyIndex} or, for games without it, a
 * hash of the move.
 *
 * <p>History scores stay within {@code [-}{@value #MAX}{@code , }{@value #MAX}{@code ]}: each update moves
 * a score towards the bound by a fraction of the distance left ("history gravity"), so old knowledge
 * fades as new cutoffs arrive. Owned by one thread; preallocated, never allocates while searching.
 */
final class MoveHistory {

    /** The largest absolute history score. */
    static final int MAX = 16_384;
    /** The largest move index space that gets a continuation table (its square in shorts: 8 MiB at most). */
    static final int MAX_CONTINUATION_SIZE = 2_048;

    private static final int NONE = -1;
    private final int size;
    private final int[] killers;
    private final int[] scores;
    private final int[] counters;
    /** Continuation history: a score per previous move index and reply index, or {@code null} when off. */
    private final short[] continuation;

    /**
     * Allocates empty tables.
     *
     * @param maxPly the deepest ply searched
     * @param size the number of distinct move indices
     */
    MoveHistory(int maxPly, int size) {
        this(maxPly, size, false);
    }

    /**
     * Allocates empty tables, with a continuation table when asked for and the index space is small enough.
     *
     * @param maxPly the deepest ply searched
     * @param size the number of distinct move indices
     * @param continuationHistory whether to keep continuation history
     */
    MoveHistory(int maxPly, int size, boolean continuationHistory) {
        this.size = size;
        this.killers = new int[2 * (maxPly + 2)];
        this.scores = new int[2 * size];
        this.counters = new int[2 * size];
        this.continuation = continuationHistory && size <= MAX_CONTINUATION_SIZE ? new short[size * size] : null;
        clear();
    }

    /** Forgets everything: a new game. */
    void clear() {
        Arrays.fill(killers, NONE);
        Arrays.fill(scores, 0);
        Arrays.fill(counters, NONE);
        if (continuation != null) {
            Arrays.fill(continuation, (short) 0);
        }
    }

    /** Halves every history score and forgets the killers: a new search keeps only the trend. */
    void age() {
        Arrays.fill(killers, NONE);
        for (int i = 0; i < scores.length; i++) {
            scores[i] /= 2;
        }
        if (continuation != null) {
            for (int i = 0; i < continuation.length; i++) {
                continuation[i] /= 2;
            }
        }
    }

    /**
     * The continuation score of a reply to a previous move, in {@code [-MAX, MAX]}.
     *
     * @param previousIndex the previous move's index, or -1 at the root or after a null move
     * @param index the reply's index
     * @return the score; 0 without a previous move or without continuation history
     */
    int continuation(int previousIndex, int index) {
        return continuation == null || previousIndex < 0 ? 0 : continuation[previousIndex * size + index];
    }

    /** The history score of a move index for a side, in {@code [-MAX, MAX]}. */
    int score(int side, int index) {
        return scores[side * size + index];
    }

    /** The first killer of a ply, or {@code -1}. */
    int killer1(int ply) {
        return killers[2 * ply];
    }

    /** The second killer of a ply, or {@code -1}. */
    int killer2(int ply) {
        return killers[2 * ply + 1];
    }

    /** Forgets the killers of a ply (a new subtree starts there). */
    void clearKillers(int ply) {
        killers[2 * ply] = NONE;
        killers[2 * ply + 1] = NONE;
    }

    /**
     * The move that last refuted a move of the opponent.
     *
     * @param opponent the side that played the previous move
     * @param previousIndex that move's index, or -1 at the root or after a null move
     * @return the countermove, or -1
     */
    int counterMove(int opponent, int previousIndex) {
        return previousIndex < 0 ? NONE : counters[opponent * size + previousIndex];
    }

    /**
     * Rewards a quiet move that caused a cutoff and punishes the quiet moves tried before it.
     *
     * @param ply the ply of the node
     * @param side the side to move at the node
     * @param move the move that cut off
     * @param index its history index
     * @param depth the remaining depth of the node
     * @param tried the indices of the quiet moves searched before it, in {@code tried[0, triedCount)}
     * @param triedCount how many
     * @param opponent the side that played the previous move
     * @param previousIndex the previous move's index, or -1
     */
    void onQuietCutoff(int ply, int side, int move, int index, int depth, int[] tried, int triedCount, int opponent,
            int previousIndex) {
        if (killers[2 * ply] != move) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = move;
        }
        if (previousIndex >= 0) {
            counters[opponent * size + previousIndex] = move;
        }
        int bonus = Math.min(32 * depth * depth, 1600);
        update(side * size + index, bonus);
        for (int i = 0; i < triedCount; i++) {
            update(side * size + tried[i], -bonus);
        }
        if (continuation != null && previousIndex >= 0) {
            int row = previousIndex * size;
            updateContinuation(row + index, bonus);
            for (int i = 0; i < triedCount; i++) {
                updateContinuation(row + tried[i], -bonus);
            }
        }
    }

    private void updateContinuation(int slot, int bonus) {
        int old = continuation[slot];
        continuation[slot] = (short) (old + bonus - old * Math.abs(bonus) / MAX);
    }

    private void update(int slot, int bonus) {
        int old = scores[slot];
        scores[slot] = old + bonus - old * Math.abs(bonus) / MAX;
    }
}

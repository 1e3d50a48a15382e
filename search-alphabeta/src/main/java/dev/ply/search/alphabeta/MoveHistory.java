package dev.ply.search.alphabeta;

import java.util.Arrays;

/**
 * What one searching thread learned about quiet moves, for ordering: two killer moves per ply, a
 * history score per move index and side, the countermove that last refuted each move of the
 * opponent, and (when asked for) a continuation score per previous move and reply and a capture score per
 * tactical move and victim. Move indices come from {@code MoveOrderingHints.historyIndex} or, for games without it, a
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

    /** Victims are told apart by their value in steps of 64 (a chess pawn 1, a knight or bishop 5, a queen 14). */
    static final int VICTIM_BUCKETS = 16;

    private static final int NONE = -1;
    private final int size;
    private final int[] killers;
    private final int[] scores;
    private final int[] counters;
    /** Continuation history: a score per previous move index and reply index, or {@code null} when off. */
    private final short[] continuation;
    /** Capture history: a score per side, move index and victim bucket, or {@code null} when off. */
    private final int[] captures;
    /** Per ply, the indices of the quiet moves searched at the node, and how many. */
    private final int[][] triedQuiets;
    private final int[] quietsTried;
    /** Per ply, the capture slots of the tactical moves searched at the node (with capture history), and how many. */
    private final int[][] triedCaptures;
    private final int[] capturesTried;

    /**
     * Allocates empty tables, with a continuation table when asked for and the index space is small enough.
     *
     * @param maxPly the deepest ply searched
     * @param size the number of distinct move indices
     * @param maxMoves the most moves a node has (the moves tried at a node are kept per ply)
     * @param continuationHistory whether to keep continuation history
     * @param captureHistory whether to keep capture history
     */
    MoveHistory(int maxPly, int size, int maxMoves, boolean continuationHistory, boolean captureHistory) {
        this.size = size;
        this.killers = new int[2 * (maxPly + 2)];
        this.scores = new int[2 * size];
        this.counters = new int[2 * size];
        this.continuation = continuationHistory && size <= MAX_CONTINUATION_SIZE ? new short[size * size] : null;
        this.captures = captureHistory ? new int[2 * size * VICTIM_BUCKETS] : null;
        this.triedQuiets = new int[maxPly + 2][maxMoves];
        this.quietsTried = new int[maxPly + 2];
        this.triedCaptures = new int[captureHistory ? maxPly + 2 : 0][maxMoves];
        this.capturesTried = new int[maxPly + 2];
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
        if (captures != null) {
            Arrays.fill(captures, 0);
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
        if (captures != null) {
            for (int i = 0; i < captures.length; i++) {
                captures[i] /= 2;
            }
        }
    }

    /** Whether capture history is kept. */
    boolean hasCaptureHistory() {
        return captures != null;
    }

    /**
     * Starts a node: no move tried at its ply yet.
     *
     * @param ply the node's ply
     * @return whether capture history is kept (the caller then passes victim values)
     */
    boolean startNode(int ply) {
        quietsTried[ply] = 0;
        capturesTried[ply] = 0;
        return captures != null;
    }

    /**
     * Notes a move searched at a node without a cutoff, to be punished if a later move cuts off.
     *
     * @param ply the node's ply
     * @param side the side to move
     * @param index the move's history index
     * @param tactical whether the move is tactical
     * @param victimValue what it captures (with capture history; else unused)
     */
    void tried(int ply, int side, int index, boolean tactical, int victimValue) {
        if (!tactical) {
            triedQuiets[ply][quietsTried[ply]++] = index;
        } else if (captures != null) {
            triedCaptures[ply][capturesTried[ply]++] = captureSlot(side, index, victimValue);
        }
    }

    /**
     * Learns from a cutoff: a quiet move updates the killers, countermove and (continuation) history and punishes
     * the tactical moves tried before it; a tactical one updates the capture history.
     *
     * @param ply the node's ply
     * @param side the side to move
     * @param move the move that cut off
     * @param index its history index
     * @param tactical whether it is tactical
     * @param victimValue what it captures (with capture history; else unused)
     * @param depth the remaining depth of the node
     * @param previousIndex the previous move's index, or -1
     * @param followIndex the index of the move two plies back (the side to move's own), or -1
     */
    void onCutoff(int ply, int side, int move, int index, boolean tactical, int victimValue, int depth,
            int previousIndex, int followIndex) {
        if (!tactical) {
            onQuietCutoff(ply, side, move, index, depth, triedQuiets[ply], quietsTried[ply], 1 - side, previousIndex,
                    followIndex);
            if (captures != null) {
                punishCaptures(depth, triedCaptures[ply], capturesTried[ply]);
            }
        } else if (captures != null) {
            onCaptureCutoff(captureSlot(side, index, victimValue), depth, triedCaptures[ply], capturesTried[ply]);
        }
    }

    /**
     * The slot of a tactical move in the capture history.
     *
     * @param side the side to move
     * @param index the move's history index
     * @param victimValue the game's value of what it captures (0 for a promotion without capture)
     * @return the slot for {@link #captureScore} and the updates
     */
    int captureSlot(int side, int index, int victimValue) {
        int bucket = Math.min(VICTIM_BUCKETS - 1, Math.max(0, victimValue) >>> 6);
        return (side * size + index) * VICTIM_BUCKETS + bucket;
    }

    /**
     * The capture score of a slot, in {@code [-MAX, MAX]}.
     *
     * @param slot from {@link #captureSlot}
     * @return the score; 0 without capture history
     */
    int captureScore(int slot) {
        return captures == null ? 0 : captures[slot];
    }

    /**
     * Rewards a tactical move that caused a cutoff and punishes the tactical moves tried before it.
     *
     * @param slot the move's capture slot
     * @param depth the remaining depth of the node
     * @param tried the capture slots of the tactical moves searched before it, in {@code tried[0, triedCount)}
     * @param triedCount how many
     */
    void onCaptureCutoff(int slot, int depth, int[] tried, int triedCount) {
        if (captures == null) {
            return;
        }
        int bonus = bonus(depth);
        updateCapture(slot, bonus);
        punishCaptures(depth, tried, triedCount);
    }

    /**
     * Punishes the tactical moves tried before a cutoff (by a quiet move or another tactical one).
     *
     * @param depth the remaining depth of the node
     * @param tried their capture slots, in {@code tried[0, triedCount)}
     * @param triedCount how many
     */
    void punishCaptures(int depth, int[] tried, int triedCount) {
        if (captures == null) {
            return;
        }
        int bonus = bonus(depth);
        for (int i = 0; i < triedCount; i++) {
            updateCapture(tried[i], -bonus);
        }
    }

    private static int bonus(int depth) {
        return Math.min(32 * depth * depth, 1600);
    }

    private void updateCapture(int slot, int bonus) {
        int old = captures[slot];
        captures[slot] = old + bonus - old * Math.abs(bonus) / MAX;
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

    /**
     * A quiet move's ordering score: its history score (when the history heuristic is on) plus, with continuation
     * history, its continuation scores after the opponent's last move and after the side's own move before that.
     *
     * @param butterfly whether the history heuristic is on
     * @param side the side to move
     * @param index the move's index
     * @param previousIndex the opponent's last move's index, or -1
     * @param followIndex the index of the move two plies back, or -1
     * @return the score, in {@code [-3 MAX, 3 MAX]}
     */
    int quietScore(boolean butterfly, int side, int index, int previousIndex, int followIndex) {
        int score = butterfly ? scores[side * size + index] : 0;
        return continuation == null ? score
                : score + continuation(previousIndex, index) + continuation(followIndex, index);
    }

    /**
     * The history a late move reduction reads, in {@code [-MAX, MAX]}: the history score alone, or with continuation
     * history a quarter of twice it plus both continuation scores.
     *
     * @param butterfly whether the history heuristic is on
     * @param side the side to move
     * @param index the move's index
     * @param previousIndex the opponent's last move's index, or -1
     * @param followIndex the index of the move two plies back, or -1
     * @return the score
     */
    int reductionScore(boolean butterfly, int side, int index, int previousIndex, int followIndex) {
        int score = butterfly ? scores[side * size + index] : 0;
        return continuation == null ? score
                : (2 * score + continuation(previousIndex, index) + continuation(followIndex, index)) / 4;
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
     * @param followIndex the index of the move two plies back, or -1
     */
    void onQuietCutoff(int ply, int side, int move, int index, int depth, int[] tried, int triedCount, int opponent,
            int previousIndex, int followIndex) {
        if (killers[2 * ply] != move) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = move;
        }
        if (previousIndex >= 0) {
            counters[opponent * size + previousIndex] = move;
        }
        int bonus = bonus(depth);
        update(side * size + index, bonus);
        for (int i = 0; i < triedCount; i++) {
            update(side * size + tried[i], -bonus);
        }
        if (continuation != null) {
            learnContinuation(previousIndex, index, bonus, tried, triedCount);
            learnContinuation(followIndex, index, bonus, tried, triedCount);
        }
    }

    /** Rewards the reply that cut off after an earlier move and punishes the quiet replies tried before it. */
    private void learnContinuation(int earlierIndex, int index, int bonus, int[] tried, int triedCount) {
        if (earlierIndex < 0) {
            return;
        }
        int row = earlierIndex * size;
        updateContinuation(row + index, bonus);
        for (int i = 0; i < triedCount; i++) {
            updateContinuation(row + tried[i], -bonus);
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

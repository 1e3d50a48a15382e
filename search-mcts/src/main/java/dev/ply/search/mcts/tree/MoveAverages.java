package dev.ply.search.mcts.tree;

import java.util.Arrays;

/**
 * A worker's move averages for MAST (Finnsson and Björnsson 2008): each (player, move) pair's mean reward over the
 * play-outs it was played in, and the moves of the play-out under way until its result is in. An open-addressing
 * table of fixed size (a pair that finds it full is not recorded); the worker's own, so never shared.
 */
public final class MoveAverages {

    private static final int SLOTS = 1 << 16;
    private static final int MAX_ENTRIES = SLOTS / 2;

    private final long[] keys = new long[SLOTS];
    private final double[] sums = new double[SLOTS];
    private final int[] counts = new int[SLOTS];
    private int entries;
    private int[] pendingMoves = new int[256];
    private int[] pendingPlayers = new int[256];
    private int pending;

    /** Creates an empty table. */
    public MoveAverages() {
        Arrays.fill(keys, Long.MIN_VALUE);
    }

    private static long key(int player, int move) {
        return ((long) move << 1) | player;
    }

    private int slot(long key) {
        long z = key * 0x9E37_79B9_7F4A_7C15L;
        return (int) (z >>> 48);
    }

    /**
     * A pair's mean reward so far.
     *
     * @param player 0 or 1
     * @param move the move
     * @param unknown what to return for a pair never played
     * @return the mean, from that player's view
     */
    public double mean(int player, int move, double unknown) {
        long key = key(player, move);
        for (int i = slot(key); ; i = (i + 1) & (SLOTS - 1)) {
            if (keys[i] == key) {
                return sums[i] / counts[i];
            }
            if (keys[i] == Long.MIN_VALUE) {
                return unknown;
            }
        }
    }

    /**
     * Notes a move of the play-out under way.
     *
     * @param player 0 or 1
     * @param move the move
     */
    public void note(int player, int move) {
        if (pending == pendingMoves.length) {
            pendingMoves = Arrays.copyOf(pendingMoves, 2 * pending);
            pendingPlayers = Arrays.copyOf(pendingPlayers, 2 * pending);
        }
        pendingMoves[pending] = move;
        pendingPlayers[pending++] = player;
    }

    /**
     * Adds the play-out's result to every move it noted, from each mover's view, and forgets them.
     *
     * @param forPlayer0 the reward of player 0, in [0, 1]
     */
    public void finish(double forPlayer0) {
        for (int p = 0; p < pending; p++) {
            int player = pendingPlayers[p];
            long key = key(player, pendingMoves[p]);
            double value = player == 0 ? forPlayer0 : 1 - forPlayer0;
            for (int i = slot(key); ; i = (i + 1) & (SLOTS - 1)) {
                if (keys[i] == key) {
                    sums[i] += value;
                    counts[i]++;
                    break;
                }
                if (keys[i] == Long.MIN_VALUE) {
                    if (entries < MAX_ENTRIES) {
                        keys[i] = key;
                        sums[i] = value;
                        counts[i] = 1;
                        entries++;
                    }
                    break;
                }
            }
        }
        pending = 0;
    }
}

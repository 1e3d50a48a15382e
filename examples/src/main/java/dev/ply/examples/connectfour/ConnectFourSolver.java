package dev.ply.examples.connectfour;

import dev.ply.core.capability.ExactValues;
import java.util.Arrays;

/**
 * An exact solver of Connect Four positions: whether the side to move wins, draws or loses with perfect play (a weak
 * solution: the distance to the end is not asked for). It labels held-out positions for measuring what a learned
 * network plays, where the generic alpha-beta search takes minutes for a position a dozen plies in.
 *
 * <p>The search is negamax with alpha-beta over the three values, on two bitboards in {@link ConnectFourState}'s
 * layout (the mover's discs and all discs), with the methods of Pascal Pons' solver: a win on the next move is
 * seen without playing it, moves that let the opponent win at once are never searched (a double threat is a loss
 * at once), moves are tried in order of the threats they create and then from the centre outwards, and a
 * transposition table keeps each position's value or bound. Not thread-safe: one instance per thread.
 */
public final class ConnectFourSolver {

    private static final int HEIGHT = ConnectFour.ROWS;
    private static final int COLUMNS = ConnectFour.COLUMNS;
    private static final int STRIDE = HEIGHT + 1;
    private static final int CELLS = HEIGHT * COLUMNS;
    private static final long BOTTOM;
    private static final long BOARD;
    private static final int[] ORDER = {3, 2, 4, 1, 5, 0, 6};
    private static final byte LOWER = 1;
    private static final byte UPPER = 2;
    private static final byte EXACT = 3;

    static {
        long bottom = 0;
        for (int column = 0; column < COLUMNS; column++) {
            bottom |= 1L << (column * STRIDE);
        }
        BOTTOM = bottom;
        BOARD = bottom * ((1L << HEIGHT) - 1);
    }

    private final long[][] candidates = new long[CELLS + 1][COLUMNS];
    private final int[][] scores = new int[CELLS + 1][COLUMNS];
    private final long[] keys;
    private final byte[] values;
    private final byte[] kinds;
    private final int tableMask;
    private long nodes;
    /** The node count at which a limited search gives up. */
    private long limit = Long.MAX_VALUE;
    /** Whether the search under way passed {@link #limit}: its values are then meaningless and nothing is stored. */
    private boolean aborted;

    /** A solver with a table of 2^22 entries (about 40 MB). */
    public ConnectFourSolver() {
        this(22);
    }

    /**
     * A solver with a table of {@code 2^bits} entries.
     *
     * @param bits the table's size as a power of two, 10 to 28
     */
    public ConnectFourSolver(int bits) {
        if (bits < 10 || bits > 28) {
            throw new IllegalArgumentException("table bits must be in [10, 28], not " + bits);
        }
        keys = new long[1 << bits];
        values = new byte[1 << bits];
        kinds = new byte[1 << bits];
        tableMask = (1 << bits) - 1;
    }

    /**
     * The value of a position for its side to move.
     *
     * @param state the position
     * @return 1 (a win), 0 (a draw) or -1 (a loss); for a finished game, its result for the side to move
     */
    public int solve(ConnectFourState state) {
        if (state.isTerminal()) {
            return Integer.signum(state.outcome(state.toMove()));
        }
        return window(state, -1, 1);
    }

    /**
     * The value of a position for its side to move, if the search finds it within a budget. Where the budget runs
     * out, nothing the search found after that is kept in the table, so later searches stay exact.
     *
     * @param state the position
     * @param maxNodes the most positions to visit, at least 1
     * @return 1, 0 or -1 as {@link #solve} gives it, or {@link ExactValues#UNKNOWN} when the budget ran out first
     */
    public int solve(ConnectFourState state, long maxNodes) {
        if (maxNodes < 1) {
            throw new IllegalArgumentException("the budget must be at least 1 node, not " + maxNodes);
        }
        limit = nodes + maxNodes;
        aborted = false;
        try {
            int value = solve(state);
            return aborted ? ExactValues.UNKNOWN : value;
        } finally {
            limit = Long.MAX_VALUE;
            aborted = false;
        }
    }

    /** The value of a position not over, searched within the window: a bound where it falls outside. */
    private int window(ConnectFourState state, int alpha, int beta) {
        long mover = state.discs(state.toMove());
        long mask = state.discs(0) | state.discs(1);
        return negamax(mover, mask, Long.bitCount(mask), alpha, beta);
    }

    /**
     * The value of each column's move for the side to move: what it leads to with perfect play afterwards.
     *
     * @param state a position that is not over
     * @return per column, 1, 0 or -1 for the side to move, or {@link Integer#MIN_VALUE} for a full column
     */
    public int[] moveValues(ConnectFourState state) {
        int[] result = new int[COLUMNS];
        int[] moves = new int[COLUMNS];
        Arrays.fill(result, Integer.MIN_VALUE);
        int count = state.legalMoves(moves);
        for (int i = 0; i < count; i++) {
            state.play(moves[i]);
            result[moves[i]] = -solve(state);
            state.undo();
        }
        return result;
    }

    /**
     * The columns whose moves keep the position's exact value, found with less work than {@link #moveValues}: the
     * position is solved once, then each move is only tested against that value with a null window (in a lost
     * position every move keeps the value and none is searched again).
     *
     * @param state a position that is not over
     * @param keeps per column, set to whether its move keeps the value (false for a full column)
     * @return the position's value for the side to move: 1, 0 or -1
     * @throws IllegalArgumentException if {@code keeps} does not have one entry per column
     */
    public int bestColumns(ConnectFourState state, boolean[] keeps) {
        if (keeps.length != COLUMNS) {
            throw new IllegalArgumentException("one entry per column (" + COLUMNS + ") wanted, not " + keeps.length);
        }
        int value = solve(state);
        int[] moves = new int[COLUMNS];
        Arrays.fill(keeps, false);
        int count = state.legalMoves(moves);
        for (int i = 0; i < count; i++) {
            if (value == -1) {
                keeps[moves[i]] = true;
                continue;
            }
            state.play(moves[i]);
            // The move keeps the value when the opponent's value after it is at most -value.
            keeps[moves[i]] = state.isTerminal() ? Integer.signum(state.outcome(state.toMove())) <= -value
                    : window(state, -value, -value + 1) <= -value;
            state.undo();
        }
        return value;
    }

    /**
     * The positions searched so far.
     *
     * @return the node count
     */
    public long nodes() {
        return nodes;
    }

    /** Negamax over {-1, 0, 1} for the side whose discs are {@code mover}; neither side has four yet. */
    private int negamax(long mover, long mask, int moves, int alpha, int beta) {
        if (++nodes > limit) {
            aborted = true;
            return 0;
        }
        if (moves == CELLS) {
            return 0;
        }
        long possible = (mask + BOTTOM) & BOARD;
        if ((ConnectFourState.winningCells(mover, mask) & possible) != 0) {
            return 1;
        }
        long opponentWins = ConnectFourState.winningCells(mover ^ mask, mask);
        long forced = possible & opponentWins;
        if (forced != 0) {
            if (Long.bitCount(forced) > 1) {
                return -1;
            }
            possible = forced;
        }
        // Never play under a cell where the opponent would then win.
        possible &= ~(opponentWins >>> 1);
        if (possible == 0) {
            return -1;
        }
        if (moves >= CELLS - 2) {
            return 0; // neither side can complete a four in the last two moves without one showing above
        }
        long key = mover + mask;
        int slot = (int) (key ^ (key >>> 23)) & tableMask;
        if (keys[slot] == key) {
            int stored = values[slot];
            if (kinds[slot] == EXACT) {
                return stored;
            } else if (kinds[slot] == LOWER) {
                alpha = Math.max(alpha, stored);
            } else {
                beta = Math.min(beta, stored);
            }
            if (alpha >= beta) {
                return stored;
            }
        }
        long[] candidates = this.candidates[moves];
        int[] scores = this.scores[moves];
        int count = 0;
        for (int column : ORDER) {
            long move = possible & columnMask(column);
            if (move != 0) {
                int score = Long.bitCount(ConnectFourState.winningCells(mover | move, mask) & ~(mask | move));
                int at = count++;
                while (at > 0 && scores[at - 1] < score) {
                    candidates[at] = candidates[at - 1];
                    scores[at] = scores[at - 1];
                    at--;
                }
                candidates[at] = move;
                scores[at] = score;
            }
        }
        int best = -1;
        int originalAlpha = alpha;
        for (int i = 0; i < count; i++) {
            long child = mask | candidates[i];
            int value = -negamax(mover ^ mask, child, moves + 1, -beta, -alpha);
            if (aborted) {
                return 0;
            }
            if (value > best) {
                best = value;
            }
            if (value >= beta) {
                store(slot, key, value, LOWER);
                return value;
            }
            if (value > alpha) {
                alpha = value;
            }
        }
        if (best > originalAlpha) {
            store(slot, key, best, EXACT);
        } else {
            store(slot, key, alpha, UPPER);
        }
        return best;
    }

    private void store(int slot, long key, int value, byte kind) {
        keys[slot] = key;
        values[slot] = (byte) value;
        kinds[slot] = kind;
    }

    private static long columnMask(int column) {
        return ((1L << HEIGHT) - 1) << (column * STRIDE);
    }
}

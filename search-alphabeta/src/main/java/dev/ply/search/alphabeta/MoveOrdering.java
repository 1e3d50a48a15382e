package dev.ply.search.alphabeta;

import dev.ply.core.GameState;
import dev.ply.core.ZobristKeys;
import dev.ply.core.capability.CaptureValues;
import dev.ply.core.capability.MoveHistoryIndex;
import dev.ply.core.capability.TacticalMoves;

/**
 * Orders the moves of one node, lazily: the table move first, without looking at the others (it
 * often cuts off alone), then the rest by a key: winning tactical moves by most valuable victim / least
 * valuable attacker, the two killers, the countermove, quiet moves by history, and tactical moves that
 * lose material by static exchange last. Each move is then picked by a stable selection, so moves with
 * equal keys keep the game's generation order, and with every ordering switch off the order is exactly
 * the generation order.
 *
 * <p>Keys are kept per ply in preallocated arrays. Owned by one searching thread; never allocates.
 */
final class MoveOrdering {

    /** The size of the history tables of a game without its own move indices: moves are hashed into them. */
    static final int HASHED_HISTORY_SIZE = 1 << 14;

    static final int TABLE_MOVE = 1 << 30;
    static final int GOOD_TACTICAL = 1 << 29;
    static final int KILLER_1 = (1 << 28) + 2;
    static final int KILLER_2 = (1 << 28) + 1;
    static final int COUNTER_MOVE = 1 << 28;
    static final int BAD_TACTICAL = -(1 << 29);
    /** Bad tactical moves are keyed {@code BAD_TACTICAL + EXCHANGE_OFFSET + exchange}, least bad first. */
    private static final int EXCHANGE_OFFSET = 1 << 24;
    /** After this many picks at a node the rest of its moves are sorted at once instead of picked one by one. */
    private static final int PICKS_BEFORE_SORT = 3;

    private final EngineConfig config;
    private final MoveHistory history;
    private final int[][] keys;
    private final int[] scoredFrom;
    private final int[] sortedFrom;
    private final int hashedIndexMask;
    private TacticalMoves tactical;
    private CaptureValues hints;
    private MoveHistoryIndex historyIndexes;

    /**
     * Allocates the keys.
     *
     * @param config which orderings are on
     * @param history the thread's killers, history and countermoves
     * @param maxPly the deepest ply
     * @param maxMoves the game's {@code maxMoves()}
     * @param hashedIndexSize the history size for games without hints; a power of two
     */
    MoveOrdering(EngineConfig config, MoveHistory history, int maxPly, int maxMoves, int hashedIndexSize) {
        this.config = config;
        this.history = history;
        this.keys = new int[maxPly + 2][maxMoves];
        this.scoredFrom = new int[maxPly + 2];
        this.sortedFrom = new int[maxPly + 2];
        this.hashedIndexMask = hashedIndexSize - 1;
    }

    /** Binds the capabilities of the position being searched (any may be {@code null}). */
    void bind(TacticalMoves tacticalMoves, CaptureValues captureValues, MoveHistoryIndex moveIndexes) {
        this.tactical = tacticalMoves;
        this.hints = captureValues;
        this.historyIndexes = moveIndexes;
    }

    /**
     * The history index of a legal move of the current position.
     *
     * @param move the move
     * @return the game's index, or a hash of the move for games without a {@link MoveHistoryIndex}
     */
    int historyIndex(int move) {
        if (historyIndexes != null) {
            return historyIndexes.historyIndex(move);
        }
        long z = (move + 1L) * ZobristKeys.GOLDEN_GAMMA;
        return (int) ((z ^ (z >>> 29)) & hashedIndexMask);
    }

    /** Whether the game gives victim values and static exchange evaluation. */
    boolean hasHints() {
        return hints != null;
    }

    /**
     * The value of what a move captures.
     *
     * @param move a legal move of the current position
     * @return the game's victim value; 0 without hints
     */
    int victimValue(int move) {
        return hints == null ? 0 : hints.victimValue(move);
    }

    /**
     * The value of the piece a move moves.
     *
     * @param move a legal move of the current position
     * @return the game's attacker value; 0 without hints
     */
    int attackerValue(int move) {
        return hints == null ? 0 : hints.attackerValue(move);
    }

    /**
     * The static exchange evaluation of a move.
     *
     * @param move a legal move of the current position
     * @return the material the side to move gains; 0 without hints
     */
    int staticExchange(int move) {
        return hints == null ? 0 : hints.staticExchange(move);
    }

    /**
     * Whether a move is tactical for the game (a capture or promotion in chess).
     *
     * @param move a legal move of the current position
     * @return {@code false} for games without tactical moves
     */
    boolean isTactical(int move) {
        return tactical != null && tactical.isTactical(move);
    }

    /**
     * Starts ordering the moves of a node: moves the table move, if it is among them, to the front.
     *
     * @param ply the node's ply
     * @param moves the node's moves, reordered in place
     * @param count how many
     * @param tableMove the table's move, or {@link GameState#NO_MOVE}
     * @return whether the table move was found and is now first
     */
    boolean start(int ply, int[] moves, int count, int tableMove) {
        scoredFrom[ply] = 0;
        sortedFrom[ply] = Integer.MAX_VALUE;
        if (tableMove == GameState.NO_MOVE) {
            return false;
        }
        for (int i = 0; i < count; i++) {
            if (moves[i] == tableMove) {
                System.arraycopy(moves, 0, moves, 1, i);
                moves[0] = tableMove;
                keys[ply][0] = TABLE_MOVE;
                scoredFrom[ply] = 1;
                return true;
            }
        }
        return false;
    }

    /**
     * The key of the move picked at position {@code i} by {@link #pick}.
     *
     * @param ply the node's ply
     * @param i the position
     * @return the ordering key; 0 when moves are not ordered
     */
    int key(int ply, int i) {
        return keys[ply][i];
    }

    /**
     * Brings the next move to position {@code i} and returns it. The first call past the table move scores
     * the remaining moves.
     *
     * @param ply the node's ply
     * @param moves the node's moves
     * @param i the position to fill; positions before it are done
     * @param count how many moves
     * @param side the side to move
     * @param previousIndex the history index of the opponent's last move, or -1
     * @param followIndex the history index of the side to move's own last move (two plies back), or -1
     * @return {@code moves[i]} after the selection
     */
    int pick(int ply, int[] moves, int i, int count, int side, int previousIndex, int followIndex) {
        int[] k = keys[ply];
        if (i == scoredFrom[ply] && i < count) {
            if (!config.ordersMoves()) {
                for (int j = i; j < count; j++) {
                    k[j] = 0;
                }
                scoredFrom[ply] = count;
                sortedFrom[ply] = i;
                return moves[i];
            }
            score(ply, moves, i, count, side, previousIndex, followIndex);
            scoredFrom[ply] = count;
        }
        if (i >= sortedFrom[ply]) {
            return moves[i];
        }
        if (i == 0 && k[0] == TABLE_MOVE && scoredFrom[ply] == 1) {
            return moves[0];
        }
        if (i >= PICKS_BEFORE_SORT) {
            // Most nodes cut off within the first moves, for which picking the best is cheapest; a node that
            // gets this far is likely to try them all, so the rest are sorted once.
            sortStable(moves, k, i, count);
            sortedFrom[ply] = i;
            return moves[i];
        }
        int bestAt = i;
        int bestKey = k[i];
        for (int j = i + 1; j < count; j++) {
            if (k[j] > bestKey) {
                bestKey = k[j];
                bestAt = j;
            }
        }
        if (bestAt != i) {
            // Shift rather than swap, so that equal keys keep the generation order.
            int move = moves[bestAt];
            System.arraycopy(moves, i, moves, i + 1, bestAt - i);
            System.arraycopy(k, i, k, i + 1, bestAt - i);
            moves[i] = move;
            k[i] = bestKey;
        }
        return moves[i];
    }

    /** Insertion sort by key, highest first, keeping the order of equal keys. */
    private static void sortStable(int[] moves, int[] k, int from, int count) {
        for (int j = from + 1; j < count; j++) {
            int key = k[j];
            int move = moves[j];
            int at = j - 1;
            while (at >= from && k[at] < key) {
                k[at + 1] = k[at];
                moves[at + 1] = moves[at];
                at--;
            }
            k[at + 1] = key;
            moves[at + 1] = move;
        }
    }

    private void score(int ply, int[] moves, int from, int count, int side, int previousIndex, int followIndex) {
        int[] k = keys[ply];
        int killer1 = config.killers() ? history.killer1(ply) : GameState.NO_MOVE;
        int killer2 = config.killers() ? history.killer2(ply) : GameState.NO_MOVE;
        int counter = config.counterMoves() ? history.counterMove(1 - side, previousIndex) : GameState.NO_MOVE;
        for (int j = from; j < count; j++) {
            int move = moves[j];
            if (config.captureOrdering() && isTactical(move)) {
                k[j] = tacticalKey(move, side);
            } else if (move == killer1) {
                k[j] = KILLER_1;
            } else if (move == killer2) {
                k[j] = KILLER_2;
            } else if (move == counter) {
                k[j] = COUNTER_MOVE;
            } else {
                int index = historyIndex(move);
                k[j] = history.quietScore(config.history(), side, index, previousIndex, followIndex);
            }
        }
    }

    /**
     * The ordering key of a tactical move: most valuable victim first, then least valuable attacker (or, with capture
     * history, its score, which can reorder victims of close value); below every quiet move if it loses material by
     * static exchange.
     */
    private int tacticalKey(int move, int side) {
        if (hints == null) {
            return GOOD_TACTICAL;
        }
        int victim = hints.victimValue(move);
        int attacker = hints.attackerValue(move);
        if (victim < attacker) {
            int exchange = hints.staticExchange(move);
            if (exchange < 0) {
                return BAD_TACTICAL + EXCHANGE_OFFSET + Math.max(exchange, -EXCHANGE_OFFSET + 1);
            }
        }
        int learned = history.hasCaptureHistory()
                ? history.captureScore(history.captureSlot(side, historyIndex(move), victim)) : 0;
        return GOOD_TACTICAL + Math.min(victim, 100_000) * 1024 - Math.min(attacker, 1023) + learned;
    }

    /**
     * Orders the tactical moves of a quiescence node by MVV-LVA only: the table move first, and no
     * static exchange (quiescence prunes losing captures itself).
     *
     * @param ply the node's ply
     * @param moves the moves
     * @param count how many
     * @param tableMove the table's move, or {@link GameState#NO_MOVE}
     */
    void startQuiescence(int ply, int[] moves, int count, int tableMove) {
        int[] k = keys[ply];
        for (int j = 0; j < count; j++) {
            int move = moves[j];
            if (move == tableMove) {
                k[j] = TABLE_MOVE;
            } else if (config.captureOrdering() && hints != null) {
                k[j] = Math.min(hints.victimValue(move), 100_000) * 1024 - Math.min(hints.attackerValue(move), 1023);
            } else {
                k[j] = 0;
            }
        }
        scoredFrom[ply] = count;
        sortedFrom[ply] = Integer.MAX_VALUE;
    }

    /**
     * The static exchange evaluation of the move picked at position {@code i}, taken from its ordering key
     * when scoring computed it.
     *
     * @param ply the node's ply
     * @param i the move's position
     * @param move the move
     * @return the exchange's value; 0 for a tactical move known not to lose material
     */
    int exchangeOf(int ply, int i, int move) {
        int key = keys[ply][i];
        if (config.captureOrdering() && key != TABLE_MOVE) {
            if (key >= GOOD_TACTICAL && key < TABLE_MOVE) {
                return 0;
            }
            if (key >= BAD_TACTICAL && key < BAD_TACTICAL + 2 * EXCHANGE_OFFSET) {
                return key - BAD_TACTICAL - EXCHANGE_OFFSET;
            }
        }
        return staticExchange(move);
    }

    /**
     * Whether a key marks a killer or the countermove.
     *
     * @param key a key from {@link #key}
     * @return {@code true} for a refutation of an earlier line
     */
    static boolean isRefutation(int key) {
        return key >= COUNTER_MOVE && key <= KILLER_1;
    }
}

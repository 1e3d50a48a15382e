package dev.ply.search.alphabeta;

import dev.ply.core.GameState;
import dev.ply.core.search.Scores;
import dev.ply.core.search.SearchTracer;
import dev.ply.core.search.support.SearchCounters;
import dev.ply.core.tt.TranspositionTable;

/**
 * The transposition table as one searching thread reads and writes it (steps 4, 6 and 11 of {@link SearchWorker}'s
 * search, Q2 and Q7 of its quiescence): an entry's cut-off of a window, the static evaluation corrected by an
 * entry's bound, and a node's result stored as the bound its window makes it. Forced results are stored relative to
 * the node, not the root, so that they stay true in other lines. Without a table every probe misses and nothing is
 * stored.
 */
final class TableScores {

    /** The table depth of a proven entry: the largest depth an entry holds. */
    static final int PROVEN_DEPTH = 127;
    /** No score: no cut-off. */
    static final int NO_SCORE = Integer.MIN_VALUE;

    private final TranspositionTable table;
    private final boolean distanceScoring;

    /**
     * Reads and writes a table.
     *
     * @param table the shared table, or {@code null}
     * @param distanceScoring whether scores count the distance to a forced result ({@link EngineConfig})
     */
    TableScores(TranspositionTable table, boolean distanceScoring) {
        this.table = table;
        this.distanceScoring = distanceScoring;
    }

    /** The table itself, or {@code null}. */
    TranspositionTable table() {
        return table;
    }

    /** Whether there is a table. */
    boolean exists() {
        return table != null;
    }

    /** The key a position is stored under; 0 without a table. */
    long key(GameState state) {
        return table == null ? 0 : state.hash();
    }

    /** The entry stored under a key, counted, or {@link TranspositionTable#MISS}. */
    long probe(SearchCounters counters, long key) {
        return table == null ? TranspositionTable.MISS : counters.probe(table, key);
    }

    /** The move an entry holds, or {@link GameState#NO_MOVE}. */
    static int move(long entry) {
        return entry == TranspositionTable.MISS ? GameState.NO_MOVE : TranspositionTable.move(entry);
    }

    /** Whether an entry holds a proven value (its subtree was searched to the end of the game). */
    static boolean proven(long entry) {
        return TranspositionTable.depth(entry) >= PROVEN_DEPTH;
    }

    /**
     * The score of an entry that is deep enough and whose bound settles the window (a table cut-off), or
     * {@link #NO_SCORE}. An exhaustive search takes only proven entries.
     */
    int cutoff(long entry, int depth, int ply, int alpha, int beta, boolean exhaustive) {
        if (entry == TranspositionTable.MISS) {
            return NO_SCORE;
        }
        int tableDepth = TranspositionTable.depth(entry);
        int score = fromTable(TranspositionTable.score(entry), ply);
        if (tableDepth < depth || !TranspositionTable.settles(TranspositionTable.bound(entry), score, alpha, beta)
                || exhaustive && tableDepth < PROVEN_DEPTH) {
            return NO_SCORE;
        }
        return score;
    }

    /**
     * The bound a singular search tests against: the entry's score less a margin, for an entry at most three plies
     * shallower than the node whose score is a lower bound (or exact) and not a win or loss; else {@link #NO_SCORE}.
     */
    int singularBeta(long entry, int depth, int ply, int margin) {
        if (entry == TranspositionTable.MISS || TranspositionTable.depth(entry) < depth - 3
                || TranspositionTable.bound(entry) == TranspositionTable.BOUND_UPPER) {
            return NO_SCORE;
        }
        int score = fromTable(TranspositionTable.score(entry), ply);
        return Scores.isDecisive(score) ? NO_SCORE : score - margin;
    }

    /**
     * Whether an entry at least as deep as ProbCut's search already says the node's value is below ProbCut's raised
     * bound (an upper bound or an exact score under it), so that ProbCut need not look.
     */
    boolean belowProbCut(long entry, int tableDepth, int ply, int probCutBeta) {
        return entry != TranspositionTable.MISS && TranspositionTable.depth(entry) >= tableDepth
                && TranspositionTable.bound(entry) != TranspositionTable.BOUND_LOWER
                && fromTable(TranspositionTable.score(entry), ply) < probCutBeta;
    }

    /** The static evaluation, replaced by the entry's score where that bound is tighter. */
    int corrected(int eval, int ply, long entry) {
        if (entry == TranspositionTable.MISS) {
            return eval;
        }
        int score = fromTable(TranspositionTable.score(entry), ply);
        int bound = TranspositionTable.bound(entry);
        boolean tighter = bound == TranspositionTable.BOUND_EXACT
                || bound == TranspositionTable.BOUND_LOWER && score > eval
                || bound == TranspositionTable.BOUND_UPPER && score < eval;
        return tighter && !Scores.isDecisive(score) ? score : eval;
    }

    /** A node's result into the table, exact or as the bound the window makes it. */
    void store(long key, int bestMove, int best, int ply, int tableDepth, int originalAlpha, int beta) {
        if (table == null) {
            return;
        }
        int bound = best <= originalAlpha ? TranspositionTable.BOUND_UPPER
                : best >= beta ? TranspositionTable.BOUND_LOWER : TranspositionTable.BOUND_EXACT;
        table.store(key, bestMove, toTable(best, ply), tableDepth, bound);
    }

    /** An entry's bound as the tracer names it. */
    static SearchTracer.Bound traced(long entry) {
        int bound = TranspositionTable.bound(entry);
        return bound == TranspositionTable.BOUND_EXACT ? SearchTracer.Bound.EXACT
                : bound == TranspositionTable.BOUND_LOWER ? SearchTracer.Bound.LOWER : SearchTracer.Bound.UPPER;
    }

    private int toTable(int score, int ply) {
        if (!distanceScoring || !Scores.isDecisive(score)) {
            return score;
        }
        return score > 0 ? score + ply : score - ply;
    }

    private int fromTable(int score, int ply) {
        if (!distanceScoring || !Scores.isDecisive(score)) {
            return score;
        }
        return score > 0 ? score - ply : score + ply;
    }
}

package dev.ply.search.alphabeta;

import dev.ply.core.search.Scores;
import java.util.Arrays;

/**
 * Correction history (option {@code corrhist}): for each side to move and each bucket of a {@link
 * dev.ply.core.capability.StructureKey}, a running mean of how far the search's results at nodes of that structure
 * differed from their static evaluation, which then corrects the static evaluation that pruning decisions read. An
 * evaluation that misjudges a pawn structure (a weak pawn it overrates, a passer it underrates) misjudges it in every
 * position with that structure, so the search's own results teach the correction as the game goes on. One per
 * search thread, like the move histories; kept from move to move within a game.
 *
 * <p>Each entry holds the mean in {@value #GRAIN}ths of an evaluation unit. A node's result moves it by a weight
 * that grows with the node's depth (deeper results are surer), and the mean is held within a pawn either side.
 */
final class CorrectionHistory {

    /** Fractions of an evaluation unit an entry keeps. */
    private static final int GRAIN = 256;
    /** The key's bits that pick a bucket. */
    private static final int BITS = 14;
    /** Buckets per side. */
    private static final int SIZE = 1 << BITS;
    /** The weights' denominator: a node of depth {@code d} moves the mean by {@code min(d + 1, 16) / 256} of the gap. */
    private static final int WEIGHT_SCALE = 256;
    private static final int MAX_WEIGHT = 16;

    private final int[] entries = new int[2 * SIZE];
    /** The largest correction, a pawn, in {@link #GRAIN}ths. */
    private final int limit;

    /**
     * Creates an empty history.
     *
     * @param pawn the evaluator's pawn, the largest correction
     */
    CorrectionHistory(int pawn) {
        this.limit = Math.max(1, pawn) * GRAIN;
    }

    private static int index(int side, long key) {
        // The key's high bits pick the bucket: a structure key is a hash, so they are as good as any.
        return (side & 1) * SIZE + (int) (key >>> (Long.SIZE - BITS));
    }

    /**
     * The evaluation corrected by what the history learned for the structure; a decisive evaluation is left as it is.
     *
     * @param side the side to move, 0 or 1
     * @param key the position's structure key
     * @param eval the static evaluation, from the side to move's view
     * @return the corrected evaluation
     */
    int corrected(int side, long key, int eval) {
        if (Scores.isDecisive(eval)) {
            return eval;
        }
        int value = eval + entries[index(side, key)] / GRAIN;
        return Math.max(-Scores.WIN_THRESHOLD + 1, Math.min(Scores.WIN_THRESHOLD - 1, value));
    }

    /**
     * Moves the structure's mean toward a node's result.
     *
     * @param side the side to move at the node
     * @param key the node's structure key
     * @param depth the node's depth
     * @param gap the node's result less its static evaluation before correction
     */
    void update(int side, long key, int depth, int gap) {
        int i = index(side, key);
        long target = Math.max(-limit, Math.min(limit, (long) gap * GRAIN));
        int weight = Math.min(Math.max(depth, 0) + 1, MAX_WEIGHT);
        long mean = ((long) entries[i] * (WEIGHT_SCALE - weight) + target * weight) / WEIGHT_SCALE;
        entries[i] = (int) Math.max(-limit, Math.min(limit, mean));
    }

    /** Forgets everything: a new game. */
    void clear() {
        Arrays.fill(entries, 0);
    }
}

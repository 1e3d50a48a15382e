package dev.ply.search.alphabeta;

import dev.ply.core.search.Scores;

/**
 * Every margin, depth bound and reduction of the alpha-beta search in one place, so that a tuner finds
 * them together and a reader sees the numbers by name. Margins are written in centipawns and scaled by
 * the evaluator's unit ({@link EngineConfig#margin(int)}: a game whose evaluator counts a clear advantage
 * in other units is pruned in proportion). They are the usual values of chess engines; {@code
 * bench/README.md} gives the strength Ply's chess engine reaches with them.
 *
 * <p>Each method is small and static in what it reads, so the JIT inlines it into the node loop.
 */
final class Pruning {

    /** Reverse futility pruning applies at this depth and below. */
    static final int REVERSE_FUTILITY_DEPTH = 8;
    /** Reverse futility margin per ply of remaining depth, in centipawns. */
    static final int REVERSE_FUTILITY_PER_PLY = 75;
    /** Futility pruning of quiet moves applies at this depth and below. */
    static final int FUTILITY_DEPTH = 7;
    /** Futility margin at depth 0, in centipawns. */
    static final int FUTILITY_BASE = 80;
    /** Futility margin per ply of remaining depth, in centipawns. */
    static final int FUTILITY_PER_PLY = 80;
    /** Late move pruning applies at this depth and below. */
    static final int LATE_MOVE_DEPTH = 8;
    /** Pruning of captures that lose material by static exchange applies at this depth and below. */
    static final int SEE_DEPTH = 6;
    /** The material a capture may lose by static exchange per ply of depth before it is pruned, in centipawns. */
    static final int SEE_PER_PLY = 100;
    /** Null move pruning needs at least this much depth. */
    static final int NULL_MOVE_DEPTH = 2;
    /** The null move's base reduction, in plies. */
    static final int NULL_MOVE_BASE_REDUCTION = 3;
    /** One more ply of null move reduction per this many plies of depth. */
    static final int NULL_MOVE_DEPTH_DIVISOR = 4;
    /** One more ply of null move reduction per this much evaluation above beta, in centipawns (at most 3). */
    static final int NULL_MOVE_EVAL_STEP = 200;
    /** Internal iterative reduction: a node without a table move loses a ply from this depth on. */
    static final int INTERNAL_REDUCTION_DEPTH = 4;
    /** Late move reductions apply from this depth on. */
    static final int LATE_REDUCTION_DEPTH = 3;

    /** Delta pruning in quiescence: a capture whose victim and this margin leave alpha out of reach is skipped. */
    static final int DELTA_MARGIN = 200;

    /** Late move reductions by depth and move number: 0.75 + ln(depth) ln(moves) / 2.25. */
    private static final int[][] REDUCTIONS = new int[64][64];

    static {
        for (int depth = 1; depth < 64; depth++) {
            for (int moves = 1; moves < 64; moves++) {
                REDUCTIONS[depth][moves] = (int) (0.75 + Math.log(depth) * Math.log(moves) / 2.25);
            }
        }
    }

    private final EngineConfig config;

    Pruning(EngineConfig config) {
        this.config = config;
    }

    /** How far the static evaluation must exceed beta for reverse futility pruning to return it. */
    int reverseFutilityMargin(int depth, boolean improving) {
        return config.margin(REVERSE_FUTILITY_PER_PLY * (improving ? depth - 1 : depth));
    }

    /** Step 7's test: whether a shallow node's evaluation is so far above beta that the node fails high. */
    boolean reverseFutility(int depth, int beta, int eval, boolean improving) {
        return config.reverseFutility() && depth <= REVERSE_FUTILITY_DEPTH && !Scores.isDecisive(beta)
                && eval - reverseFutilityMargin(depth, improving) >= beta;
    }

    /** The plies a null move search is reduced by, beyond the ply the null move takes. */
    int nullMoveReduction(int depth, int eval, int beta) {
        return NULL_MOVE_BASE_REDUCTION + depth / NULL_MOVE_DEPTH_DIVISOR
                + Math.min((eval - beta) / Math.max(1, config.margin(NULL_MOVE_EVAL_STEP)), 3);
    }

    /** The quiet moves searched before the rest are pruned as late moves. */
    static int lateMoveCount(int depth, boolean improving) {
        return (3 + depth * depth) / (improving ? 1 : 2);
    }

    /** The static exchange below which a capture is pruned. */
    int seeThreshold(int depth) {
        return -config.margin(SEE_PER_PLY * depth);
    }

    /** What a quiet move's static evaluation plus this margin must reach to be searched near the horizon. */
    int futilityMargin(int depth) {
        return config.margin(FUTILITY_BASE + FUTILITY_PER_PLY * depth);
    }

    /**
     * The late move reduction of a quiet move: the table's, one less in PV nodes and for refutations, one
     * more when the position is not improving, less for moves with a good history; never below 0 nor so
     * deep that the reduced search would have no depth left.
     *
     * @param depth the node's remaining depth
     * @param searched the moves already searched at the node
     * @param pvNode whether the node has an open window
     * @param improving whether the static evaluation rose since the side's last move
     * @param refutation whether the move is a killer or counter move
     * @param historyScore the move's history score, up to {@link MoveHistory#MAX}; 0 without history
     * @param newDepth the depth the child would be searched to unreduced
     * @return the reduction in plies
     */
    static int lateMoveReduction(int depth, int searched, boolean pvNode, boolean improving, boolean refutation,
            int historyScore, int newDepth) {
        int reduction = REDUCTIONS[Math.min(depth, 63)][Math.min(searched, 63)];
        if (pvNode) {
            reduction--;
        }
        if (!improving) {
            reduction++;
        }
        if (refutation) {
            reduction--;
        }
        reduction -= historyScore / (MoveHistory.MAX / 2);
        return Math.max(0, Math.min(reduction, newDepth - 1));
    }

    /** What stand pat plus the victim's value must reach for quiescence to search a capture. */
    int deltaMargin() {
        return config.margin(DELTA_MARGIN);
    }

    /**
     * Step 10e's test: whether a move may be reduced at all. Late move reductions are on, the node is deep enough,
     * the moves searched at full depth are behind, the move is quiet (not tactical, not a check, not out of check),
     * and the window holds no win that a reduced search could miss a shorter one of.
     */
    boolean mayReduce(int depth, int searched, boolean pvNode, boolean quiet, int alpha) {
        return config.lateMoveReductions() && quiet && depth >= LATE_REDUCTION_DEPTH
                && searched >= movesBeforeReductions(pvNode) && !ShortWins.seeksShorterWin(alpha);
    }

    /** The moves searched at full depth before late move reductions begin. */
    static int movesBeforeReductions(boolean pvNode) {
        return pvNode ? 3 : 2;
    }
}

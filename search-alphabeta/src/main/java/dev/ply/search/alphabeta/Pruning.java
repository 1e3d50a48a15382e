package dev.ply.search.alphabeta;

import dev.ply.core.search.Scores;

/**
 * Every margin, depth bound and reduction of the alpha-beta search in one place, so that a tuner finds
 * them together and a reader sees the numbers by name. Each is an option of the search
 * ({@link AlphaBeta#PARAMETERS}, such as {@code futility-base}), read once when the search is made, so
 * {@code ply spsa} tunes them by name. Margins are written in centipawns and scaled by
 * the evaluator's unit ({@link EngineConfig#margin(int)}: a game whose evaluator counts a clear advantage
 * in other units is pruned in proportion). They are the usual values of chess engines; {@code
 * bench/README.md} gives the strength Ply's chess engine reaches with them.
 *
 * <p>Each method is small and reads final fields, so the JIT inlines it into the node loop.
 */
final class Pruning {

    private final EngineConfig config;
    /** Reverse futility pruning applies at this depth and below. */
    private final int reverseFutilityDepth;
    /** Reverse futility margin per ply of remaining depth, in centipawns. */
    private final int reverseFutilityPerPly;
    /** Futility pruning of quiet moves applies at this depth and below. */
    private final int futilityDepth;
    /** Futility margin at depth 0, in centipawns. */
    private final int futilityBase;
    /** Futility margin per ply of remaining depth, in centipawns. */
    private final int futilityPerPly;
    /** Late move pruning applies at this depth and below. */
    private final int lateMoveDepth;
    /** Pruning of captures that lose material by static exchange applies at this depth and below. */
    private final int seeDepth;
    /** The material a capture may lose by static exchange per ply of depth before it is pruned, in centipawns. */
    private final int seePerPly;
    /** The material a quiet move may lose by static exchange per ply of depth before it is pruned, in centipawns. */
    private final int quietSeePerPly;
    /** Null move pruning needs at least this much depth. */
    private final int nullMoveDepth;
    /** The null move's base reduction, in plies. */
    private final int nullMoveBaseReduction;
    /** One more ply of null move reduction per this many plies of depth. */
    private final int nullMoveDepthDivisor;
    /** One more ply of null move reduction per this much evaluation above beta, in centipawns (at most 3). */
    private final int nullMoveEvalStep;
    /** Internal iterative reduction: a node without a table move loses a ply from this depth on. */
    private final int internalReductionDepth;
    /** Late move reductions apply from this depth on. */
    private final int lateReductionDepth;
    /** Delta pruning in quiescence: a capture whose victim and this margin leave alpha out of reach is skipped. */
    private final int deltaMargin;
    /** Singular extensions apply from this remaining depth on. */
    private final int singularDepth;
    /** The singular search's margin below the table's score per ply of depth, in centipawns. */
    private final int singularPerPly;
    /** Plies the table move loses when it is not singular but its table score beats beta. */
    private final int negativeExtension;
    /** ProbCut applies from this remaining depth on. */
    private final int probCutDepth;
    /** How far above beta ProbCut's shallower search must reach, in centipawns. */
    private final int probCutMargin;
    /** How much less that margin is where the evaluation is improving, in centipawns. */
    private final int probCutImproving;
    /** Late move reductions' extra plies in an expected cut node. */
    private final int cutNodeReduction;
    /** Late move reductions' extra plies once the table's move, a capture, was searched first. */
    private final int tableCaptureReduction;
    /** Late move reductions by depth and move number: base + ln(depth) ln(moves) / divisor (0.75 and 2.25). */
    private final int[][] reductions = new int[64][64];

    Pruning(EngineConfig config) {
        this.config = config;
        reverseFutilityDepth = config.parameter(AlphaBeta.RFP_DEPTH);
        reverseFutilityPerPly = config.parameter(AlphaBeta.RFP_MARGIN);
        futilityDepth = config.parameter(AlphaBeta.FUTILITY_DEPTH);
        futilityBase = config.parameter(AlphaBeta.FUTILITY_BASE);
        futilityPerPly = config.parameter(AlphaBeta.FUTILITY_MARGIN);
        lateMoveDepth = config.parameter(AlphaBeta.LMP_DEPTH);
        seeDepth = config.parameter(AlphaBeta.SEE_DEPTH);
        seePerPly = config.parameter(AlphaBeta.SEE_MARGIN);
        quietSeePerPly = config.parameter(AlphaBeta.SEE_QUIET_MARGIN);
        nullMoveDepth = config.parameter(AlphaBeta.NMP_DEPTH);
        nullMoveBaseReduction = config.parameter(AlphaBeta.NMP_REDUCTION);
        nullMoveDepthDivisor = config.parameter(AlphaBeta.NMP_DIVISOR);
        nullMoveEvalStep = config.parameter(AlphaBeta.NMP_EVAL_STEP);
        internalReductionDepth = config.parameter(AlphaBeta.IIR_DEPTH);
        lateReductionDepth = config.parameter(AlphaBeta.LMR_DEPTH);
        deltaMargin = config.parameter(AlphaBeta.DELTA_MARGIN);
        singularDepth = config.parameter(AlphaBeta.SE_DEPTH);
        singularPerPly = config.parameter(AlphaBeta.SE_MARGIN);
        negativeExtension = config.parameter(AlphaBeta.SE_NEGATIVE);
        cutNodeReduction = config.parameter(AlphaBeta.LMR_CUTNODE);
        tableCaptureReduction = config.parameter(AlphaBeta.LMR_TTCAPTURE);
        probCutDepth = config.parameter(AlphaBeta.PROBCUT_DEPTH);
        probCutMargin = config.parameter(AlphaBeta.PROBCUT_MARGIN);
        probCutImproving = config.parameter(AlphaBeta.PROBCUT_IMPROVING);
        double base = config.parameter(AlphaBeta.LMR_BASE) / 100.0;
        double divisor = config.parameter(AlphaBeta.LMR_DIVISOR) / 100.0;
        for (int depth = 1; depth < 64; depth++) {
            for (int moves = 1; moves < 64; moves++) {
                reductions[depth][moves] = (int) (base + Math.log(depth) * Math.log(moves) / divisor);
            }
        }
    }

    /** Singular extensions apply from this remaining depth on. */
    int singularDepth() {
        return singularDepth;
    }

    /** How far below the table's score the search without the table move must fail for the move to be singular. */
    int singularMargin(int depth) {
        return config.margin(singularPerPly * depth);
    }

    /** Plies the table move loses when it is not singular but its table score beats beta ({@code se-negative}). */
    int negativeExtension() {
        return negativeExtension;
    }

    /** ProbCut applies from this remaining depth on. */
    int probCutDepth() {
        return probCutDepth;
    }

    /** ProbCut's search of a capture's position is this many plies shallower than the node (a child's is one). */
    static int probCutReduction() {
        return 4;
    }

    /** The raised bound ProbCut's captures must reach: beta plus the margin, less where the evaluation improves. */
    int probCutBeta(int beta, boolean improving) {
        return beta + config.margin(probCutMargin - (improving ? probCutImproving : 0));
    }

    /** Internal iterative reduction applies from this remaining depth on. */
    int internalReductionDepth() {
        return internalReductionDepth;
    }

    /** Null move pruning applies from this remaining depth on. */
    int nullMoveDepth() {
        return nullMoveDepth;
    }

    /** Pruning of captures losing by static exchange applies at this remaining depth and below. */
    int seeDepth() {
        return seeDepth;
    }

    /** Futility pruning of quiet moves applies at this remaining depth and below. */
    int futilityDepth() {
        return futilityDepth;
    }

    /** Step 10a's test: whether enough quiet moves were searched at a shallow node for the rest to be pruned. */
    boolean lateMovePrunes(int depth, int searched, boolean improving) {
        return depth <= lateMoveDepth && searched >= lateMoveCount(depth, improving);
    }

    /** How far the static evaluation must exceed beta for reverse futility pruning to return it. */
    int reverseFutilityMargin(int depth, boolean improving) {
        return config.margin(reverseFutilityPerPly * (improving ? depth - 1 : depth));
    }

    /** Step 7's test: whether a shallow node's evaluation is so far above beta that the node fails high. */
    boolean reverseFutility(int depth, int beta, int eval, boolean improving) {
        return config.reverseFutility() && depth <= reverseFutilityDepth && !Scores.isDecisive(beta)
                && eval - reverseFutilityMargin(depth, improving) >= beta;
    }

    /** The plies a null move search is reduced by, beyond the ply the null move takes. */
    int nullMoveReduction(int depth, int eval, int beta) {
        return nullMoveBaseReduction + depth / nullMoveDepthDivisor
                + Math.min((eval - beta) / Math.max(1, config.margin(nullMoveEvalStep)), 3);
    }

    /** The quiet moves searched before the rest are pruned as late moves. */
    static int lateMoveCount(int depth, boolean improving) {
        return (3 + depth * depth) / (improving ? 1 : 2);
    }

    /** The static exchange below which a capture is pruned. */
    int seeThreshold(int depth) {
        return -config.margin(seePerPly * depth);
    }

    /** The static exchange below which a quiet move is pruned at this remaining depth ({@code seequiet}). */
    int quietSeeThreshold(int depth) {
        return -config.margin(quietSeePerPly * depth);
    }

    /** What a quiet move's static evaluation plus this margin must reach to be searched near the horizon. */
    int futilityMargin(int depth) {
        return config.margin(futilityBase + futilityPerPly * depth);
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
     * @param nodeReduction the node's own extra plies ({@link #cutNodeReduction}, {@link #tableCaptureReduction})
     * @param newDepth the depth the child would be searched to unreduced
     * @return the reduction in plies
     */
    int lateMoveReduction(int depth, int searched, boolean pvNode, boolean improving, boolean refutation,
            int historyScore, int nodeReduction, int newDepth) {
        int reduction = reductions[Math.min(depth, 63)][Math.min(searched, 63)] + nodeReduction;
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

    /** Late move reductions' extra plies at a node expected to fail high ({@code lmr-cutnode}; 0 at other nodes). */
    int cutNodeReduction(boolean cutNode) {
        return cutNode ? cutNodeReduction : 0;
    }

    /** Late move reductions' extra plies at a node whose table move is a capture ({@code lmr-ttcapture}). */
    int tableCaptureReduction() {
        return tableCaptureReduction;
    }

    /** What stand pat plus the victim's value must reach for quiescence to search a capture. */
    int deltaMargin() {
        return config.margin(deltaMargin);
    }

    /**
     * Step 10e's test: whether a move may be reduced at all. Late move reductions are on, the node is deep enough,
     * the moves searched at full depth are behind, the move is quiet (not tactical, not a check, not out of check),
     * and the window holds no win that a reduced search could miss a shorter one of.
     */
    boolean mayReduce(int depth, int searched, boolean pvNode, boolean quiet, int alpha) {
        return config.lateMoveReductions() && quiet && depth >= lateReductionDepth
                && searched >= movesBeforeReductions(pvNode) && !ShortWins.seeksShorterWin(alpha);
    }

    /** The moves searched at full depth before late move reductions begin. */
    static int movesBeforeReductions(boolean pvNode) {
        return pvNode ? 3 : 2;
    }
}

package dev.ply.search.alphabeta;

import dev.ply.core.search.Scores;
import dev.ply.core.search.SearchOptions;

/**
 * The switches and sizes of an {@link AlphaBetaSearch}, read once from the checked options of
 * {@link AlphaBetaProvider}. Every enhancement can be switched off on its own; with all of them off (the
 * {@code plain} preset) the search is the textbook algorithm.
 *
 * @param table use a transposition table (its move first, its bounds to cut)
 * @param hashMiB the table's size in MiB
 * @param threads search threads (Lazy SMP: helpers search the same root and share the table)
 * @param multiPv the number of best lines searched and reported, 1 for just the best move
 * @param iterativeDeepening search depth 1, 2, ... up to the limit instead of the limit at once (a time
 *     or node limit deepens regardless, to always have a move)
 * @param distanceScoring score a win {@code n} plies away as {@code Scores.winIn(n)} instead of the
 *     game's utility, so shorter wins are preferred
 * @param cutOnEqual cut when {@code alpha >= beta} (the textbook); {@code false} cuts only when
 *     {@code alpha > beta}
 * @param rootAlpha the lower end of a fixed root window
 * @param rootBeta the upper end of a fixed root window
 * @param pvs principal variation search: moves after the first get a null window first
 * @param aspiration the half-width of the aspiration window around the previous iteration's score, in
 *     hundredths of {@code pawn}; 0 for none
 * @param pawn the evaluator's value of the game's smallest unit of material; pruning margins scale with it
 * @param killers try two quiet moves that cut off at the same ply earlier
 * @param history order quiet moves by how often they cut off (history heuristic)
 * @param counterMoves try the move that last refuted the opponent's previous move
 * @param captureOrdering try winning tactical moves first (MVV-LVA, losers by SEE after the quiet moves)
 * @param quiescence resolve tactical moves at the horizon before trusting the evaluation
 * @param seePruning skip captures that lose material by static exchange (quiescence, shallow nodes)
 * @param checkExtension search a move that gives check one ply deeper
 * @param nullMove null-move pruning with an adaptive reduction
 * @param lateMoveReductions search late quiet moves shallower first
 * @param futility futility pruning of quiet moves near the horizon, delta pruning in quiescence
 * @param reverseFutility return the static evaluation near the horizon when it beats beta by a margin
 * @param lateMovePruning skip late quiet moves near the horizon
 * @param internalReduction search nodes without a table move one ply shallower
 * @param mateDistancePruning cut lines that cannot beat a mate already found
 * @param winCheckDepth iterations up to this depth whose score is not already the shortest win search the root once
 *     more in a window of wins, where nothing is pruned, so that a win within the depth is reported with its exact
 *     distance; 0 for none
 */
record EngineConfig(boolean table, int hashMiB, int threads, int multiPv, boolean iterativeDeepening,
        boolean distanceScoring, boolean cutOnEqual, int rootAlpha, int rootBeta, boolean pvs, int aspiration,
        int pawn, boolean killers, boolean history, boolean counterMoves, boolean captureOrdering,
        boolean quiescence, boolean seePruning, boolean checkExtension, boolean nullMove,
        boolean lateMoveReductions, boolean futility, boolean reverseFutility, boolean lateMovePruning,
        boolean internalReduction, boolean mateDistancePruning, int winCheckDepth) {

    /**
     * Reads the configuration from checked options.
     *
     * @param options options of {@link AlphaBetaProvider}
     * @param advantageUnit the evaluator's {@code advantageUnit()}, the pawn when the {@code pawn} option is 0
     * @param maxMoves the game's {@code maxMoves()}, which sizes the default {@code wincheck}
     * @return the configuration
     */
    static EngineConfig from(SearchOptions options, int advantageUnit, int maxMoves) {
        refuseContradictions(options);
        int pawn = options.get(AlphaBeta.PAWN) > 0 ? options.get(AlphaBeta.PAWN) : Math.max(1, advantageUnit);
        int window = options.get(AlphaBeta.WINDOW) == 0 ? Scores.INFINITY : options.get(AlphaBeta.WINDOW);
        return new EngineConfig(options.get(AlphaBeta.TABLE), options.get(AlphaBeta.HASH),
                options.get(AlphaBeta.THREADS), options.get(AlphaBeta.MULTI_PV),
                options.get(AlphaBeta.ITERATIVE_DEEPENING), options.get(AlphaBeta.DISTANCE_SCORING),
                options.get(AlphaBeta.CUT) == AlphaBeta.Cut.GE, -window, window, options.get(AlphaBeta.PVS),
                options.get(AlphaBeta.ASPIRATION), pawn, options.get(AlphaBeta.KILLERS),
                options.get(AlphaBeta.HISTORY), options.get(AlphaBeta.COUNTER_MOVES),
                options.get(AlphaBeta.CAPTURE_ORDERING), options.get(AlphaBeta.QUIESCENCE),
                options.get(AlphaBeta.SEE_PRUNING), options.get(AlphaBeta.CHECK_EXTENSION),
                options.get(AlphaBeta.NULL_MOVE), options.get(AlphaBeta.LATE_MOVE_REDUCTIONS),
                options.get(AlphaBeta.FUTILITY), options.get(AlphaBeta.REVERSE_FUTILITY),
                options.get(AlphaBeta.LATE_MOVE_PRUNING), options.get(AlphaBeta.INTERNAL_REDUCTION),
                options.get(AlphaBeta.MATE_DISTANCE_PRUNING),
                options.get(AlphaBeta.WIN_CHECK) >= 0 ? options.get(AlphaBeta.WIN_CHECK) : defaultWinCheck(maxMoves));
    }

    /** Options given together that contradict each other, or of which one does nothing with the other's value. */
    private static void refuseContradictions(SearchOptions o) {
        boolean distance = o.get(AlphaBeta.DISTANCE_SCORING);
        boolean table = o.get(AlphaBeta.TABLE);
        o.refuseTogether(AlphaBeta.MATE_DISTANCE_PRUNING, AlphaBeta.DISTANCE_SCORING,
                o.get(AlphaBeta.MATE_DISTANCE_PRUNING) && !distance, "mate distance pruning needs distance scoring");
        o.refuseTogether(AlphaBeta.WIN_CHECK, AlphaBeta.DISTANCE_SCORING, o.get(AlphaBeta.WIN_CHECK) > 0 && !distance,
                "the win check looks for shorter wins, which needs distance scoring");
        o.refuseTogether(AlphaBeta.WINDOW, AlphaBeta.ASPIRATION,
                o.get(AlphaBeta.WINDOW) > 0 && o.get(AlphaBeta.ASPIRATION) > 0,
                "a fixed root window and aspiration windows both set the root's window; give one");
        o.refuseTogether(AlphaBeta.ASPIRATION, AlphaBeta.ITERATIVE_DEEPENING,
                o.get(AlphaBeta.ASPIRATION) > 0 && !o.get(AlphaBeta.ITERATIVE_DEEPENING),
                "aspiration windows centre on the previous iteration's score");
        o.refuseTogether(AlphaBeta.HASH, AlphaBeta.TABLE, !table, "hash sizes the table that tt=false turns off");
        o.refuseTogether(AlphaBeta.THREADS, AlphaBeta.TABLE, o.get(AlphaBeta.THREADS) > 1 && !table,
                "Lazy SMP's threads share their work through the transposition table");
    }

    /** The positions a win check may cost, about {@code branching^(depth/2)}: the default keeps under this. */
    static final double WIN_CHECK_POSITIONS = 100_000;

    /** The default {@code wincheck}: the deepest depth, at most 8, with {@code maxMoves^(depth/2)} in the limit. */
    static int defaultWinCheck(int maxMoves) {
        int depth = 0;
        while (depth < 8 && Math.pow(Math.max(2, maxMoves), (depth + 1) / 2.0) <= WIN_CHECK_POSITIONS) {
            depth++;
        }
        return depth;
    }

    /** Whether a fixed root window was asked for, which replaces aspiration windows. */
    boolean fixedRootWindow() {
        return rootAlpha != -Scores.INFINITY || rootBeta != Scores.INFINITY;
    }

    /** Whether any move ordering beyond the table move is on: otherwise moves go in generation order. */
    boolean ordersMoves() {
        return killers || history || counterMoves || captureOrdering;
    }

    /** Whether a node needs its static evaluation before searching its moves. */
    boolean needsStaticEvaluation() {
        return nullMove || futility || reverseFutility || lateMovePruning;
    }

    /** A margin given in hundredths of a pawn, in the evaluator's units. */
    int margin(int centipawns) {
        return (int) ((long) centipawns * pawn / 100);
    }
}

package dev.ply.search.alphabeta;

import dev.ply.core.search.Scores;
import dev.ply.core.search.SearchOptions;

/**
 * The switches and sizes of an {@link AlphaBetaSearch}, read once, each by its option's name, from the checked options
 * of {@link AlphaBetaProvider}. Every enhancement can be switched off on its own; with all of them off (the
 * {@code plain} preset) the search is the textbook algorithm.
 */
final class EngineConfig {

    /** Use a transposition table (its move first, its bounds to cut). */
    private final boolean table;
    /** The table's size in MiB. */
    private final int hashMiB;
    /** Search threads (Lazy SMP: helpers search the same root and share the table). */
    private final int threads;
    /** The number of best lines searched and reported, 1 for just the best move. */
    private final int multiPv;
    /** Search depth 1, 2, ... up to the limit instead of the limit at once (a time or node limit deepens regardless, to always have a move). */
    private final boolean iterativeDeepening;
    /** Score a win {@code n} plies away as {@code Scores.winIn(n)} instead of the game's utility, so shorter wins are preferred. */
    private final boolean distanceScoring;
    /** Cut when {@code alpha >= beta} (the textbook); {@code false} cuts only when {@code alpha > beta}. */
    private final boolean cutOnEqual;
    /** The lower end of a fixed root window. */
    private final int rootAlpha;
    /** The upper end of a fixed root window. */
    private final int rootBeta;
    /** Principal variation search: moves after the first get a null window first. */
    private final boolean pvs;
    /** The half-width of the aspiration window around the previous iteration's score, in hundredths of {@code pawn}; 0 for none. */
    private final int aspiration;
    /** The evaluator's value of the game's smallest unit of material; pruning margins scale with it. */
    private final int pawn;
    /** Try two quiet moves that cut off at the same ply earlier. */
    private final boolean killers;
    /** Order quiet moves by how often they cut off (history heuristic). */
    private final boolean history;
    /** Try the move that last refuted the opponent's previous move. */
    private final boolean counterMoves;
    /** Add a score per pair of the previous move and the reply to the history score of quiet moves. */
    private final boolean continuationHistory;
    private final boolean captureHistory;
    /** Correct the static evaluation by the mean gap of search results at the same structure. */
    private final boolean correctionHistory;
    /** On a clock, scale the next iteration's time by the best move's share of the root's nodes. */
    private final boolean effortTime;
    /** On a clock, the percent of the soft limit granted before the best move's stability scales it. */
    private final int timeUse;
    /** Static evaluations each thread keeps by position key; 0 for no cache. */
    private final int evalCacheEntries;
    /** Try winning tactical moves first (MVV-LVA, losers by SEE after the quiet moves). */
    private final boolean captureOrdering;
    /** Resolve tactical moves at the horizon before trusting the evaluation. */
    private final boolean quiescence;
    /** Skip captures that lose material by static exchange (quiescence, shallow nodes). */
    private final boolean seePruning;
    /** Skip quiet moves that lose material by static exchange near the horizon (with {@link #seePruning}). */
    private final boolean quietSeePruning;
    /** Search a move that gives check one ply deeper. */
    private final boolean checkExtension;
    private final boolean singular;
    private final boolean probCut;
    /** Null-move pruning with an adaptive reduction. */
    private final boolean nullMove;
    /** Search late quiet moves shallower first. */
    private final boolean lateMoveReductions;
    /** Futility pruning of quiet moves near the horizon, delta pruning in quiescence. */
    private final boolean futility;
    /** Return the static evaluation near the horizon when it beats beta by a margin. */
    private final boolean reverseFutility;
    /** Skip late quiet moves near the horizon. */
    private final boolean lateMovePruning;
    /** Search nodes without a table move one ply shallower. */
    private final boolean internalReduction;
    /** Cut lines that cannot beat a mate already found. */
    private final boolean mateDistancePruning;
    /** Iterations up to this depth whose score is not already the shortest win search the root once more in a window of wins, where nothing is pruned, so that a win within the depth is reported with its exact distance; 0 for none. */
    private final int winCheckDepth;
    /** The tuning parameters' values, in the order of {@link AlphaBeta#PARAMETERS}. */
    private final int[] parameters;


    /**
     * Reads the configuration from checked options, refusing options named together that contradict each other.
     *
     * @param o options of {@link AlphaBetaProvider}
     * @param advantageUnit the evaluator's {@code advantageUnit()}, the pawn when the {@code pawn} option is 0
     * @param maxMoves the game's {@code maxMoves()}, which sizes the default {@code wincheck}
     * @throws dev.ply.core.InvalidInputException naming two options that contradict each other
     */
    EngineConfig(SearchOptions o, int advantageUnit, int maxMoves) {
        refuseContradictions(o);
        int window = o.get(AlphaBeta.WINDOW) == 0 ? Scores.INFINITY : o.get(AlphaBeta.WINDOW);
        this.table = o.get(AlphaBeta.TABLE);
        this.hashMiB = o.get(AlphaBeta.HASH);
        this.threads = o.get(AlphaBeta.THREADS);
        this.multiPv = o.get(AlphaBeta.MULTI_PV);
        this.iterativeDeepening = o.get(AlphaBeta.ITERATIVE_DEEPENING);
        this.distanceScoring = o.get(AlphaBeta.DISTANCE_SCORING);
        this.cutOnEqual = o.get(AlphaBeta.CUT) == AlphaBeta.Cut.GE;
        this.rootAlpha = -window;
        this.rootBeta = window;
        this.pvs = o.get(AlphaBeta.PVS);
        this.aspiration = o.get(AlphaBeta.ASPIRATION);
        this.pawn = o.get(AlphaBeta.PAWN) > 0 ? o.get(AlphaBeta.PAWN) : Math.max(1, advantageUnit);
        this.killers = o.get(AlphaBeta.KILLERS);
        this.history = o.get(AlphaBeta.HISTORY);
        this.counterMoves = o.get(AlphaBeta.COUNTER_MOVES);
        this.continuationHistory = o.get(AlphaBeta.CONTINUATION_HISTORY);
        this.captureHistory = o.get(AlphaBeta.CAPTURE_HISTORY);
        this.correctionHistory = o.get(AlphaBeta.CORRECTION_HISTORY);
        this.effortTime = o.get(AlphaBeta.EFFORT_TIME);
        this.timeUse = o.get(AlphaBeta.TIME_USE);
        this.evalCacheEntries = o.get(AlphaBeta.EVAL_CACHE);
        this.captureOrdering = o.get(AlphaBeta.CAPTURE_ORDERING);
        this.quiescence = o.get(AlphaBeta.QUIESCENCE);
        this.seePruning = o.get(AlphaBeta.SEE_PRUNING);
        this.quietSeePruning = o.get(AlphaBeta.QUIET_SEE_PRUNING);
        this.checkExtension = o.get(AlphaBeta.CHECK_EXTENSION);
        this.singular = o.get(AlphaBeta.SINGULAR);
        this.probCut = o.get(AlphaBeta.PROBCUT);
        this.nullMove = o.get(AlphaBeta.NULL_MOVE);
        this.lateMoveReductions = o.get(AlphaBeta.LATE_MOVE_REDUCTIONS);
        this.futility = o.get(AlphaBeta.FUTILITY);
        this.reverseFutility = o.get(AlphaBeta.REVERSE_FUTILITY);
        this.lateMovePruning = o.get(AlphaBeta.LATE_MOVE_PRUNING);
        this.internalReduction = o.get(AlphaBeta.INTERNAL_REDUCTION);
        this.mateDistancePruning = o.get(AlphaBeta.MATE_DISTANCE_PRUNING);
        this.winCheckDepth = o.get(AlphaBeta.WIN_CHECK) >= 0 ? o.get(AlphaBeta.WIN_CHECK) : defaultWinCheck(maxMoves);
        this.parameters = AlphaBeta.PARAMETERS.stream().mapToInt(o::get).toArray();
    }

    /**
     * A tuning parameter's value.
     *
     * @param parameter one of {@link AlphaBeta#PARAMETERS}
     * @return its value
     */
    int parameter(dev.ply.core.search.OptionKey<Integer> parameter) {
        return parameters[AlphaBeta.PARAMETERS.indexOf(parameter)];
    }

    boolean table() {
        return table;
    }

    int hashMiB() {
        return hashMiB;
    }

    int threads() {
        return threads;
    }

    int multiPv() {
        return multiPv;
    }

    boolean iterativeDeepening() {
        return iterativeDeepening;
    }

    boolean distanceScoring() {
        return distanceScoring;
    }

    boolean cutOnEqual() {
        return cutOnEqual;
    }

    int rootAlpha() {
        return rootAlpha;
    }

    int rootBeta() {
        return rootBeta;
    }

    boolean pvs() {
        return pvs;
    }

    int aspiration() {
        return aspiration;
    }

    int pawn() {
        return pawn;
    }

    boolean killers() {
        return killers;
    }

    boolean history() {
        return history;
    }

    boolean counterMoves() {
        return counterMoves;
    }

    boolean continuationHistory() {
        return continuationHistory;
    }

    boolean captureHistory() {
        return captureHistory && captureOrdering;
    }

    boolean correctionHistory() {
        return correctionHistory;
    }

    boolean effortTime() {
        return effortTime;
    }

    int timeUse() {
        return timeUse;
    }

    int evalCacheEntries() {
        return evalCacheEntries;
    }

    boolean captureOrdering() {
        return captureOrdering;
    }

    boolean quiescence() {
        return quiescence;
    }

    boolean seePruning() {
        return seePruning;
    }

    boolean quietSeePruning() {
        return quietSeePruning && seePruning;
    }

    boolean checkExtension() {
        return checkExtension;
    }

    /** Singular extensions: they need a table to say which move held the node. */
    boolean singular() {
        return singular && table;
    }

    /** ProbCut: its first test of a capture is a quiescence search. */
    boolean probCut() {
        return probCut && quiescence;
    }

    boolean nullMove() {
        return nullMove;
    }

    boolean lateMoveReductions() {
        return lateMoveReductions;
    }

    boolean futility() {
        return futility;
    }

    boolean reverseFutility() {
        return reverseFutility;
    }

    boolean lateMovePruning() {
        return lateMovePruning;
    }

    boolean internalReduction() {
        return internalReduction;
    }

    boolean mateDistancePruning() {
        return mateDistancePruning;
    }

    int winCheckDepth() {
        return winCheckDepth;
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
        return nullMove || futility || reverseFutility || lateMovePruning || probCut();
    }

    /** A margin given in hundredths of a pawn, in the evaluator's units. */
    int margin(int centipawns) {
        return (int) ((long) centipawns * pawn / 100);
    }
}

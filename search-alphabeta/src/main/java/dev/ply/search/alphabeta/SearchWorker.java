package dev.ply.search.alphabeta;

import dev.ply.core.GameState;
import dev.ply.core.capability.CaptureValues;
import dev.ply.core.capability.CheckAware;
import dev.ply.core.capability.DrawRules;
import dev.ply.core.capability.MoveHistoryIndex;
import dev.ply.core.capability.NullMoves;
import dev.ply.core.capability.TacticalMoves;
import dev.ply.core.eval.Evaluator;
import dev.ply.core.search.Scores;
import dev.ply.core.search.SearchTracer;
import dev.ply.core.search.support.PrincipalVariation;
import dev.ply.core.search.support.SearchControl;
import dev.ply.core.search.support.SearchCounters;
import dev.ply.core.tt.TranspositionTable;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * One searching thread of an {@link AlphaBetaSearch}: the recursive negamax principal variation search
 * and its quiescence search, with everything a thread owns preallocated per ply (move lists, ordering
 * keys, static evaluations, the moves on the current path, the principal variation) so that the node loop
 * never allocates. Threads share only the transposition table and the {@link SearchControl}.
 *
 * <p>Scores are from the side to move's view. A child whose player to move is the parent's own is not
 * negated, so games where a player moves twice in a row are handled; null moves always pass the turn.
 *
 * <p><b>Proven subtrees.</b> A node whose whole subtree was searched to terminal positions, without
 * evaluation, pruning or draws by repetition, has an exact game-theoretic value; it is stored in the table
 * with the depth {@value #PROVEN_DEPTH}, which every later probe accepts. When the root is proven the search
 * has solved the position and iterative deepening stops.
 *
 * <p><b>Why one class of about 800 lines.</b> The principal variation search and its quiescence search are one
 * recursion over the same per-ply arrays and counters, and every field they touch is read at every node;
 * splitting them into objects of their own would put an indirection into the node loop. What could leave has
 * left: the margins and reductions ({@link Pruning}), the guards that keep short wins ({@link ShortWins}), move
 * ordering ({@link MoveOrdering}), the counters ({@link dev.ply.core.search.support.SearchCounters}), the line
 * continued from the table ({@link TableLine}) and iterative deepening ({@link IterativeDeepening}).
 */
final class SearchWorker {

    /** The table depth of a proven entry: the largest depth an entry holds. */
    static final int PROVEN_DEPTH = 127;

    private static final int NO_SCORE = Integer.MIN_VALUE;
    private static final byte UNKNOWN = 0;
    private static final byte NOT_IN_CHECK = 1;
    private static final byte IN_CHECK = 2;
    private static final int NULL_MOVE_INDEX = -1;
    static final int HASHED_HISTORY_SIZE = 1 << 14;
    private final EngineConfig config;
    private final Pruning pruning;
    private final Evaluator<GameState> evaluator;
    private final TranspositionTable table;
    private final SearchControl control;
    private final int maxPly;
    private final boolean singleThread;
    private final int[][] moves;
    private final int[][] triedQuiets;
    private final int[] indexAtPly;
    private final int[] staticEvals;
    /** Whether the side to move at a ply is in check, as the parent found out: 0 unknown, 1 no, 2 yes. */
    private final byte[] checkAtPly;
    private final MoveHistory history;
    private final MoveOrdering ordering;
    private final PrincipalVariation pv;
    /** Root moves an earlier MultiPV line took, which this root search leaves out. */
    private final ExcludedMoves excluded;

    private GameState state;
    private TacticalMoves tactical;
    private CheckAware checks;
    /** Whether the root search running takes table cutoffs only from proven or decisive entries. */
    private boolean exhaustive;
    private NullMoves nulls;
    private DrawRules draws;
    private int rootDepth;

    /** This thread's counts of its work, read by the search when it reports. */
    final SearchCounters counters = new SearchCounters();
    private volatile long publishedNodes;
    private long nodeLimit;
    private LongSupplier totalNodes;
    private boolean aborted;
    private boolean horizonReached;
    /** The attached tracer, or {@code null}; with none the node loop only tests this field. */
    private SearchTracer tracer;
    /** While tracing, the move that led to each ply's node ({@link SearchTracer#NULL_MOVE} after a null move). */
    private int[] tracedMoves;

    /**
     * Allocates a thread's state.
     *
     * @param config the switches
     * @param evaluator the evaluator
     * @param table the shared table, or {@code null}
     * @param control the shared stop control
     * @param maxPly the deepest ply
     * @param maxMoves the game's {@code maxMoves()}
     * @param historySize the game's history size, or 0 when it has no ordering hints
     * @param singleThread whether this is the only thread (then the node limit is checked at every node)
     */
    SearchWorker(EngineConfig config, Evaluator<GameState> evaluator, TranspositionTable table,
            SearchControl control, int maxPly, int maxMoves, int historySize, boolean singleThread) {
        this.config = config;
        this.pruning = new Pruning(config);
        this.evaluator = evaluator;
        this.table = table;
        this.control = control;
        this.maxPly = maxPly;
        this.singleThread = singleThread;
        this.moves = new int[maxPly + 2][maxMoves];
        this.triedQuiets = new int[maxPly + 2][maxMoves];
        this.indexAtPly = new int[maxPly + 2];
        this.staticEvals = new int[maxPly + 2];
        this.checkAtPly = new byte[maxPly + 2];
        int size = historySize > 0 ? historySize : HASHED_HISTORY_SIZE;
        this.history = new MoveHistory(maxPly, size);
        this.ordering = new MoveOrdering(config, history, maxPly, maxMoves, HASHED_HISTORY_SIZE);
        this.pv = new PrincipalVariation(maxPly);
        this.excluded = new ExcludedMoves(maxMoves);
    }

    /**
     * Prepares a search of a position: binds its capabilities and clears the counters. Called after
     * the control has started.
     *
     * @param root the thread's own copy of the root position
     * @param allThreadsNodeLimit the node limit of all threads together, or {@link Long#MAX_VALUE}
     * @param allThreadsNodes the nodes of all threads, as published so far
     */
    void prepare(GameState root, long allThreadsNodeLimit, LongSupplier allThreadsNodes) {
        state = root;
        tactical = root instanceof TacticalMoves t ? t : null;
        checks = root instanceof CheckAware c ? c : null;
        nulls = root instanceof NullMoves n ? n : null;
        draws = root instanceof DrawRules d ? d : null;
        ordering.bind(tactical, root instanceof CaptureValues c ? c : null,
                root instanceof MoveHistoryIndex h ? h : null);
        history.age();
        counters.reset();
        publishedNodes = 0;
        aborted = false;
        excluded.clear();
        nodeLimit = allThreadsNodeLimit;
        totalNodes = allThreadsNodes;
    }

    /** Forgets killers, history and countermoves: a new game. */
    void newGame() {
        history.clear();
    }

    /** The position this thread searches. */
    GameState state() {
        return state;
    }

    /** The principal variation table. */
    PrincipalVariation pv() {
        return pv;
    }

    /** The nodes this thread has visited, as last published for other threads (every poll). */
    long publishedNodes() {
        return publishedNodes;
    }

    /** Publishes the final node count for other threads. */
    void publishNodes() {
        publishedNodes = counters.nodes;
    }

    /** Whether this thread has stopped searching because of a limit or stop request. */
    boolean aborted() {
        return aborted;
    }

    /** Whether the last root search left the tree anywhere but at terminal positions. */
    boolean horizonReached() {
        return horizonReached;
    }

    /** Excludes no root move (MultiPV line 1). */
    void clearExcludedRootMoves() {
        excluded.clear();
    }

    /** Excludes a root move from the following root searches (it is an earlier MultiPV line's). */
    void excludeRootMove(int move) {
        excluded.add(move);
    }

    /**
     * Searches the root to a depth in a window.
     *
     * @param depth the iteration's depth
     * @param alpha the window's lower end
     * @param beta the window's upper end
     * @return the fail-soft value; meaningless if {@link #aborted()}
     */
    int searchRoot(int depth, int alpha, int beta) {
        rootDepth = depth;
        horizonReached = false;
        checkAtPly[0] = UNKNOWN;
        // Cleared here too, not only by the root node, which an early stop can keep from running.
        pv.clear(0);
        return tracer == null ? search(depth, 0, alpha, beta) : traced(depth, 0, alpha, beta);
    }

    /**
     * A root search that trusts only what the table proved: entries that searches with a horizon left (perhaps
     * with moves pruned below them) settle nothing, so that a search in a window of wins, where nothing is pruned,
     * sees every win within its depth.
     *
     * @param depth the depth
     * @param alpha the window's lower end
     * @param beta the window's upper end
     * @return the value, as {@link #searchRoot} returns it
     */
    int searchRootExhaustively(int depth, int alpha, int beta) {
        exhaustive = true;
        try {
            return searchRoot(depth, alpha, beta);
        } finally {
            exhaustive = false;
        }
    }

    /**
     * The principal variation of the last root search, continued with the table's moves where a table cut
     * ended it early (as it can without principal variation search) until the line reaches a position the
     * table does not know, a repetition or the end of the game.
     *
     * @return a new list of legal moves from the root, best move first
     */
    List<Integer> rootLine() {
        return TableLine.continued(pv.line(0), state, table, draws, Math.min(maxPly, 2 * rootDepth + 2),
                moves[maxPly + 1]);
    }

    private boolean checkAbort() {
        if (aborted) {
            return true;
        }
        long visited = counters.nodes;
        if (control.shouldAbort(visited)) {
            aborted = true;
        } else if (!singleThread && (visited & (SearchControl.POLL_INTERVAL - 1)) == 0) {
            publishedNodes = visited;
            if (nodeLimit != Long.MAX_VALUE && totalNodes.getAsLong() >= nodeLimit) {
                control.abort();
                aborted = true;
            }
        }
        return aborted;
    }

    /**
     * Attaches or detaches a tracer.
     *
     * @param newTracer the tracer, or {@code null}
     */
    void trace(SearchTracer newTracer) {
        tracer = newTracer;
        tracedMoves = newTracer == null ? null : new int[maxPly + 3];
    }

    private static double window(int bound) {
        return bound >= Scores.INFINITY ? Double.MAX_VALUE : bound <= -Scores.INFINITY ? -Double.MAX_VALUE : bound;
    }

    private static SearchTracer.Bound boundOf(int value, int alpha, int beta) {
        return value <= alpha ? SearchTracer.Bound.UPPER
                : value >= beta ? SearchTracer.Bound.LOWER : SearchTracer.Bound.EXACT;
    }

    /**
     * {@link #search} reported to the tracer. Called instead of it where a tracer is attached, so that an untraced
     * search recurses through no extra frame.
     */
    private int traced(int depth, int ply, int alpha, int beta) {
        SearchTracer t = tracer;
        if (t == null) {
            return search(depth, ply, alpha, beta);
        }
        if (depth <= 0 && config.quiescence() && tactical != null) {
            return tracedQuiescence(ply, alpha, beta);
        }
        t.enter(ply, ply == 0 ? GameState.NO_MOVE : tracedMoves[ply], state.toMove(), SearchTracer.NodeKind.PLAYER,
                window(alpha), window(beta));
        int value = search(depth, ply, alpha, beta);
        t.exit(ply, value, boundOf(value, alpha, beta));
        return value;
    }

    /**
     * The principal variation search of one node, in the steps of Stockfish's {@code search.cpp}: each step's
     * margins and reductions are named in {@link Pruning}.
     */
    private int search(int depth, int ply, int alpha, int beta) {
        // Step 1. At the horizon, quiescence; then the stop test and the node's bookkeeping.
        if (depth <= 0 && config.quiescence() && tactical != null) {
            return quiescence(ply, alpha, beta);
        }
        if (checkAbort()) {
            return 0;
        }
        counters.enter(ply);
        pv.clear(ply);
        boolean root = ply == 0;
        // Step 2. Draws by repetition and by rule, and the horizon without quiescence.
        if (!root && draws != null && (draws.isRepetition() || draws.isDrawByRule())) {
            // A draw by repetition depends on the path, so it never makes a subtree proven.
            counters.leaves++;
            horizonReached = true;
            return 0;
        }
        if (depth <= 0 || ply >= maxPly) {
            counters.leaves++;
            if (state.isTerminal()) {
                return terminalScore(ply);
            }
            horizonReached = true;
            return evaluator.evaluate(state);
        }
        // Step 3. Mate distance pruning: no line from here can beat a mate already found nearer the root. The best
        // is a win right here in games where the side to move at the end may be the winner (a tree's leaf, Kalah);
        // in games with check (chess) the game ends with the side to move mated or drawn, so a ply later.
        if (!root && config.mateDistancePruning() && config.distanceScoring()) {
            alpha = Math.max(alpha, Scores.lossIn(ply));
            beta = Math.min(beta, Scores.winIn(checks != null ? ply + 1 : ply));
            if (alpha >= beta) {
                return alpha;
            }
        }
        // Step 4. The transposition table: an entry deep enough whose bound settles the window ends the node.
        boolean pvNode = beta - alpha > 1;
        long key = table == null ? 0 : state.hash();
        long entry = table == null ? TranspositionTable.MISS : counters.probe(table, key);
        if (!root && (!config.pvs() || !pvNode)) {
            int settled = tableCutoff(entry, depth, ply, alpha, beta);
            if (settled != NO_SCORE) {
                return settled;
            }
        }
        int tableMove = entry == TranspositionTable.MISS ? GameState.NO_MOVE : TranspositionTable.move(entry);

        // Step 5. The moves, generated before any pruning: a position without moves is terminal (the rules of
        // GameState), which saves asking isTerminal() at every interior node, and pruning needs a live one.
        int[] list = moves[ply];
        int count = state.legalMoves(list);
        if (count == 0) {
            counters.leaves++;
            return terminalScore(ply);
        }
        // Step 6. The static evaluation, corrected by the table's bound, and whether it is improving.
        boolean inCheck = inCheck(ply);
        int eval = NO_SCORE;
        staticEvals[ply] = NO_SCORE;
        if (!inCheck && config.needsStaticEvaluation()) {
            staticEvals[ply] = evaluator.evaluate(state);
            eval = corrected(staticEvals[ply], ply, entry);
        }
        boolean improving = ply >= 2 && staticEvals[ply] != NO_SCORE && staticEvals[ply - 2] != NO_SCORE
                && staticEvals[ply] > staticEvals[ply - 2];

        // Steps 7 and 8. Reverse futility and null move pruning may end a node outside the principal variation.
        if (!root && !pvNode && !inCheck && eval != NO_SCORE) {
            int pruned = nodePruning(depth, ply, beta, eval, improving, count);
            if (aborted) {
                return 0;
            }
            if (pruned != NO_SCORE) {
                return pruned;
            }
        }
        // Step 9. Internal iterative reduction: a node the table knows nothing of is searched a ply shallower.
        if (config.internalReduction() && table != null && tableMove == GameState.NO_MOVE
                && depth >= Pruning.INTERNAL_REDUCTION_DEPTH && !root && !ShortWins.seeksShorterWin(alpha)) {
            depth--;
        }

        // Step 10. The moves in order (table move, captures by exchange, killers, history), each pruned,
        // extended, reduced and searched with a null window after the first.
        int mover = state.toMove();
        int previousIndex = root ? NULL_MOVE_INDEX : indexAtPly[ply - 1];
        ordering.start(ply, list, count, tableMove);
        if (ply + 2 <= maxPly) {
            history.clearKillers(ply + 2);
        }
        boolean outerHorizon = horizonReached;
        horizonReached = false;
        int originalAlpha = alpha;
        int best = -Scores.INFINITY;
        int bestMove = GameState.NO_MOVE;
        int searched = 0;
        int quietsTried = 0;
        int[] tried = triedQuiets[ply];
        for (int i = 0; i < count; i++) {
            int move = ordering.pick(ply, list, i, count, mover, previousIndex);
            if (root && excluded.contains(move)) {
                continue;
            }
            boolean tacticalMove = ordering.isTactical(move);
            // Forward pruning throws away nothing it could see: never at the root or in check, never once every move
            // so far loses, and never once the node holds a win, where a pruned move may be a shorter one.
            boolean mayPrune = !root && !inCheck && best > -Scores.WIN_THRESHOLD && !ShortWins.seeksShorterWin(alpha);
            // Step 10a. Late move pruning (decided here, applied once the move is known not to check).
            boolean lateQuiet = mayPrune && !tacticalMove && config.lateMovePruning() && !pvNode
                    && depth <= Pruning.LATE_MOVE_DEPTH && searched >= Pruning.lateMoveCount(depth, improving);
            // Step 10b. Captures that lose material by static exchange, near the horizon.
            if (mayPrune && tacticalMove && config.seePruning() && ordering.hasHints() && depth <= Pruning.SEE_DEPTH
                    && ordering.exchangeOf(ply, i, move) < pruning.seeThreshold(depth) && !ShortWins.endsGame(state, checks != null, move)) {
                horizonReached = true;
                if (tracer != null) {
                    tracer.pruned(ply, move, "see");
                }
                continue;
            }
            int index = ordering.historyIndex(move);
            state.play(move);
            boolean givesCheck = checks != null && checks.inCheck();
            checkAtPly[ply + 1] = givesCheck ? IN_CHECK : NOT_IN_CHECK;
            // Checks are never pruned as late or futile moves; in a game that cannot say whether a move checks, a
            // move that ends the game is as forcing (chess's mates are checks, so chess never asks).
            boolean forcing = givesCheck || ShortWins.endsGameHere(state, checks != null,
                    lateQuiet || mayPrune && config.futility(), tacticalMove);
            // Step 10b'. One ply from the horizon with a win to beat, only a move that ends the game or checks can
            // beat it: any other is answered by a quiet position whose evaluation is no win.
            if (depth == 1 && ShortWins.cannotBeatWin(state, checks != null, alpha, givesCheck)) {
                state.undo();
                horizonReached = true;
                best = Math.max(best, alpha);
                continue;
            }
            if (lateQuiet && !forcing) {
                // Late quiet moves are skipped, but not checks: a quiet check near the horizon may be mate.
                state.undo();
                horizonReached = true;
                if (tracer != null) {
                    tracer.pruned(ply, move, "late move");
                }
                continue;
            }
            // Step 10c. Futility pruning: a quiet move cannot lift a hopeless evaluation to alpha.
            if (mayPrune && !tacticalMove && !forcing && config.futility() && !pvNode && eval != NO_SCORE
                    && depth <= Pruning.FUTILITY_DEPTH && eval + pruning.futilityMargin(depth) <= alpha) {
                state.undo();
                horizonReached = true;
                best = Math.max(best, eval + pruning.futilityMargin(depth));
                if (tracer != null) {
                    tracer.pruned(ply, move, "futility");
                }
                continue;
            }
            indexAtPly[ply] = index;
            // Step 10d. Check extension.
            boolean sameSide = state.toMove() == mover;
            int extension = config.checkExtension() && givesCheck && ply < 2 * rootDepth ? 1 : 0;
            int newDepth = depth - 1 + extension;
            // Step 10e. Late quiet moves are reduced (and searched again at full depth when they beat alpha). With
            // PVS the moves after the first get a null window, and the full window only when they beat alpha.
            int reduction = 0;
            if (config.lateMoveReductions() && searched > 0 && depth >= Pruning.LATE_REDUCTION_DEPTH && !tacticalMove
                    && !inCheck && !forcing && searched >= Pruning.movesBeforeReductions(pvNode)
                    && !ShortWins.seeksShorterWin(alpha)) {
                reduction = Pruning.lateMoveReduction(depth, searched, pvNode, improving,
                        MoveOrdering.isRefutation(ordering.key(ply, i)),
                        config.history() ? history.score(mover, index) : 0, newDepth);
            }
            if (tracer != null) {
                tracedMoves[ply + 1] = move;
            }
            int value;
            if (searched == 0 || !config.pvs()) {
                value = child(newDepth - reduction, ply, alpha, beta, sameSide);
                if (reduction > 0 && value > alpha && !aborted) {
                    traceReSearch(ply, move, "lmr");
                    value = child(newDepth, ply, alpha, beta, sameSide);
                }
            } else {
                value = child(newDepth - reduction, ply, alpha, alpha + 1, sameSide);
                if (reduction > 0 && value > alpha && !aborted) {
                    traceReSearch(ply, move, "lmr");
                    value = child(newDepth, ply, alpha, alpha + 1, sameSide);
                }
                if (value > alpha && value < beta && !aborted) {
                    traceReSearch(ply, move, "pvs");
                    value = child(newDepth, ply, alpha, beta, sameSide);
                }
            }
            state.undo();
            if (aborted) {
                return best;
            }
            // Step 10f. A new best move; a cut-off updates the killers and histories.
            searched++;
            if (value > best) {
                best = value;
                bestMove = move;
                pv.update(ply, move);
            }
            if (best > alpha) {
                alpha = best;
            }
            if (tracer != null) {
                tracer.child(ply, move, value, window(alpha), window(beta));
            }
            if (config.cutOnEqual() ? alpha >= beta : alpha > beta) {
                if (tracer != null) {
                    tracer.cutoff(ply, move, count - i - 1, "beta");
                }
                counters.cutoffs++;
                if (searched == 1) {
                    counters.firstMoveCutoffs++;
                }
                if (!tacticalMove && config.ordersMoves()) {
                    history.onQuietCutoff(ply, mover, move, index, depth, tried, quietsTried, 1 - mover,
                            previousIndex);
                }
                break;
            }
            if (!tacticalMove) {
                tried[quietsTried++] = index;
            }
        }
        // Step 11. The result into the table: exact, or a bound, and proven when no horizon was reached.
        boolean proven = !horizonReached;
        horizonReached |= outerHorizon;
        if (searched == 0 && bestMove == GameState.NO_MOVE && best == -Scores.INFINITY) {
            // Every move was excluded (MultiPV beyond the root's move count): nothing to report or store.
            return best;
        }
        if (!(root && excluded.any())) {
            store(key, bestMove, best, ply, proven ? PROVEN_DEPTH : Math.min(depth, PROVEN_DEPTH - 1), originalAlpha,
                    beta);
        }
        return best;
    }

    private boolean inCheck(int ply) {
        if (checks == null) {
            return false;
        }
        byte known = checkAtPly[ply];
        return known == UNKNOWN ? checks.inCheck() : known == IN_CHECK;
    }

    private void traceReSearch(int ply, int move, String reason) {
        if (tracer != null) {
            tracer.reSearch(ply, move, reason);
            tracedMoves[ply + 1] = move;
        }
    }

    private int child(int depth, int ply, int alpha, int beta, boolean sameSide) {
        if (tracer != null) {
            return sameSide ? traced(depth, ply + 1, alpha, beta) : -traced(depth, ply + 1, -beta, -alpha);
        }
        return sameSide ? search(depth, ply + 1, alpha, beta) : -search(depth, ply + 1, -beta, -alpha);
    }

    /** {@link #quiescence} reported to the tracer. */
    private int tracedQuiescence(int ply, int alpha, int beta) {
        SearchTracer t = tracer;
        t.enter(ply, tracedMoves[ply], state.toMove(), SearchTracer.NodeKind.QUIESCENCE, window(alpha), window(beta));
        int value = quiescence(ply, alpha, beta);
        t.exit(ply, value, boundOf(value, alpha, beta));
        return value;
    }

    /**
     * Quiescence search: below the horizon, only the moves that change the position's balance (captures, or every
     * evasion in check), so that no evaluation is taken in the middle of an exchange. One loop in numbered steps.
     */
    private int quiescence(int ply, int alpha, int beta) {
        // Step Q1. The stop test and the node's bookkeeping; draws by rule, the ply cap and finished games.
        if (checkAbort()) {
            return 0;
        }
        counters.enter(ply);
        counters.quiescenceNodes++;
        pv.clear(ply);
        horizonReached = true;
        if (draws != null && (draws.isRepetition() || draws.isDrawByRule())) {
            counters.leaves++;
            return 0;
        }
        if (ply >= maxPly || checks == null && state.isTerminal()) {
            // Games with check end, besides by their draw rules, when the side to move has no move: in
            // check that is found below with the evasions; out of check (stalemate) quiescence does not
            // look for it, as engines do not. Games without check are asked.
            counters.leaves++;
            return state.isTerminal() ? terminalScore(ply) : evaluator.evaluate(state);
        }
        // Step Q2. The transposition table: an entry whose bound settles the window ends the node.
        boolean pvNode = beta - alpha > 1;
        long key = table == null ? 0 : state.hash();
        long entry = table == null ? TranspositionTable.MISS : counters.probe(table, key);
        if (!pvNode) {
            int settled = tableCutoff(entry, 0, ply, alpha, beta);
            if (settled != NO_SCORE) {
                return settled;
            }
        }
        int tableMove = entry == TranspositionTable.MISS ? GameState.NO_MOVE : TranspositionTable.move(entry);
        // Step Q3. In check every evasion is searched (none: mated); out of check the side to move may stand pat on
        // its evaluation, which may already fail high.
        boolean inCheck = inCheck(ply);
        int[] list = moves[ply];
        int count;
        int best;
        int standPat = NO_SCORE;
        int originalAlpha = alpha;
        int bestMove = GameState.NO_MOVE;
        if (inCheck) {
            best = -Scores.INFINITY;
            count = state.legalMoves(list);
            if (count == 0) {
                counters.leaves++;
                return terminalScore(ply);
            }
        } else {
            standPat = evaluator.evaluate(state);
            if (standPat >= beta) {
                counters.leaves++;
                return standPat;
            }
            if (standPat > alpha) {
                alpha = standPat;
            }
            best = standPat;
            count = tactical.tacticalMoves(list);
        }
        // Step Q4. The moves: every evasion in check (ordered as the main search orders them), else the tactical moves
        // (captures by victim and attacker), each searched with the window as it stands.
        int mover = state.toMove();
        int previousIndex = inCheck && ply > 0 ? indexAtPly[ply - 1] : NULL_MOVE_INDEX;
        if (inCheck) {
            ordering.start(ply, list, count, tableMove);
        } else {
            ordering.startQuiescence(ply, list, count, tableMove);
        }
        int searched = 0;
        for (int i = 0; i < count; i++) {
            int move = ordering.pick(ply, list, i, count, mover, previousIndex);
            // Step Q5. Out of check, captures that cannot lift the stand-pat to alpha (delta pruning) or that lose
            // material by static exchange are skipped; never the table's move, never once every move loses.
            if (!inCheck && best > -Scores.WIN_THRESHOLD && move != tableMove) {
                if (config.futility() && ordering.hasHints()
                        && standPat + ordering.victimValue(move) + pruning.deltaMargin() <= alpha) {
                    best = Math.max(best, standPat + ordering.victimValue(move) + pruning.deltaMargin());
                    continue;
                }
                if (config.seePruning() && ordering.hasHints()
                        && ordering.victimValue(move) < ordering.attackerValue(move)
                        && ordering.staticExchange(move) < 0) {
                    continue;
                }
            }
            indexAtPly[ply] = ordering.historyIndex(move);
            checkAtPly[ply + 1] = UNKNOWN;
            if (tracer != null) {
                tracedMoves[ply + 1] = move;
            }
            state.play(move);
            int value = state.toMove() == mover ? qs(ply + 1, alpha, beta) : -qs(ply + 1, -beta, -alpha);
            state.undo();
            if (tracer != null && !aborted) {
                tracer.child(ply, move, value, window(Math.max(alpha, value)), window(beta));
            }
            if (aborted) {
                return best;
            }
            searched++;
            // Step Q6. A new best move; a cut-off at beta.
            if (value > best) {
                best = value;
                if (value > alpha) {
                    pv.update(ply, move);
                    bestMove = move;
                    alpha = value;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        if (!inCheck && searched == 0) {
            counters.leaves++;
        }
        // Step Q7. The result into the table, at depth 0.
        store(key, bestMove, best, ply, 0, originalAlpha, beta);
        return best;
    }

    /** A quiescence child: traced when a tracer is attached. */
    private int qs(int ply, int alpha, int beta) {
        return tracer == null ? quiescence(ply, alpha, beta) : tracedQuiescence(ply, alpha, beta);
    }

    private int terminalScore(int ply) {
        if (!config.distanceScoring()) {
            return evaluator.terminalScore(state);
        }
        int outcome = state.outcome(state.toMove());
        return outcome > 0 ? Scores.winIn(ply) : outcome < 0 ? Scores.lossIn(ply) : 0;
    }

    /** Forced results are stored relative to the node, not the root, so they stay true in other lines. */
    private int toTable(int score, int ply) {
        if (!config.distanceScoring() || !Scores.isDecisive(score)) {
            return score;
        }
        return score > 0 ? score + ply : score - ply;
    }

    private int fromTable(int score, int ply) {
        if (!config.distanceScoring() || !Scores.isDecisive(score)) {
            return score;
        }
        return score > 0 ? score - ply : score + ply;
    }

    /**
     * Steps 4 and Q2: the score of a table entry that is deep enough and whose bound settles the window (a table
     * cut-off), or {@link #NO_SCORE}. An exhaustive search takes only proven entries.
     */
    private int tableCutoff(long entry, int depth, int ply, int alpha, int beta) {
        if (entry == TranspositionTable.MISS) {
            return NO_SCORE;
        }
        int tableDepth = TranspositionTable.depth(entry);
        int score = fromTable(TranspositionTable.score(entry), ply);
        int bound = TranspositionTable.bound(entry);
        if (tableDepth < depth || !TranspositionTable.settles(bound, score, alpha, beta)
                || exhaustive && tableDepth < PROVEN_DEPTH) {
            return NO_SCORE;
        }
        if (tableDepth < PROVEN_DEPTH) {
            horizonReached = true;
        }
        if (tracer != null) {
            traceTableHit(ply, score, bound);
        }
        return score;
    }

    /** Step 6: the static evaluation, replaced by the table's score where that bound is tighter. */
    private int corrected(int eval, int ply, long entry) {
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

    /**
     * Steps 7 and 8 at a node outside the principal variation and out of check: the value that ends the node, or
     * {@link #NO_SCORE} to search its moves (and when the null move search was stopped).
     */
    private int nodePruning(int depth, int ply, int beta, int eval, boolean improving, int count) {
        // Step 7. Reverse futility pruning: the evaluation is so far above beta that a shallow node fails high.
        if (config.reverseFutility() && depth <= Pruning.REVERSE_FUTILITY_DEPTH && !Scores.isDecisive(beta)
                && eval - pruning.reverseFutilityMargin(depth, improving) >= beta) {
            horizonReached = true;
            if (tracer != null) {
                tracer.pruned(ply, GameState.NO_MOVE, "reverse futility");
            }
            return eval;
        }
        // Step 8. Null move pruning: if passing still fails high on a reduced search, so will a move.
        if (config.nullMove() && nulls != null && depth >= Pruning.NULL_MOVE_DEPTH && eval >= beta
                && !Scores.isDecisive(beta) && indexAtPly[ply - 1] != NULL_MOVE_INDEX && nulls.nullMoveAllowed()) {
            return nullMoveSearch(depth, ply, beta, eval, count);
        }
        return NO_SCORE;
    }

    /** Steps 11 and Q7: a node's result into the table, exact or as the bound the window makes it. */
    private void store(long key, int bestMove, int best, int ply, int tableDepth, int originalAlpha, int beta) {
        if (table == null) {
            return;
        }
        int bound = best <= originalAlpha ? TranspositionTable.BOUND_UPPER
                : best >= beta ? TranspositionTable.BOUND_LOWER : TranspositionTable.BOUND_EXACT;
        table.store(key, bestMove, toTable(best, ply), tableDepth, bound);
    }

    private void traceTableHit(int ply, int score, int bound) {
        tracer.tableHit(ply, score, bound == TranspositionTable.BOUND_EXACT ? SearchTracer.Bound.EXACT
                : bound == TranspositionTable.BOUND_LOWER ? SearchTracer.Bound.LOWER : SearchTracer.Bound.UPPER);
    }

    /** Step 8's search after a pass: its cutoff value, or {@link #NO_SCORE} when passing does not fail high. */
    private int nullMoveSearch(int depth, int ply, int beta, int eval, int count) {
        int reduction = pruning.nullMoveReduction(depth, eval, beta);
        boolean outer = horizonReached;
        indexAtPly[ply] = NULL_MOVE_INDEX;
        // Passing cannot put the opponent in check: they were not in check before we moved.
        checkAtPly[ply + 1] = NOT_IN_CHECK;
        if (tracer != null) {
            tracedMoves[ply + 1] = SearchTracer.NULL_MOVE;
        }
        nulls.playNull();
        int value = tracer == null ? -search(depth - 1 - reduction, ply + 1, -beta, -beta + 1)
                : -traced(depth - 1 - reduction, ply + 1, -beta, -beta + 1);
        nulls.undoNull();
        if (aborted) {
            return NO_SCORE;
        }
        if (tracer != null && value >= beta) {
            tracer.cutoff(ply, SearchTracer.NULL_MOVE, count, "null move");
        }
        if (value >= beta) {
            horizonReached = true;
            return Scores.isDecisive(value) ? beta : value;
        }
        horizonReached = outer;
        return NO_SCORE;
    }
}

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
 * with the depth {@value TableScores#PROVEN_DEPTH}, which every later probe accepts. When the root is proven the search
 * has solved the position and iterative deepening stops.
 *
 * <p><b>Parts.</b> The principal variation search and its quiescence search are one recursion over the same
 * per-ply arrays; what is not that recursion has classes of its own: the margins and reductions ({@link Pruning}),
 * the guards that keep short wins ({@link ShortWins}), move ordering ({@link MoveOrdering}), the table's scores
 * ({@link TableScores}), the stop test ({@link StopPoll}), the check status per ply ({@link CheckCache}), tracing
 * ({@link SearchTracing}), the line continued from the table ({@link TableLine}) and iterative deepening
 * ({@link IterativeDeepening}).
 */
final class SearchWorker {

    private static final int NO_SCORE = TableScores.NO_SCORE;
    private static final int NULL_MOVE_INDEX = -1;
    private final EngineConfig config;
    private final Pruning pruning;
    private final Evaluator<GameState> evaluator;
    private final TableScores table;
    private final StopPoll stop;
    private final int maxPly;
    private final int[][] moves;
    private final int[] indexAtPly;
    private final int[] staticEvals;
    private final CheckCache checkAtPly;
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
    private boolean horizonReached;
    /** The attached tracer, or {@code null}; with none the node loop only tests this field. */
    private SearchTracing tracer;

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
        this.table = new TableScores(table, config.distanceScoring());
        this.stop = new StopPoll(control, singleThread);
        this.maxPly = maxPly;
        this.moves = new int[maxPly + 2][maxMoves];
        this.indexAtPly = new int[maxPly + 2];
        this.staticEvals = new int[maxPly + 2];
        this.checkAtPly = new CheckCache(maxPly);
        int size = historySize > 0 ? historySize : MoveOrdering.HASHED_HISTORY_SIZE;
        this.history = new MoveHistory(maxPly, size, maxMoves, config.continuationHistory(), config.captureHistory());
        this.ordering = new MoveOrdering(config, history, maxPly, maxMoves, MoveOrdering.HASHED_HISTORY_SIZE);
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
        stop.start(allThreadsNodeLimit, allThreadsNodes);
        excluded.clear();
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

    /** This thread's stop test, which publishes its node count for other threads. */
    StopPoll stop() {
        return stop;
    }

    /** Whether this thread has stopped searching because of a limit or stop request. */
    boolean aborted() {
        return stop.aborted();
    }

    /** Whether the last root search left the tree anywhere but at terminal positions. */
    boolean horizonReached() {
        return horizonReached;
    }

    /** The root moves the following root searches leave out: earlier MultiPV lines' (none for line 1). */
    ExcludedMoves excludedRootMoves() {
        return excluded;
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
        checkAtPly.forget(0);
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
        return TableLine.continued(pv.line(0), state, table.table(), draws, Math.min(maxPly, 2 * rootDepth + 2),
                moves[maxPly + 1]);
    }

    /**
     * Attaches or detaches a tracer.
     *
     * @param newTracer the tracer, or {@code null}
     */
    void trace(SearchTracer newTracer) {
        tracer = newTracer == null ? null : new SearchTracing(newTracer, maxPly);
    }

    /**
     * {@link #search} reported to the tracer. Called instead of it while a tracer is attached, so that an untraced
     * search recurses through no extra frame.
     */
    private int traced(int depth, int ply, int alpha, int beta) {
        SearchTracing t = tracer;
        if (depth <= 0 && config.quiescence() && tactical != null) {
            return tracedQuiescence(ply, alpha, beta);
        }
        t.enter(ply, state.toMove(), SearchTracer.NodeKind.PLAYER, alpha, beta);
        int value = search(depth, ply, alpha, beta);
        t.exit(ply, value, alpha, beta);
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
        if (stop.shouldStop(counters.nodes)) {
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
        long key = table.key(state);
        long entry = table.probe(counters, key);
        if (!root && (!config.pvs() || !pvNode)) {
            int settled = tableCutoff(entry, depth, ply, alpha, beta);
            if (settled != NO_SCORE) {
                return settled;
            }
        }
        int tableMove = TableScores.move(entry);

        // Step 5. The moves, generated before any pruning: a position without moves is terminal (the rules of
        // GameState), which saves asking isTerminal() at every interior node, and pruning needs a live one.
        int[] list = moves[ply];
        int count = state.legalMoves(list);
        if (count == 0) {
            counters.leaves++;
            return terminalScore(ply);
        }
        // Step 6. The static evaluation, corrected by the table's bound, and whether it is improving.
        boolean inCheck = checkAtPly.inCheck(ply, checks);
        int eval = NO_SCORE;
        staticEvals[ply] = NO_SCORE;
        if (!inCheck && config.needsStaticEvaluation()) {
            staticEvals[ply] = evaluator.evaluate(state);
            eval = table.corrected(staticEvals[ply], ply, entry);
        }
        boolean improving = ply >= 2 && staticEvals[ply] != NO_SCORE && staticEvals[ply - 2] != NO_SCORE
                && staticEvals[ply] > staticEvals[ply - 2];

        // Steps 7 and 8. Reverse futility and null move pruning may end a node outside the principal variation.
        if (!root && !pvNode && !inCheck && eval != NO_SCORE) {
            int pruned = nodePruning(depth, ply, beta, eval, improving, count);
            if (stop.aborted()) {
                return 0;
            }
            if (pruned != NO_SCORE) {
                return pruned;
            }
        }
        // Step 9. Internal iterative reduction: a node the table knows nothing of is searched a ply shallower.
        if (config.internalReduction() && table.exists() && tableMove == GameState.NO_MOVE
                && depth >= pruning.internalReductionDepth() && !root && !ShortWins.seeksShorterWin(alpha)) {
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
        boolean captureHistory = history.startNode(ply);
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
                    && pruning.lateMovePrunes(depth, searched, improving);
            // Step 10b. Captures that lose material by static exchange, near the horizon.
            if (mayPrune && tacticalMove && config.seePruning() && ordering.hasHints() && depth <= pruning.seeDepth()
                    && ordering.exchangeOf(ply, i, move) < pruning.seeThreshold(depth) && !ShortWins.endsGame(state, checks != null, move)) {
                horizonReached = true;
                if (tracer != null) {
                    tracer.pruned(ply, move, "see");
                }
                continue;
            }
            int index = ordering.historyIndex(move);
            int victim = tacticalMove && captureHistory ? ordering.victimValue(move) : 0;
            state.play(move);
            boolean givesCheck = checks != null && checks.inCheck();
            checkAtPly.record(ply + 1, givesCheck);
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
                    && depth <= pruning.futilityDepth() && eval + pruning.futilityMargin(depth) <= alpha) {
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
            int reduction = !pruning.mayReduce(depth, searched, pvNode, !tacticalMove && !inCheck && !forcing, alpha) ? 0
                    : pruning.lateMoveReduction(depth, searched, pvNode, improving,
                            MoveOrdering.isRefutation(ordering.key(ply, i)),
                            config.history() ? history.score(mover, index) : 0, newDepth);
            if (tracer != null) {
                tracer.play(ply, move);
            }
            int value;
            if (searched == 0 || !config.pvs()) {
                value = child(newDepth - reduction, ply, alpha, beta, sameSide);
                if (reduction > 0 && value > alpha && !stop.aborted()) {
                    traceReSearch(ply, move, "lmr");
                    value = child(newDepth, ply, alpha, beta, sameSide);
                }
            } else {
                value = child(newDepth - reduction, ply, alpha, alpha + 1, sameSide);
                if (reduction > 0 && value > alpha && !stop.aborted()) {
                    traceReSearch(ply, move, "lmr");
                    value = child(newDepth, ply, alpha, alpha + 1, sameSide);
                }
                if (value > alpha && value < beta && !stop.aborted()) {
                    traceReSearch(ply, move, "pvs");
                    value = child(newDepth, ply, alpha, beta, sameSide);
                }
            }
            state.undo();
            if (stop.aborted()) {
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
                tracer.child(ply, move, value, alpha, beta);
            }
            if (config.cutOnEqual() ? alpha >= beta : alpha > beta) {
                if (tracer != null) {
                    tracer.cutoff(ply, move, count - i - 1, "beta");
                }
                counters.cutoffs++;
                if (searched == 1) {
                    counters.firstMoveCutoffs++;
                }
                if (config.ordersMoves()) {
                    history.onCutoff(ply, mover, move, index, tacticalMove, victim, depth, previousIndex);
                }
                break;
            }
            history.tried(ply, mover, index, tacticalMove, victim);
        }
        // Step 11. The result into the table: exact, or a bound, and proven when no horizon was reached.
        boolean proven = !horizonReached;
        horizonReached |= outerHorizon;
        if (searched == 0 && bestMove == GameState.NO_MOVE && best == -Scores.INFINITY) {
            // Every move was excluded (MultiPV beyond the root's move count): nothing to report or store.
            return best;
        }
        if (!(root && excluded.any())) {
            table.store(key, bestMove, best, ply,
                    proven ? TableScores.PROVEN_DEPTH : Math.min(depth, TableScores.PROVEN_DEPTH - 1), originalAlpha, beta);
        }
        return best;
    }

    private void traceReSearch(int ply, int move, String reason) {
        if (tracer != null) {
            tracer.reSearch(ply, move, reason);
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
        SearchTracing t = tracer;
        t.enter(ply, state.toMove(), SearchTracer.NodeKind.QUIESCENCE, alpha, beta);
        int value = quiescence(ply, alpha, beta);
        t.exit(ply, value, alpha, beta);
        return value;
    }

    /**
     * Quiescence search: below the horizon, only the moves that change the position's balance (captures, or every
     * evasion in check), so that no evaluation is taken in the middle of an exchange. One loop in numbered steps.
     */
    private int quiescence(int ply, int alpha, int beta) {
        // Step Q1. The stop test and the node's bookkeeping; draws by rule, the ply cap and finished games.
        if (stop.shouldStop(counters.nodes)) {
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
        long key = table.key(state);
        long entry = table.probe(counters, key);
        if (!pvNode) {
            int settled = tableCutoff(entry, 0, ply, alpha, beta);
            if (settled != NO_SCORE) {
                return settled;
            }
        }
        int tableMove = TableScores.move(entry);
        // Step Q3. In check every evasion is searched (none: mated); out of check the side to move may stand pat on
        // its evaluation, which may already fail high.
        boolean inCheck = checkAtPly.inCheck(ply, checks);
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
            checkAtPly.forget(ply + 1);
            if (tracer != null) {
                tracer.play(ply, move);
            }
            state.play(move);
            int value = state.toMove() == mover ? qs(ply + 1, alpha, beta) : -qs(ply + 1, -beta, -alpha);
            state.undo();
            if (tracer != null && !stop.aborted()) {
                tracer.child(ply, move, value, Math.max(alpha, value), beta);
            }
            if (stop.aborted()) {
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
        table.store(key, bestMove, best, ply, 0, originalAlpha, beta);
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

    /** Steps 4 and Q2: a table cut-off's score, or {@link #NO_SCORE}; a cut-off by an unproven entry is a horizon. */
    private int tableCutoff(long entry, int depth, int ply, int alpha, int beta) {
        int score = table.cutoff(entry, depth, ply, alpha, beta, exhaustive);
        if (score != NO_SCORE) {
            horizonReached |= !TableScores.proven(entry);
            if (tracer != null) {
                tracer.tableHit(ply, score, entry);
            }
        }
        return score;
    }

    /**
     * Steps 7 and 8 at a node outside the principal variation and out of check: the value that ends the node, or
     * {@link #NO_SCORE} to search its moves (and when the null move search was stopped).
     */
    private int nodePruning(int depth, int ply, int beta, int eval, boolean improving, int count) {
        // Step 7. Reverse futility pruning: the evaluation is so far above beta that a shallow node fails high.
        if (pruning.reverseFutility(depth, beta, eval, improving)) {
            horizonReached = true;
            if (tracer != null) {
                tracer.pruned(ply, GameState.NO_MOVE, "reverse futility");
            }
            return eval;
        }
        // Step 8. Null move pruning: if passing still fails high on a reduced search, so will a move.
        if (config.nullMove() && nulls != null && depth >= pruning.nullMoveDepth() && eval >= beta
                && !Scores.isDecisive(beta) && indexAtPly[ply - 1] != NULL_MOVE_INDEX && nulls.nullMoveAllowed()) {
            return nullMoveSearch(depth, ply, beta, eval, count);
        }
        return NO_SCORE;
    }

    /** Step 8's search after a pass: its cutoff value, or {@link #NO_SCORE} when passing does not fail high. */
    private int nullMoveSearch(int depth, int ply, int beta, int eval, int count) {
        int reduction = pruning.nullMoveReduction(depth, eval, beta);
        boolean outer = horizonReached;
        indexAtPly[ply] = NULL_MOVE_INDEX;
        // Passing cannot put the opponent in check: they were not in check before we moved.
        checkAtPly.record(ply + 1, false);
        if (tracer != null) {
            tracer.play(ply, SearchTracer.NULL_MOVE);
        }
        nulls.playNull();
        int value = child(depth - 1 - reduction, ply, beta - 1, beta, false);
        nulls.undoNull();
        if (stop.aborted()) {
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

package dev.ply.search.alphabeta;

import dev.ply.core.GameState;
import dev.ply.core.capability.CaptureValues;
import dev.ply.core.capability.CheckAware;
import dev.ply.core.capability.DrawRules;
import dev.ply.core.capability.MoveHistoryIndex;
import dev.ply.core.capability.NullMoves;
import dev.ply.core.capability.StructureKey;
import dev.ply.core.capability.TacticalMoves;
import dev.ply.core.eval.Evaluator;
import dev.ply.core.search.Scores;
import dev.ply.core.search.SearchTracer;
import dev.ply.core.search.support.PrincipalVariation;
import dev.ply.core.search.support.SearchControl;
import dev.ply.core.tt.TranspositionTable;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * One searching thread of an {@link AlphaBetaSearch}: the recursive negamax principal variation search above the
 * horizon, on the per-ply state and below the quiescence search of {@link QuiescenceSearch}, with everything a
 * thread owns preallocated per ply (move lists, ordering keys, static evaluations, the moves on the current path, the
 * principal variation) so that the node loop never allocates. Threads share only the transposition table and the {@link SearchControl}.
 *
 * <p>Scores are from the side to move's view. A child whose player to move is the parent's own is not
 * negated, so games where a player moves twice in a row are handled; null moves always pass the turn.
 *
 * <p><b>Proven subtrees.</b> A node whose whole subtree was searched to terminal positions, without
 * evaluation, pruning or draws by repetition, has an exact game-theoretic value; it is stored in the table
 * with the depth {@value TableScores#PROVEN_DEPTH}, which every later probe accepts. When the root is proven the search
 * has solved the position and iterative deepening stops.
 *
 * <p><b>Parts.</b> The principal variation search and its quiescence search ({@link QuiescenceSearch}) are one
 * recursion over the same per-ply arrays; what is not that recursion has classes of its own: the margins and reductions ({@link Pruning}),
 * the guards that keep short wins ({@link ShortWins}), move ordering ({@link MoveOrdering}), the table's scores
 * ({@link TableScores}), the stop test ({@link StopPoll}), the check status per ply ({@link CheckCache}), tracing
 * ({@link SearchTracing}), the line continued from the table ({@link TableLine}) and iterative deepening
 * ({@link IterativeDeepening}).
 */
final class SearchWorker extends QuiescenceSearch {

    private final int[] staticEvals;
    /**
     * Whether each ply's node is expected to fail high (a cut node): the children of a principal variation node
     * after its first move, and every child of an all node, as Stockfish's {@code cutNode}; set by the parent.
     */
    private final boolean[] cutNodes;
    /** The move each ply's node leaves out while a singular search tests its table move, or NO_MOVE. */
    private final int[] skippedAtPly;
    /** Root moves an earlier MultiPV line took, which this root search leaves out. */
    private final ExcludedMoves excluded;
    /** The nodes each root move took in the current iteration, for {@code effort}'s time management. */
    private final RootEffort rootEffort;

    /** Each ply's captures for ProbCut, with {@code probcut}; {@code null} otherwise. */
    private final int[][] probCutMoves;

    /** Correction history, with {@code corrhist}; {@code null} otherwise. */
    private final CorrectionHistory correction;

    private NullMoves nulls;
    /** The position's structure key when correction history is on and the game has one, else {@code null}. */
    private StructureKey structure;
    private int rootDepth;

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
        super(config, evaluator, table, control, maxPly, maxMoves, historySize, singleThread);
        this.staticEvals = new int[maxPly + 2];
        this.skippedAtPly = new int[maxPly + 2];
        this.cutNodes = new boolean[maxPly + 2];
        java.util.Arrays.fill(skippedAtPly, GameState.NO_MOVE);
        this.excluded = new ExcludedMoves(maxMoves);
        this.rootEffort = new RootEffort(maxMoves);
        this.correction = config.correctionHistory() ? new CorrectionHistory(config.pawn()) : null;
        this.probCutMoves = config.probCut() ? new int[maxPly + 2][maxMoves] : null;
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
        structure = correction != null && root instanceof StructureKey k ? k : null;
        ordering.bind(tactical, root instanceof CaptureValues c ? c : null,
                root instanceof MoveHistoryIndex h ? h : null);
        history.age();
        counters.reset();
        stop.start(allThreadsNodeLimit, allThreadsNodes);
        excluded.clear();
    }

    /** The nodes each root move took since the iteration began, which {@link IterativeDeepening} clears. */
    RootEffort rootEffort() {
        return rootEffort;
    }

    /** Forgets killers, history, countermoves and cached evaluations: a new game. */
    void newGame() {
        history.clear();
        if (correction != null) {
            correction.clear();
        }
        if (evalCache != null) {
            evalCache.clear();
        }
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
        cutNodes[0] = false;
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
        boolean cutNode = cutNodes[ply];
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
            return staticEvaluation();
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
        int skipped = skippedAtPly[ply];
        if (!root && (!config.pvs() || !pvNode) && skipped == GameState.NO_MOVE) {
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
        // Step 6. The static evaluation, corrected by the correction history and by the table's bound, and whether
        // it is improving.
        boolean inCheck = checkAtPly.inCheck(ply, checks);
        int eval = NO_SCORE;
        int rawEval = NO_SCORE;
        long structureKey = 0;
        staticEvals[ply] = NO_SCORE;
        if (!inCheck && config.needsStaticEvaluation()) {
            rawEval = staticEvaluation();
            staticEvals[ply] = rawEval;
            if (structure != null) {
                structureKey = structure.structureKey();
                staticEvals[ply] = correction.corrected(state.toMove(), structureKey, rawEval);
            }
            eval = table.corrected(staticEvals[ply], ply, entry);
        }
        boolean improving = ply >= 2 && staticEvals[ply] != NO_SCORE && staticEvals[ply - 2] != NO_SCORE
                && staticEvals[ply] > staticEvals[ply - 2];

        // Steps 7, 8 and 8b. Reverse futility, null move pruning and ProbCut may end a node outside the principal
        // variation.
        boolean mayEndEarly = !root && !pvNode && !inCheck && eval != NO_SCORE && skipped == GameState.NO_MOVE;
        if (mayEndEarly) {
            int pruned = nodePruning(depth, ply, beta, eval, improving, count, cutNode);
            if (stop.aborted()) {
                return 0;
            }
            if (pruned != NO_SCORE) {
                return pruned;
            }
        }
        // Step 8b. ProbCut: a good capture that beats beta by a margin in a search four plies shallower ends the node.
        if (mayEndEarly && probCutMoves != null && depth >= pruning.probCutDepth() && tactical != null
                && ordering.hasHints() && !Scores.isDecisive(beta)) {
            int cut = probCut(depth, ply, beta, eval, improving, key, entry, cutNode);
            if (stop.aborted()) {
                return 0;
            }
            if (cut != NO_SCORE) {
                return cut;
            }
        }
        // Step 9. Internal iterative reduction: a node the table knows nothing of is searched a ply shallower.
        if (config.internalReduction() && table.exists() && tableMove == GameState.NO_MOVE
                && depth >= pruning.internalReductionDepth() && !root && !ShortWins.seeksShorterWin(alpha)) {
            depth--;
        }

        // Step 9b. Singular extension: a table move that alone holds the node's value is searched a ply deeper; one
        // that does not while its table score beats beta anyway is searched shallower (se-negative plies).
        boolean singular = false;
        int tableMoveReduction = 0;
        if (config.singular() && !root && !exhaustive && skipped == GameState.NO_MOVE
                && tableMove != GameState.NO_MOVE && depth >= pruning.singularDepth()
                && !ShortWins.seeksShorterWin(alpha)) {
            int singularBeta = table.singularBeta(entry, depth, ply, pruning.singularMargin(depth));
            if (singularBeta != NO_SCORE) {
                int value = searchWithout(tableMove, depth, ply, singularBeta);
                if (stop.aborted()) {
                    return 0;
                }
                singular = value < singularBeta;
                if (!singular && singularBeta >= beta) {
                    horizonReached = true; // a bound from a shallower search, never a proof
                    return singularBeta; // multi-cut: a move besides the table's beats beta too
                }
                if (!singular && singularBeta + pruning.singularMargin(depth) >= beta) {
                    tableMoveReduction = pruning.negativeExtension();
                }
            }
        }
        // Step 10. The moves in order (table move, captures by exchange, killers, history), each pruned,
        // extended, reduced and searched with a null window after the first.
        int mover = state.toMove();
        int previousIndex = root ? NULL_MOVE_INDEX : indexAtPly[ply - 1];
        int followIndex = ply < 2 ? NULL_MOVE_INDEX : indexAtPly[ply - 2];
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
        // Late move reductions' node terms: more in an expected cut node, more when the table's move is a capture.
        int nodeReduction = pruning.cutNodeReduction(cutNode);
        for (int i = 0; i < count; i++) {
            int move = ordering.pick(ply, list, i, count, mover, previousIndex, followIndex);
            if (root && excluded.contains(move) || move == skipped) {
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
            // Step 10b''. Quiet moves that lose material by static exchange (a piece left where it is taken), near
            // the horizon; the table's move is searched, and checks (known once the move is played).
            boolean losingQuiet = mayPrune && !tacticalMove && config.quietSeePruning() && ordering.hasHints()
                    && depth <= pruning.seeDepth() && move != tableMove
                    && ordering.staticExchange(move) < pruning.quietSeeThreshold(depth);
            int index = ordering.historyIndex(move);
            int victim = tacticalMove && captureHistory ? ordering.victimValue(move) : 0;
            long nodesBefore = counters.nodes;
            state.play(move);
            boolean givesCheck = checks != null && checks.inCheck();
            checkAtPly.record(ply + 1, givesCheck);
            // Checks are never pruned as late or futile moves; in a game that cannot say whether a move checks, a
            // move that ends the game is as forcing (chess's mates are checks, so chess never asks).
            boolean forcing = givesCheck || ShortWins.endsGameHere(state, checks != null,
                    lateQuiet || losingQuiet || mayPrune && config.futility(), tacticalMove);
            // Step 10b'. One ply from the horizon with a win to beat, only a move that ends the game or checks can
            // beat it: any other is answered by a quiet position whose evaluation is no win.
            if (depth == 1 && ShortWins.cannotBeatWin(state, checks != null, alpha, givesCheck)) {
                state.undo();
                horizonReached = true;
                best = Math.max(best, alpha);
                continue;
            }
            if ((lateQuiet || losingQuiet) && !forcing) {
                // Late and losing quiet moves are skipped, but not checks: a quiet check near the horizon may be mate.
                state.undo();
                horizonReached = true;
                if (tracer != null) {
                    tracer.pruned(ply, move, lateQuiet ? "late move" : "see");
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
            // Step 10d. Check extension, and the singular table move's (or, with se-negative, its reduction).
            boolean sameSide = state.toMove() == mover;
            int extension = (config.checkExtension() && givesCheck || singular && move == tableMove)
                    && ply < 2 * rootDepth ? 1 : 0;
            if (move == tableMove && extension == 0) {
                extension = -tableMoveReduction;
            }
            int newDepth = depth - 1 + extension;
            // Step 10e. Late quiet moves are reduced (and searched again at full depth when they beat alpha). With
            // PVS the moves after the first get a null window, and the full window only when they beat alpha.
            int reduction = !pruning.mayReduce(depth, searched, pvNode, !tacticalMove && !inCheck && !forcing, alpha) ? 0
                    : pruning.lateMoveReduction(depth, searched, pvNode, improving,
                            MoveOrdering.isRefutation(ordering.key(ply, i)),
                            history.reductionScore(config.history(), mover, index, previousIndex, followIndex),
                            nodeReduction, newDepth);
            if (move == tableMove && tacticalMove) {
                nodeReduction += pruning.tableCaptureReduction();
            }
            if (tracer != null) {
                tracer.play(ply, move);
            }
            int value;
            if (searched == 0 || !config.pvs()) {
                // A principal variation node's first move is one too; a null window's child takes the other type.
                boolean cut = !pvNode && !cutNode;
                value = child(newDepth - reduction, ply, alpha, beta, sameSide, cut);
                if (reduction > 0 && value > alpha && !stop.aborted()) {
                    traceReSearch(ply, move, "lmr");
                    value = child(newDepth, ply, alpha, beta, sameSide, cut);
                }
            } else {
                // A reduced search expects to fail low here, so its child to fail high (Stockfish's choice).
                value = child(newDepth - reduction, ply, alpha, alpha + 1, sameSide, reduction > 0 || !cutNode);
                if (reduction > 0 && value > alpha && !stop.aborted()) {
                    traceReSearch(ply, move, "lmr");
                    value = child(newDepth, ply, alpha, alpha + 1, sameSide, !cutNode);
                }
                if (value > alpha && value < beta && !stop.aborted()) {
                    traceReSearch(ply, move, "pvs");
                    value = child(newDepth, ply, alpha, beta, sameSide, false);
                }
            }
            state.undo();
            if (root) {
                rootEffort.add(move, counters.nodes - nodesBefore);
            }
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
                    history.onCutoff(ply, mover, move, index, tacticalMove, victim, depth, previousIndex,
                            followIndex);
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
        if (!(root && excluded.any()) && skipped == GameState.NO_MOVE) {
            if (structure != null && rawEval != NO_SCORE) {
                learnCorrection(depth, ply, best, bestMove, originalAlpha, beta, rawEval, structureKey);
            }
            table.store(key, bestMove, best, ply,
                    proven ? TableScores.PROVEN_DEPTH : Math.min(depth, TableScores.PROVEN_DEPTH - 1), originalAlpha, beta);
        }
        return best;
    }

    /**
     * Step 11's lesson for the correction history: how far the node's result fell from its static evaluation, when
     * the result says so. Not after a tactical best move (the evaluation of a quiet position does not foresee a
     * capture), not for a decisive result, and not when the result is a bound on the side the evaluation already is
     * (a fail high at or below it, a fail low at or above it), which says nothing of its error.
     */
    private void learnCorrection(int depth, int ply, int best, int bestMove, int originalAlpha, int beta, int rawEval,
            long structureKey) {
        int corrected = staticEvals[ply];
        if (Scores.isDecisive(best) || bestMove != GameState.NO_MOVE && ordering.isTactical(bestMove)
                || best >= beta && best <= corrected || best <= originalAlpha && best >= corrected) {
            return;
        }
        correction.update(state.toMove(), structureKey, depth, best - rawEval);
    }

    /**
     * Step 8b, ProbCut (Buro's idea in Stockfish's form): the captures whose static exchange wins at least the gap
     * from the evaluation to the raised bound {@code beta + margin}, best victims first, each tried with a quiescence
     * search against that bound and, when it reaches it, a search four plies shallower; the first to reach it ends
     * the node with its value, which goes into the table as a lower bound three plies shallower. {@link #NO_SCORE}
     * when none does (or the table already says the node is below the bound, or the search was stopped).
     */
    private int probCut(int depth, int ply, int beta, int eval, boolean improving, long key, long entry,
            boolean cutNode) {
        int raised = pruning.probCutBeta(beta, improving);
        int shallower = depth - Pruning.probCutReduction();
        // Its result is a bound as deep as that search from the node (a ply more than the child's).
        int tableDepth = shallower + 1;
        if (Scores.isDecisive(raised) || table.belowProbCut(entry, tableDepth, ply, raised)) {
            return NO_SCORE;
        }
        int[] list = probCutMoves[ply];
        int count = tactical.tacticalMoves(list);
        int tableMove = TableScores.move(entry);
        int mover = state.toMove();
        int needed = raised - eval;
        boolean outer = horizonReached;
        ordering.startQuiescence(ply, list, count, tableMove);
        for (int i = 0; i < count; i++) {
            int move = ordering.pick(ply, list, i, count, mover, NULL_MOVE_INDEX, NULL_MOVE_INDEX);
            if (ordering.staticExchange(move) < needed) {
                continue;
            }
            playCapture(ply, move);
            boolean sameSide = state.toMove() == mover;
            int value = child(0, ply, raised - 1, raised, sameSide, !cutNode);
            if (value >= raised && !stop.aborted()) {
                value = child(shallower, ply, raised - 1, raised, sameSide, !cutNode);
            }
            state.undo();
            if (stop.aborted()) {
                return NO_SCORE;
            }
            if (value >= raised) {
                horizonReached = true; // a bound from a shallower search, never a proof
                if (tracer != null) {
                    tracer.cutoff(ply, move, count - i - 1, "probcut");
                }
                table.store(key, move, value, ply, tableDepth, raised - 1, raised);
                return value;
            }
        }
        horizonReached = outer;
        return NO_SCORE;
    }

    /**
     * Step 9b's search of the node without its table move, at half depth in a null window at {@code singularBeta}:
     * its value, below {@code singularBeta} when the table move is singular. Not traced; the node's horizon state
     * is kept.
     */
    private int searchWithout(int tableMove, int depth, int ply, int singularBeta) {
        boolean outer = horizonReached;
        SearchTracing traced = tracer;
        tracer = null;
        skippedAtPly[ply] = tableMove;
        try {
            return search((depth - 1) / 2, ply, singularBeta - 1, singularBeta);
        } finally {
            skippedAtPly[ply] = GameState.NO_MOVE;
            tracer = traced;
            horizonReached = outer;
        }
    }

    private void traceReSearch(int ply, int move, String reason) {
        if (tracer != null) {
            tracer.reSearch(ply, move, reason);
        }
    }

    /** A child's search, the node it reaches marked as an expected cut node or not. */
    private int child(int depth, int ply, int alpha, int beta, boolean sameSide, boolean cut) {
        cutNodes[ply + 1] = cut;
        if (tracer != null) {
            return sameSide ? traced(depth, ply + 1, alpha, beta) : -traced(depth, ply + 1, -beta, -alpha);
        }
        return sameSide ? search(depth, ply + 1, alpha, beta) : -search(depth, ply + 1, -beta, -alpha);
    }

    /**
     * Steps 7 and 8 at a node outside the principal variation and out of check: the value that ends the node, or
     * {@link #NO_SCORE} to search its moves (and when the null move search was stopped).
     */
    private int nodePruning(int depth, int ply, int beta, int eval, boolean improving, int count, boolean cutNode) {
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
            return nullMoveSearch(depth, ply, beta, eval, count, cutNode);
        }
        return NO_SCORE;
    }

    /** Step 8's search after a pass: its cutoff value, or {@link #NO_SCORE} when passing does not fail high. */
    private int nullMoveSearch(int depth, int ply, int beta, int eval, int count, boolean cutNode) {
        int reduction = pruning.nullMoveReduction(depth, eval, beta);
        boolean outer = horizonReached;
        indexAtPly[ply] = NULL_MOVE_INDEX;
        // Passing cannot put the opponent in check: they were not in check before we moved.
        checkAtPly.record(ply + 1, false);
        if (tracer != null) {
            tracer.play(ply, SearchTracer.NULL_MOVE);
        }
        nulls.playNull();
        int value = child(depth - 1 - reduction, ply, beta - 1, beta, false, !cutNode);
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

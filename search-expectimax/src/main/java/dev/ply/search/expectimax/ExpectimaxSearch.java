package dev.ply.search.expectimax;

import dev.ply.core.GameState;
import dev.ply.core.eval.Evaluator;
import dev.ply.core.search.RootMoveStatistics;
import dev.ply.core.search.Scores;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchListener;
import dev.ply.core.search.SearchProgress;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchSetup;
import dev.ply.core.search.SearchStatistics;
import dev.ply.core.search.SearchTracer;
import dev.ply.core.search.support.PrincipalVariation;
import dev.ply.core.search.support.SearchControl;
import dev.ply.core.search.support.SearchCounters;
import dev.ply.core.tt.TranspositionTable;
import java.util.Arrays;
import java.util.List;

/**
 * Expectiminimax in negamax form over player and chance nodes, with the pruning its {@link Config}
 * switches on: alpha-beta at player nodes, Ballard's Star1 and Star2 at chance nodes, move ordering,
 * a transposition table and iterative deepening.
 *
 * <p><b>Values</b> are doubles from the view of the node's {@link GameState#toMove() side to move} (at a
 * chance node, the player who moves after the chance event), in the evaluator's units: terminal
 * positions score {@link Evaluator#terminalScore}, positions at the horizon {@link Evaluator#evaluate};
 * a player node takes the best of its children, a chance node their average weighted by probability. A
 * child whose side to move differs from its parent's is negated, so games where a player moves twice,
 * or a chance node follows a chance node, are searched correctly.
 *
 * <p><b>Depth</b> counts player moves only: a chance event uses no depth (as in
 * {@link dev.ply.core.perft.Perft}). Depth 1 from a player node scores the position after each of its
 * moves; in backgammon, depth 1 picks the play the evaluator likes best for the roll, and depth 2 also
 * averages, over the opponent's 21 rolls, the opponent's best reply. At the horizon a chance node is
 * evaluated as it stands.
 *
 * <p><b>Pruning.</b> Every score lies in {@code [L, U] = [-bound, bound]}, where the bound is the
 * largest of the evaluator's {@link Evaluator#bound()} and {@code game.maxOutcome() * winScore()}
 * (terminal scores can exceed the evaluator's bound), unless the {@code bound} option sets it; a score
 * outside it stops the search with an {@link IllegalStateException}, since pruning by a false bound
 * would give wrong values. A chance node searched with window {@code (alpha, beta)} knows, for each
 * outcome {@code i} with probability {@code p_i}, an interval {@code [lo_i, hi_i]} of its value,
 * {@code [L, U]} before it is searched. Star1 searches outcome {@code i} with the window
 * {@code ((alpha - sum_{j != i} p_j hi_j) / p_i, (beta - sum_{j != i} p_j lo_j) / p_i)} clipped to
 * {@code [L, U]}, and returns as soon as {@code sum p_j hi_j <= alpha} (fail low) or
 * {@code sum p_j lo_j >= beta} (fail high). Star2 first probes every outcome: it searches only the first
 * {@code probe} moves of the player node the outcome leads to, which gives a lower bound {@code lo_i}
 * (a player node is worth at least any of its moves), cuts when those bounds already reach
 * {@code beta}, and otherwise goes on as Star1 with the tighter {@code lo_i}. Fail-soft bounds are exact
 * statements about the true value, so Star1 and Star2 return exactly the value plain expectiminimax
 * returns; where floating-point rounding leaves an outcome known only by a bound that did not cut, that
 * outcome is searched again with an open window (counted as a re-search).
 *
 * <p><b>Transposition table.</b> Entries keep the best move of player nodes and the value of player
 * and chance nodes, as {@link TableScores} encodes them. Values are reused only from the same remaining
 * depth, so a depth-{@code d} search returns the depth-{@code d} expectiminimax value whatever the table
 * holds; a subtree searched to its end without meeting the horizon is stored as solved and reused at
 * any depth, its value being the same at all of them.
 *
 * <p><b>Principal variation</b>: the moves from the root up to the first chance node below it. At a
 * chance root there is no move to choose: the result's best move is {@link GameState#NO_MOVE} and its
 * root moves give each outcome with its value and the nodes searched below it.
 */
final class ExpectimaxSearch implements Search {


    /**
     * The switches of the search.
     *
     * @param pruning what chance nodes prune
     * @param probeMoves how many moves Star2 probes at the player node of each outcome
     * @param alphaBeta alpha-beta cutoffs at player nodes; without them windows are always open and
     *     chance nodes have nothing to prune with
     * @param orderByEvaluator order moves by the evaluator's score of the position they lead to
     * @param table use a transposition table
     * @param hashMiB its size
     * @param iterativeDeepening search depth 1, 2, ... up to the limit instead of the limit at once (a
     *     time or node limit deepens regardless, to always have a move)
     * @param bound the score bound {@code U} to prune with; 0 to derive it from the evaluator and game
     */
    record Config(Expectimax.Pruning pruning, int probeMoves, boolean alphaBeta, boolean orderByEvaluator,
            boolean table, int hashMiB, boolean iterativeDeepening, int bound) {
    }

    /** The attached tracer, or {@code null}; with none the node loop only tests this field. */
    private SearchTracer tracer;
    /** While tracing, the move or outcome that led to each ply's node. */
    private int[] tracedMoves;
    /** Above 0 while Star2 probes, whose partial searches are not traced. */
    private int probing;

    private static final double OPEN_LOW = Double.NEGATIVE_INFINITY;
    private static final double OPEN_HIGH = Double.POSITIVE_INFINITY;
    /** Table depths are 8-bit; deeper results are not stored, so a clamped depth is never misread. */
    private static final int MAX_TABLE_DEPTH = 126;
    /**
     * The table depth of a subtree searched to its end without meeting the horizon: its value is the
     * same at every depth, so it is reused at any.
     */
    private static final int SOLVED_DEPTH = 127;

    private final Config config;
    private final Evaluator<GameState> evaluator;
    private final int bound;
    private final double lowest;
    private final double highest;
    private final TranspositionTable table;
    private final TableScores tableScores;
    private final MoveOrdering ordering;
    private final int maxPly;
    private final int maxMoves;
    private final PlyFrame[] frames;
    /** At a chance root, the nodes searched below each outcome in the current search. */
    private final long[] rootOutcomeNodes;
    private final int[] bestMoves;
    private final PrincipalVariation pv;
    private final SearchControl control;
    private long chanceNodes;
    private long probes;
    private long star1Cutoffs;
    private long star2Cutoffs;
    private long alphaBetaCutoffs;
    private long researches;
    private final SearchCounters counters = new SearchCounters();
    private boolean horizonReached;

    ExpectimaxSearch(SearchSetup setup, Config config) {
        this.control = new SearchControl(setup.clock());
        this.config = config;
        this.evaluator = setup.stateEvaluator();
        this.bound = config.bound() > 0 ? config.bound() : derivedBound(evaluator, setup.game().maxOutcome());
        this.lowest = -bound;
        this.highest = bound;
        this.table = config.table() ? setup.tables().create(config.hashMiB()) : null;
        this.tableScores = new TableScores(bound);
        // Plies count chance events too; the cap keeps the tables of endless games small.
        this.maxPly = Math.min(setup.game().maxPlies(), Scores.MAX_PLY - 1);
        this.maxMoves = setup.game().maxMoves();
        this.ordering = new MoveOrdering(evaluator, config.orderByEvaluator());
        this.frames = new PlyFrame[maxPly + 1];
        this.rootOutcomeNodes = new long[maxMoves];
        this.bestMoves = new int[maxPly + 1];
        this.pv = new PrincipalVariation(maxPly);
    }

    /**
     * The bound {@code U} of every score: the evaluator's bound, or the largest terminal score if that
     * is larger.
     */
    static int derivedBound(Evaluator<GameState> evaluator, int maxOutcome) {
        long terminal = (long) maxOutcome * evaluator.winScore();
        return (int) Math.min(Integer.MAX_VALUE / 4, Math.max(evaluator.bound(), terminal));
    }

    /**
     * The bound {@code U} this search prunes with.
     *
     * @return the largest absolute score, in evaluation units
     */
    int bound() {
        return bound;
    }

    @Override
    public SearchResult search(GameState root, SearchLimits limits, SearchListener listener) {
        limits.requireNoIterations("expectimax");
        GameState state = root.copy();
        control.start(limits);
        resetStatistics();
        if (table != null) {
            table.newSearch();
        }
        boolean deepen = config.iterativeDeepening() || limits.isTimed() || limits.nodes() > 0;
        int maxDepth = limits.depth() > 0 ? Math.min(limits.depth(), maxPly) : maxPly;
        int depth = deepen ? 1 : maxDepth;
        SearchResult.Builder best = null;
        double bestValue = 0;
        while (true) {
            horizonReached = false;
            double value = traced(state, depth, 0, OPEN_LOW, OPEN_HIGH);
            if (control.aborted()) {
                if (best == null) {
                    // Stopped inside the first iteration: answer with the best root move completed, if any.
                    List<Integer> line = pv.line(0);
                    int move = line.isEmpty() ? firstMove(state) : line.get(0);
                    best = SearchResult.builder().bestMove(move)
                            .principalVariation(move == GameState.NO_MOVE ? List.of() : List.of(move)).depth(0);
                    bestValue = line.isEmpty() ? 0 : value;
                }
                break;
            }
            List<Integer> line = pv.line(0);
            best = SearchResult.builder().bestMove(line.isEmpty() ? GameState.NO_MOVE : line.get(0))
                    .principalVariation(line).depth(depth);
            bestValue = value + 0.0; // no -0.0 in reports
            if (state.isChanceNode()) {
                addOutcomes(best);
            }
            listener.onProgress(new SearchProgress(depth, counters.selectiveDepth, toScore(value), counters.nodes,
                    control.elapsedMillis(), table == null ? 0 : table.hashfull(), line, 1));
            if (!deepen || !horizonReached || depth >= maxDepth || !control.mayStartIteration()) {
                break;
            }
            depth++;
        }
        return best.score(toScore(bestValue)).selectiveDepth(counters.selectiveDepth).nodes(counters.nodes)
                .timeMillis(control.elapsedMillis())
                .statistic(SearchStatistics.VALUE, bestValue)
                .statistic(SearchStatistics.CHANCE_NODES, chanceNodes)
                .statistic(SearchStatistics.LEAVES, counters.leaves)
                .statistic(SearchStatistics.STAR1_CUTOFFS, star1Cutoffs)
                .statistic(SearchStatistics.STAR2_CUTOFFS, star2Cutoffs)
                .statistic(SearchStatistics.PROBES, probes)
                .statistic(SearchStatistics.ALPHA_BETA_CUTOFFS, alphaBetaCutoffs)
                .statistic(SearchStatistics.ORDERING_EVALUATIONS, ordering.evaluations())
                .statistic(SearchStatistics.TT_HIT_RATE, counters.tableHitRate())
                .statistic(SearchStatistics.TT_CUTOFFS, counters.tableCutoffs)
                .statistic(SearchStatistics.HASHFULL, table == null ? 0 : table.hashfull())
                .statistic(SearchStatistics.RE_SEARCHES, researches)
                .build();
    }

    private void resetStatistics() {
        counters.reset();
        chanceNodes = 0;
        probes = 0;
        star1Cutoffs = 0;
        star2Cutoffs = 0;
        alphaBetaCutoffs = 0;
        researches = 0;
        ordering.resetCount();
        Arrays.fill(rootOutcomeNodes, 0);
    }

    /** At a chance root every outcome was searched with an open window, so each value is exact. */
    private void addOutcomes(SearchResult.Builder result) {
        ChanceBounds outcomes = frame(0).chance;
        for (int i = 0; i < outcomes.count(); i++) {
            result.rootMove(new RootMoveStatistics(outcomes.outcome(i), rootOutcomeNodes[i], outcomes.valueOf(i)));
        }
    }

    private static int toScore(double value) {
        return (int) Math.round(value);
    }

    /**
     * {@link #search} reported to the tracer. Called instead of it where a tracer is attached, so that an untraced
     * search recurses through no extra frame.
     */
    private double traced(GameState state, int depth, int ply, double alpha, double beta) {
        SearchTracer t = tracer;
        if (t == null || probing > 0) {
            return search(state, depth, ply, alpha, beta);
        }
        t.enter(ply, ply == 0 ? GameState.NO_MOVE : tracedMoves[ply], state.toMove(),
                state.isChanceNode() ? SearchTracer.NodeKind.CHANCE : SearchTracer.NodeKind.PLAYER, alpha, beta);
        double value = search(state, depth, ply, alpha, beta);
        t.exit(ply, value, value <= alpha ? SearchTracer.Bound.UPPER
                : value >= beta ? SearchTracer.Bound.LOWER : SearchTracer.Bound.EXACT);
        return value;
    }

    /** Attaches or detaches a tracer. */
    @Override
    public void trace(SearchTracer newTracer) {
        tracer = newTracer;
        tracedMoves = newTracer == null ? null : new int[maxPly + 2];
    }

    private boolean tracing() {
        return tracer != null && probing == 0;
    }

    /**
     * The value of a node from its side to move's view, fail-soft: a result at or below {@code alpha}
     * is an upper bound of the true value, one at or above {@code beta} a lower bound, one in between
     * the value itself.
     */
    private double search(GameState state, int depth, int ply, double alpha, double beta) {
        if (control.shouldAbort(counters.nodes)) {
            return 0;
        }
        counters.enter(ply);
        pv.clear(ply);
        if (state.isTerminal()) {
            counters.leaves++;
            return checked(evaluator.terminalScore(state), state);
        }
        if (depth <= 0 || ply >= maxPly) {
            counters.leaves++;
            horizonReached = true;
            return checked(evaluator.evaluate(state), state);
        }
        long key = 0;
        int tableMove = GameState.NO_MOVE;
        if (table != null) {
            key = state.hash();
            long entry = counters.probe(table, key);
            if (entry != TranspositionTable.MISS) {
                tableMove = TranspositionTable.move(entry);
                int entryDepth = TranspositionTable.depth(entry);
                if (ply > 0 && (entryDepth == depth || entryDepth == SOLVED_DEPTH)) {
                    double low = tableScores.lowerBound(entry);
                    double high = tableScores.upperBound(entry);
                    if (low == high || high <= alpha || low >= beta) {
                        counters.tableCutoffs++;
                        if (tracing()) {
                            double v = low == high ? low : high <= alpha ? high : low;
                            tracer.tableHit(ply, v, low == high ? SearchTracer.Bound.EXACT : high <= alpha
                                    ? SearchTracer.Bound.UPPER : SearchTracer.Bound.LOWER);
                        }
                        horizonReached |= entryDepth != SOLVED_DEPTH;
                        return low == high ? low : high <= alpha ? high : low;
                    }
                }
            }
        }
        boolean horizonElsewhere = horizonReached;
        horizonReached = false;
        double value;
        int bestMove = GameState.NO_MOVE;
        if (state.isChanceNode()) {
            value = chanceNode(state, depth, ply, alpha, beta);
        } else {
            value = playerNode(state, depth, ply, alpha, beta, tableMove);
            bestMove = bestMoves[ply];
        }
        boolean horizonBelow = horizonReached;
        horizonReached = horizonElsewhere || horizonBelow;
        if (table != null && !control.aborted() && (depth <= MAX_TABLE_DEPTH || !horizonBelow)) {
            int kind = value <= alpha ? TranspositionTable.BOUND_UPPER
                    : value >= beta ? TranspositionTable.BOUND_LOWER : TranspositionTable.BOUND_EXACT;
            table.store(key, bestMove, tableScores.encode(value), horizonBelow ? depth : SOLVED_DEPTH, kind);
        }
        return value;
    }

    private double checked(int score, GameState state) {
        if (score > bound || score < -bound) {
            throw new IllegalStateException("evaluator " + evaluator.getClass().getName() + " scored " + score
                    + " at " + state.notation() + ", outside the bound " + bound + " expectimax prunes with"
                    + " (its bound() or maxOutcome() x winScore() is wrong); set the option bound=N");
        }
        return score;
    }

    /** Alpha-beta, fail-soft, with moves ordered; leaves the best move in {@code bestMoves[ply]}. */
    private double playerNode(GameState state, int depth, int ply, double alpha, double beta, int tableMove) {
        int mover = state.toMove();
        PlyFrame frame = frame(ply);
        int[] list = frame.moves;
        int count = state.legalMoves(list);
        if (count == 0) {
            // The SPI promises a pass move instead; a game that breaks it is scored where it stands.
            counters.leaves++;
            bestMoves[ply] = GameState.NO_MOVE;
            return checked(evaluator.evaluate(state), state);
        }
        ordering.order(state, list, count, frame.keys, depth, tableMove);
        double best = OPEN_LOW;
        int bestMove = GameState.NO_MOVE;
        for (int i = 0; i < count; i++) {
            int move = list[i];
            double a = config.alphaBeta() ? Math.max(alpha, best) : OPEN_LOW;
            double b = config.alphaBeta() ? beta : OPEN_HIGH;
            double value = child(state, mover, move, depth - 1, ply, a, b);
            if (control.aborted()) {
                return best;
            }
            if (value > best) {
                best = value;
                bestMove = move;
                pv.update(ply, move);
            }
            if (tracing()) {
                tracer.child(ply, move, value, Math.max(alpha, best), beta);
            }
            if (config.alphaBeta() && best >= beta) {
                alphaBetaCutoffs++;
                if (tracing()) {
                    tracer.cutoff(ply, move, count - i - 1, "beta");
                }
                break;
            }
        }
        bestMoves[ply] = bestMove;
        return best;
    }

    /** Plays a move or outcome, searches the child with the window seen from {@code side}, takes it back. */
    private double child(GameState state, int side, int move, int depth, int ply, double alpha, double beta) {
        if (tracer != null) {
            tracedMoves[ply + 1] = move;
        }
        state.play(move);
        boolean same = state.toMove() == side;
        double value;
        if (tracer == null) {
            value = same ? search(state, depth, ply + 1, alpha, beta) : -search(state, depth, ply + 1, -beta, -alpha);
        } else {
            value = same ? traced(state, depth, ply + 1, alpha, beta) : -traced(state, depth, ply + 1, -beta, -alpha);
        }
        state.undo();
        return value;
    }

    private double chanceNode(GameState state, int depth, int ply, double alpha, double beta) {
        chanceNodes++;
        ChanceBounds outcomes = frame(ply).chance;
        int count = outcomes.load(state, lowest, highest);
        int side = state.toMove();
        if (config.pruning() == Expectimax.Pruning.NONE) {
            for (int i = 0; i < count; i++) {
                double value = searchOutcome(state, side, outcomes, i, depth, ply, OPEN_LOW, OPEN_HIGH);
                if (control.aborted()) {
                    return 0;
                }
                outcomes.exact(i, value);
                traceOutcome(ply, outcomes, i, value);
            }
            return outcomes.value();
        }
        if (highest <= alpha || lowest >= beta) {
            star1Cutoffs++;
            traceChanceCut(ply, GameState.NO_MOVE, count, "star1");
            return highest <= alpha ? highest : lowest;
        }
        if (config.pruning() == Expectimax.Pruning.STAR2) {
            for (int k = 0; k < count; k++) {
                probing++;
                try {
                    probeOutcome(state, side, outcomes, outcomes.searchOrder(k), depth, ply, alpha, beta);
                } finally {
                    probing--;
                }
                if (control.aborted()) {
                    return 0;
                }
                int probed = outcomes.searchOrder(k);
                if (outcomes.known(probed)) {
                    // The probe settled the outcome (a terminal position): its value, without its search.
                    traceOutcome(ply, outcomes, probed, outcomes.valueOf(probed));
                }
                double lower = outcomes.lower();
                if (lower >= beta) {
                    star2Cutoffs++;
                    traceChanceCut(ply, outcomes.outcome(outcomes.searchOrder(k)), count, "star2");
                    return lower;
                }
                double upper = outcomes.upper();
                if (upper <= alpha) {
                    star2Cutoffs++;
                    traceChanceCut(ply, outcomes.outcome(outcomes.searchOrder(k)), count, "star2");
                    return upper;
                }
            }
        }
        for (int k = 0; k < count; k++) {
            int i = outcomes.searchOrder(k);
            if (outcomes.known(i)) {
                continue;
            }
            double a = outcomes.windowLow(i, alpha);
            double b = outcomes.windowHigh(i, beta);
            if (!(a < b)) {
                // Only rounding can close the window (the bounds would have cut); search the outcome fully.
                a = OPEN_LOW;
                b = OPEN_HIGH;
            }
            double value = searchOutcome(state, side, outcomes, i, depth, ply, a, b);
            if (control.aborted()) {
                return 0;
            }
            outcomes.narrow(i, value, a, b);
            traceOutcome(ply, outcomes, i, value);
            double upper = outcomes.upper();
            if (upper <= alpha) {
                star1Cutoffs++;
                traceChanceCut(ply, outcomes.outcome(i), count - k - 1, "star1");
                return upper;
            }
            double lower = outcomes.lower();
            if (lower >= beta) {
                star1Cutoffs++;
                traceChanceCut(ply, outcomes.outcome(i), count - k - 1, "star1");
                return lower;
            }
        }
        for (int i = 0; i < count; i++) {
            if (!outcomes.known(i)) {
                // A bound that should have cut did not, by rounding: learn the outcome's exact value.
                researches++;
                double value = searchOutcome(state, side, outcomes, i, depth, ply, OPEN_LOW, OPEN_HIGH);
                if (control.aborted()) {
                    return 0;
                }
                outcomes.exact(i, value);
                traceOutcome(ply, outcomes, i, value);
            }
        }
        return outcomes.value();
    }

    private void traceOutcome(int ply, ChanceBounds outcomes, int i, double value) {
        if (tracing()) {
            tracer.outcome(ply, outcomes.outcome(i), outcomes.probability(i), value);
        }
    }

    private void traceChanceCut(int ply, int outcome, int notSearched, String reason) {
        if (tracing()) {
            tracer.cutoff(ply, outcome, notSearched, reason);
        }
    }

    /** Searches outcome {@code i} of a chance node, counting the nodes below a root outcome. */
    private double searchOutcome(GameState state, int side, ChanceBounds outcomes, int i, int depth, int ply,
            double alpha, double beta) {
        long before = counters.nodes;
        double value = child(state, side, outcomes.outcome(i), depth, ply, alpha, beta);
        if (ply == 0) {
            rootOutcomeNodes[i] += counters.nodes - before;
        }
        return value;
    }

    /**
     * Star2's probing of outcome {@code i}: a leaf is evaluated outright, a player node is probed for a
     * lower bound (an upper bound, seen from the chance node, when the other side moves after the
     * outcome), and a chance node is left unknown.
     */
    private void probeOutcome(GameState state, int side, ChanceBounds outcomes, int i, int depth, int ply,
            double alpha, double beta) {
        long before = counters.nodes;
        state.play(outcomes.outcome(i));
        boolean same = state.toMove() == side;
        if (state.isTerminal() || ply + 1 >= maxPly) {
            double value = search(state, depth, ply + 1, OPEN_LOW, OPEN_HIGH);
            outcomes.exact(i, same ? value : -value);
        } else if (!state.isChanceNode()) {
            double a = outcomes.windowLow(i, alpha);
            double b = outcomes.windowHigh(i, beta);
            if (a < b) {
                double bound = probe(state, depth, ply + 1, same ? a : -b, same ? b : -a);
                if (same) {
                    outcomes.atLeast(i, bound);
                } else {
                    outcomes.atMost(i, -bound);
                }
            }
        }
        state.undo();
        if (ply == 0) {
            rootOutcomeNodes[i] += counters.nodes - before;
        }
    }

    /**
     * Searches only the first {@code probeMoves} moves of a player node, best ordered first, with
     * window {@code (alpha, beta)} seen from its mover: the node is worth at least any of its moves, so
     * the best of those that did not fail low is a lower bound of its value. Returns {@code L} when
     * nothing was learned.
     */
    private double probe(GameState state, int depth, int ply, double alpha, double beta) {
        if (control.shouldAbort(counters.nodes)) {
            return lowest;
        }
        counters.nodes++;
        probes++;
        pv.clear(ply);
        if (ply > counters.selectiveDepth) {
            counters.selectiveDepth = ply;
        }
        double best = lowest;
        int tableMove = GameState.NO_MOVE;
        if (table != null) {
            long entry = counters.probe(table, state.hash());
            if (entry != TranspositionTable.MISS) {
                tableMove = TranspositionTable.move(entry);
                int entryDepth = TranspositionTable.depth(entry);
                if (entryDepth == depth || entryDepth == SOLVED_DEPTH) {
                    best = Math.max(best, tableScores.lowerBound(entry));
                    if (best >= beta) {
                        counters.tableCutoffs++;
                        horizonReached |= entryDepth != SOLVED_DEPTH;
                        return best;
                    }
                }
            }
        }
        int mover = state.toMove();
        PlyFrame frame = frame(ply);
        int[] list = frame.moves;
        int count = state.legalMoves(list);
        ordering.order(state, list, count, frame.keys, depth, tableMove);
        int tried = Math.min(count, config.probeMoves());
        for (int k = 0; k < tried; k++) {
            double a = Math.max(alpha, best);
            double value = child(state, mover, list[k], depth - 1, ply, a, beta);
            if (control.aborted()) {
                return lowest;
            }
            if (value > a) {
                best = value;
            }
            if (best >= beta) {
                break;
            }
        }
        return best;
    }

    /** The buffers of a ply, allocated when the search first reaches it. */
    private PlyFrame frame(int ply) {
        PlyFrame frame = frames[ply];
        if (frame == null) {
            frame = new PlyFrame(maxMoves);
            frames[ply] = frame;
        }
        return frame;
    }

    private int firstMove(GameState state) {
        if (state.isChanceNode() || state.isTerminal()) {
            return GameState.NO_MOVE;
        }
        int[] list = frame(0).moves;
        int count = state.legalMoves(list);
        return count == 0 ? GameState.NO_MOVE : list[0];
    }

    @Override
    public void stop() {
        control.requestStop();
    }

    @Override
    public void newGame() {
        if (table != null) {
            table.clear();
        }
    }
}

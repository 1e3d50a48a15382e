package dev.ply.search.alphabeta;

import dev.ply.core.GameState;
import dev.ply.core.eval.Evaluator;
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
import java.util.List;

/**
 * Plain depth-limited minimax in negamax form: every move of every node is searched, nothing is
 * pruned, reordered or remembered. The reference the faster searches are checked against.
 *
 * <p>Values are from the side to move's view; a child whose player differs from its parent's is
 * negated, so games where a player moves twice in a row are handled. Terminal positions score the
 * evaluator's {@link Evaluator#terminalScore terminal score} (the game's utility), positions at the
 * depth limit its static evaluation.
 *
 * <p>With only a depth limit the search goes to exactly that depth, and with no limit at all to the
 * end of the game (the whole tree), in one pass. With a time or node limit it deepens one ply at a
 * time (up to the depth limit, if any) until the limit strikes or the tree is exhausted, and answers
 * with the last completed depth; the first iteration always completes.
 */
final class MinimaxSearch implements Search {

    private final Evaluator<GameState> evaluator;
    private final int maxPly;
    private final int[][] moves;
    private final PrincipalVariation pv;
    private final SearchControl control;
    private final SearchCounters counters = new SearchCounters();
    private boolean horizonReached;
    /** The attached tracer, or {@code null}; with none the node loop only tests this field. */
    private SearchTracer tracer;
    /** While tracing, the move that led to each ply's node. */
    private int[] tracedMoves;

    MinimaxSearch(SearchSetup setup) {
        this.control = new SearchControl(setup.clock());
        this.evaluator = setup.stateEvaluator();
        this.maxPly = Math.min(setup.game().maxPlies(), Scores.MAX_PLY - 1);
        this.moves = new int[maxPly + 1][setup.game().maxMoves()];
        this.pv = new PrincipalVariation(maxPly);
    }

    @Override
    public SearchResult search(GameState root, SearchLimits limits, SearchListener listener) {
        limits.requireNoIterations("minimax");
        GameState state = root.copy();
        control.start(limits);
        counters.reset();
        boolean deepen = limits.isTimed() || limits.nodes() > 0;
        int maxDepth = limits.depth() > 0 ? Math.min(limits.depth(), maxPly) : maxPly;
        int depth = deepen ? 1 : maxDepth;
        SearchResult.Builder best = null;
        while (true) {
            horizonReached = false;
            int score = tracer == null ? negamax(state, depth, 0) : traced(state, depth, 0);
            if (control.aborted() && best != null) {
                break;
            }
            List<Integer> line = pv.line(0);
            if (control.aborted()) {
                // Stopped inside the first iteration: answer with the best root move completed, if any.
                best = SearchResult.builder().bestMove(line.isEmpty() ? firstMove(state) : line.get(0))
                        .score(score).principalVariation(line.isEmpty() ? List.of(firstMove(state)) : line)
                        .depth(0);
                break;
            }
            best = SearchResult.builder().bestMove(line.isEmpty() ? GameState.NO_MOVE : line.get(0)).score(score)
                    .principalVariation(line).depth(depth).selectiveDepth(depth);
            listener.onProgress(new SearchProgress(depth, depth, score, counters.nodes, control.elapsedMillis(), 0, line, 1));
            if (!deepen || !horizonReached || depth >= maxDepth || !control.mayStartIteration()) {
                break;
            }
            depth++;
        }
        return best.nodes(counters.nodes).timeMillis(control.elapsedMillis())
                .statistic(SearchStatistics.LEAVES, counters.leaves).build();
    }

    @Override
    public void trace(SearchTracer newTracer) {
        tracer = newTracer;
        tracedMoves = newTracer == null ? null : new int[maxPly + 2];
    }

    /** {@link #negamax} reported to the tracer; called instead of it where one is attached. */
    private int traced(GameState state, int depth, int ply) {
        SearchTracer t = tracer;
        t.enter(ply, ply == 0 ? GameState.NO_MOVE : tracedMoves[ply], state.toMove(), SearchTracer.NodeKind.PLAYER,
                -Double.MAX_VALUE, Double.MAX_VALUE);
        int value = negamax(state, depth, ply);
        t.exit(ply, value, SearchTracer.Bound.EXACT);
        return value;
    }

    private int negamax(GameState state, int depth, int ply) {
        if (control.shouldAbort(counters.nodes)) {
            return 0;
        }
        counters.nodes++;
        pv.clear(ply);
        if (state.isTerminal()) {
            counters.leaves++;
            return evaluator.terminalScore(state);
        }
        if (depth == 0 || ply >= maxPly) {
            counters.leaves++;
            horizonReached = true;
            return evaluator.evaluate(state);
        }
        int mover = state.toMove();
        int[] list = moves[ply];
        int count = state.legalMoves(list);
        int best = -Integer.MAX_VALUE;
        for (int i = 0; i < count; i++) {
            if (tracer != null) {
                tracedMoves[ply + 1] = list[i];
            }
            state.play(list[i]);
            int value = tracer == null ? negamax(state, depth - 1, ply + 1) : traced(state, depth - 1, ply + 1);
            if (state.toMove() != mover) {
                value = -value;
            }
            state.undo();
            if (control.aborted()) {
                return best;
            }
            if (value > best) {
                best = value;
                pv.update(ply, list[i]);
            }
            if (tracer != null) {
                tracer.child(ply, list[i], value, best, Double.MAX_VALUE);
            }
        }
        return best;
    }

    private int firstMove(GameState state) {
        int count = state.legalMoves(moves[0]);
        return count == 0 ? GameState.NO_MOVE : moves[0][0];
    }

    @Override
    public void stop() {
        control.requestStop();
    }
}

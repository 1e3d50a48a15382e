package dev.ply.search.alphabeta;

import dev.ply.core.GameState;
import dev.ply.core.capability.DrawRules;
import dev.ply.core.eval.Evaluator;
import dev.ply.core.search.Scores;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchListener;
import dev.ply.core.search.SearchProgress;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchSetup;
import dev.ply.core.search.support.PrincipalVariation;
import dev.ply.core.search.support.SearchControl;
import dev.ply.core.tt.TranspositionTable;
import java.util.List;

/**
 * Alpha-beta search in fail-soft negamax form, with the enhancements its {@link Config} switches on:
 * iterative deepening, a transposition table (its move tried first, its bounds cutting the search),
 * scoring wins by their distance, and draws by repetition for games that detect them.
 *
 * <p>With everything off (the {@code plain} preset) it is the textbook algorithm: window
 * {@code (-inf, +inf)}, moves in generation order, {@code v = max(v, child); alpha = max(alpha, v)},
 * a cut when {@code alpha >= beta}, terminal positions scored by the game's utility, every node visited
 * counted, the root included.
 *
 * <p>Values are from the side to move's view; a child whose player is the parent's own is not negated.
 * Games with chance nodes are refused by the provider.
 */
final class AlphaBetaSearch implements Search {

    /**
     * The switches of the search.
     *
     * @param table use a transposition table
     * @param hashMiB its size
     * @param iterativeDeepening search depth 1, 2, ... up to the limit instead of the limit at once
     *     (a time or node limit deepens regardless, to always have a move)
     * @param distanceScoring score a win {@code n} plies away as {@code Scores.winIn(n)} instead of the
     *     game's utility, so shorter wins are preferred
     * @param cutOnEqual cut when {@code alpha >= beta} (the textbook); {@code false} cuts only when
     *     {@code alpha > beta}
     * @param rootAlpha the lower end of the root window
     * @param rootBeta the upper end of the root window
     */
    record Config(boolean table, int hashMiB, boolean iterativeDeepening, boolean distanceScoring,
            boolean cutOnEqual, int rootAlpha, int rootBeta) {
    }

    private final Config config;
    private final Evaluator<GameState> evaluator;
    private final TranspositionTable table;
    private final int maxPly;
    private final int[][] moves;
    private final PrincipalVariation pv;
    private final SearchControl control = new SearchControl();
    private DrawRules drawRules;
    private long nodes;
    private long leaves;
    private long tableProbes;
    private long tableHits;
    private int selectiveDepth;
    private boolean horizonReached;

    AlphaBetaSearch(SearchSetup setup, Config config) {
        this.config = config;
        this.evaluator = setup.stateEvaluator();
        this.table = config.table() ? setup.tables().create(config.hashMiB()) : null;
        this.maxPly = Math.min(setup.game().maxPlies(), Scores.MAX_PLY - 1);
        this.moves = new int[maxPly + 1][setup.game().maxMoves()];
        this.pv = new PrincipalVariation(maxPly);
    }

    @Override
    public SearchResult search(GameState root, SearchLimits limits, SearchListener listener) {
        GameState state = root.copy();
        drawRules = state instanceof DrawRules rules ? rules : null;
        control.start(limits);
        nodes = 0;
        leaves = 0;
        tableProbes = 0;
        tableHits = 0;
        selectiveDepth = 0;
        if (table != null) {
            table.newSearch();
        }
        boolean deepen = config.iterativeDeepening() || limits.isTimed() || limits.nodes() > 0;
        int maxDepth = limits.depth() > 0 ? Math.min(limits.depth(), maxPly) : maxPly;
        int depth = deepen ? 1 : maxDepth;
        SearchResult.Builder best = null;
        while (true) {
            horizonReached = false;
            int score = alphaBeta(state, depth, 0, config.rootAlpha(), config.rootBeta());
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
                    .principalVariation(line).depth(depth);
            listener.onProgress(new SearchProgress(depth, selectiveDepth, score, nodes, control.elapsedMillis(),
                    table == null ? 0 : table.hashfull(), line, 1));
            boolean solved = !horizonReached || Scores.isDecisive(score) && config.distanceScoring()
                    && Scores.pliesToResult(score) < depth;
            if (!deepen || solved || depth >= maxDepth || !control.mayStartIteration()) {
                break;
            }
            depth++;
        }
        best.selectiveDepth(selectiveDepth).nodes(nodes).timeMillis(control.elapsedMillis())
                .statistic("leaves", leaves);
        if (table != null) {
            best.statistic("tt hit rate", tableProbes == 0 ? 0.0 : (double) tableHits / tableProbes)
                    .statistic("hashfull", table.hashfull());
        }
        return best.build();
    }

    private int alphaBeta(GameState state, int depth, int ply, int alpha, int beta) {
        if (control.shouldAbort(nodes)) {
            return 0;
        }
        nodes++;
        pv.clear(ply);
        selectiveDepth = Math.max(selectiveDepth, ply);
        if (state.isTerminal()) {
            leaves++;
            return terminalScore(state, ply);
        }
        if (ply > 0 && drawRules != null && (drawRules.isRepetition() || drawRules.isDrawByRule())) {
            leaves++;
            return 0;
        }
        if (depth == 0 || ply >= maxPly) {
            leaves++;
            horizonReached = true;
            return evaluator.evaluate(state);
        }
        int tableMove = GameState.NO_MOVE;
        long key = 0;
        if (table != null) {
            key = state.hash();
            tableProbes++;
            long entry = table.probe(key);
            if (entry != TranspositionTable.MISS) {
                tableHits++;
                tableMove = TranspositionTable.move(entry);
                if (ply > 0 && TranspositionTable.depth(entry) >= depth) {
                    int stored = fromTable(TranspositionTable.score(entry), ply);
                    int bound = TranspositionTable.bound(entry);
                    if (bound == TranspositionTable.BOUND_EXACT
                            || bound == TranspositionTable.BOUND_LOWER && stored >= beta
                            || bound == TranspositionTable.BOUND_UPPER && stored <= alpha) {
                        // A cut from the table leaves this node's line empty; the horizon may lie below it.
                        horizonReached = true;
                        return stored;
                    }
                }
            }
        }
        int mover = state.toMove();
        int[] list = moves[ply];
        int count = state.legalMoves(list);
        if (tableMove != GameState.NO_MOVE) {
            moveToFront(list, count, tableMove);
        }
        int originalAlpha = alpha;
        int best = -Scores.INFINITY;
        int bestMove = GameState.NO_MOVE;
        for (int i = 0; i < count; i++) {
            int move = list[i];
            state.play(move);
            int value = state.toMove() == mover ? alphaBeta(state, depth - 1, ply + 1, alpha, beta)
                    : -alphaBeta(state, depth - 1, ply + 1, -beta, -alpha);
            state.undo();
            if (control.aborted()) {
                return best;
            }
            if (value > best) {
                best = value;
                bestMove = move;
                pv.update(ply, move);
            }
            if (best > alpha) {
                alpha = best;
            }
            if (config.cutOnEqual() ? alpha >= beta : alpha > beta) {
                break;
            }
        }
        if (table != null) {
            int bound = best <= originalAlpha ? TranspositionTable.BOUND_UPPER
                    : best >= beta ? TranspositionTable.BOUND_LOWER : TranspositionTable.BOUND_EXACT;
            table.store(key, bestMove, toTable(best, ply), depth, bound);
        }
        return best;
    }

    private int terminalScore(GameState state, int ply) {
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

    private static void moveToFront(int[] list, int count, int move) {
        for (int i = 0; i < count; i++) {
            if (list[i] == move) {
                System.arraycopy(list, 0, list, 1, i);
                list[0] = move;
                return;
            }
        }
    }

    private int firstMove(GameState state) {
        int count = state.legalMoves(moves[0]);
        return count == 0 ? GameState.NO_MOVE : moves[0][0];
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

package dev.ply.search.alphabeta;

import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.capability.MoveHistoryIndex;
import dev.ply.core.eval.Evaluator;
import dev.ply.core.search.RootMoveStatistics;
import dev.ply.core.search.Scores;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchListener;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchSetup;
import dev.ply.core.search.SearchStatistics;
import dev.ply.core.search.SearchTracer;
import dev.ply.core.search.support.PrincipalVariation;
import dev.ply.core.search.support.SearchControl;
import dev.ply.core.search.support.SearchCounters;
import dev.ply.core.tt.TranspositionTable;
import dev.ply.core.util.HeapBudget;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The alpha-beta engine: negamax principal variation search with the enhancements its
 * {@link EngineConfig} switches on, on one or several threads.
 *
 * <p>With {@code threads=N} the search is a Lazy SMP: the calling thread is the main thread and N - 1
 * helper threads (created on first use, kept until {@link #close()}) search the same root from their own
 * copies, sharing only the transposition table, so that each finds the others' results there. The main
 * thread decides when to stop and its result is the answer; the helpers' nodes are added to the count,
 * while the other statistics (table hits, cutoffs, branching factor) are the main thread's.
 *
 * <p>With everything off (the {@code plain} preset) it is the textbook algorithm: window
 * {@code (-inf, +inf)}, moves in generation order, {@code v = max(v, child); alpha = max(alpha, v)},
 * a cut when {@code alpha >= beta}, terminal positions scored by the game's utility, every node visited
 * counted, the root included.
 *
 * <p>Values are from the side to move's view. Games with chance nodes are refused by the provider.
 */
final class AlphaBetaSearch implements Search {

    private static final AtomicInteger POOL_NUMBER = new AtomicInteger();

    private final EngineConfig config;
    private final TranspositionTable table;
    private final SearchControl control;
    private final SearchWorker[] workers;
    private final IterativeDeepening[] loops;
    private final List<Future<?>> running = new ArrayList<>();
    private ExecutorService helpers;

    AlphaBetaSearch(SearchSetup setup, EngineConfig config) {
        this.control = new SearchControl(setup.clock());
        this.config = config;
        this.table = config.table() ? setup.tables().create(config.hashMiB()) : null;
        int maxPly = Math.min(setup.game().maxPlies(), Scores.MAX_PLY - 1);
        int maxMoves = setup.game().maxMoves();
        int historySize = setup.game().newState() instanceof MoveHistoryIndex indexes ? indexes.historySize() : 0;
        Evaluator<GameState> evaluator = setup.stateEvaluator();
        checkThreadsFit(config.threads(), maxPly, maxMoves, historySize, config.continuationHistory(),
                config.captureHistory(), config.evalCacheEntries());
        this.workers = new SearchWorker[config.threads()];
        this.loops = new IterativeDeepening[config.threads()];
        for (int i = 0; i < workers.length; i++) {
            workers[i] = new SearchWorker(config, evaluator, table, control, maxPly, maxMoves, historySize,
                    workers.length == 1);
            loops[i] = new IterativeDeepening(config, control, maxPly, maxMoves);
        }
    }

    /**
     * Refuses a thread count whose per-thread tables (moves, ordering keys and tried quiet moves per ply, the
     * triangular principal variation, the history, the evaluation cache) the heap cannot hold beside what it holds,
     * rather than failing with an {@link OutOfMemoryError} on the way.
     */
    private static void checkThreadsFit(int threads, int maxPly, int maxMoves, int historySize,
            boolean continuationHistory, boolean captureHistory, int evalCacheEntries) {
        long rows = maxPly + 2L;
        long captures = captureHistory ? Integer.BYTES * (2L * MoveHistory.VICTIM_BUCKETS
                * Math.max(historySize, MoveOrdering.HASHED_HISTORY_SIZE) + rows * maxMoves) : 0;
        long continuation = continuationHistory && historySize > 0 && historySize <= MoveHistory.MAX_CONTINUATION_SIZE
                ? Short.BYTES * (long) historySize * historySize : 0;
        long perThread = Integer.BYTES * (3 * rows * maxMoves + rows * (rows + 1) / 2
                + 4L * Math.max(historySize, MoveOrdering.HASHED_HISTORY_SIZE)) + continuation + captures + 64 * 1024
                + (evalCacheEntries > 0 ? EvalCache.bytes(evalCacheEntries) : 0);
        long neededMiB = (threads * perThread >> 20) + 1;
        if (threads > 1 && !HeapBudget.fits(neededMiB)) {
            throw new InvalidInputException("alphabeta with " + threads + " threads needs about " + neededMiB
                    + " MiB for its per-thread tables, but about " + HeapBudget.availableMiB() + " MiB of the Java heap"
                    + " is free (java -Xmx sets the heap); use fewer threads");
        }
    }

    @Override
    public SearchResult search(GameState root, SearchLimits limits, SearchListener listener) {
        limits.requireNoIterations("alphabeta");
        awaitHelpers();
        control.start(limits);
        if (table != null) {
            table.newSearch();
        }
        long nodeLimit = limits.nodes() > 0 ? limits.nodes() : Long.MAX_VALUE;
        for (SearchWorker worker : workers) {
            worker.prepare(root.copy(), nodeLimit, this::totalNodes);
        }
        IterativeDeepening.Outcome outcome;
        try {
            // The helpers start once the main thread has completed its first iteration: with more threads than
            // cores, helpers started at once would leave the main thread too little time to complete one.
            outcome = loops[0].run(workers[0], limits, true, 1, listener, this::reportedNodes, this::hashfull,
                    () -> startHelpers(limits));
        } finally {
            // The helpers unwind within a poll interval; they are awaited before anything else touches
            // their state (the next search, newGame, close), not here, so that the answer never waits for
            // a thread the machine has not scheduled.
            control.abort();
        }
        return result(outcome);
    }

    private void startHelpers(SearchLimits limits) {
        for (int i = 1; i < workers.length; i++) {
            int index = i;
            running.add(helpers().submit(() -> {
                try {
                    loops[index].run(workers[index], limits, false, 1 + index % 2, SearchListener.NONE,
                            this::totalNodes, this::hashfull, () -> { });
                } finally {
                    workers[index].stop().publish(workers[index].counters.nodes);
                }
            }));
        }
    }

    private SearchResult result(IterativeDeepening.Outcome outcome) {
        SearchResult.Builder result = SearchResult.builder();
        if (outcome.lines().isEmpty()) {
            result.bestMove(GameState.NO_MOVE).score(outcome.score()).principalVariation(List.of());
        } else {
            IterativeDeepening.Line best = outcome.lines().get(0);
            result.bestMove(best.move()).score(best.score()).principalVariation(best.line());
        }
        SearchCounters main = workers[0].counters;
        long nodes = main.nodes;
        for (int i = 1; i < workers.length; i++) {
            nodes += workers[i].stop().publishedNodes();
        }
        result.depth(outcome.depth()).selectiveDepth(main.selectiveDepth).nodes(nodes)
                .timeMillis(control.elapsedMillis()).statistic(SearchStatistics.LEAVES, main.leaves);
        if (config.quiescence()) {
            result.statistic(SearchStatistics.QUIESCENCE_NODES, main.quiescenceNodes);
        }
        if (table != null) {
            result.statistic(SearchStatistics.TT_HIT_RATE, main.tableHitRate())
                    .statistic(SearchStatistics.HASHFULL, table.hashfull());
        }
        if (main.cutoffs > 0) {
            result.statistic(SearchStatistics.FIRST_MOVE_CUTOFF_RATE, (double) main.firstMoveCutoffs / main.cutoffs);
        }
        double branching = effectiveBranchingFactor(outcome);
        if (branching > 0) {
            result.statistic(SearchStatistics.EFFECTIVE_BRANCHING_FACTOR, branching);
        }
        if (workers.length > 1) {
            result.statistic(SearchStatistics.THREADS, workers.length);
        }
        if (config.multiPv() > 1) {
            for (IterativeDeepening.Line line : outcome.lines()) {
                result.rootMove(new RootMoveStatistics(line.move(), line.nodes(), line.score()));
            }
        }
        return result.build();
    }

    /**
     * The growth of the main thread's work per ply of depth: the square root of the ratio of the nodes
     * searched up to the last iteration to those up to two iterations before (two, to smooth the odd-even
     * effect of alpha-beta; cumulative counts, so that one cheap iteration after a costly one does not
     * distort it).
     */
    private static double effectiveBranchingFactor(IterativeDeepening.Outcome outcome) {
        long[] perIteration = outcome.iterationNodes();
        int d = outcome.depth();
        long[] upTo = new long[d + 1];
        for (int i = 1; i <= d; i++) {
            upTo[i] = upTo[i - 1] + perIteration[i];
        }
        if (d >= 3 && upTo[d - 2] > 0) {
            return Math.sqrt((double) upTo[d] / upTo[d - 2]);
        }
        if (d >= 2 && upTo[d - 1] > 0) {
            return (double) upTo[d] / upTo[d - 1];
        }
        return 0;
    }

    private long totalNodes() {
        if (workers.length == 1) {
            return workers[0].counters.nodes;
        }
        long sum = 0;
        for (SearchWorker worker : workers) {
            sum += worker.stop().publishedNodes();
        }
        return sum;
    }

    /** The nodes for the main thread's reports: its own count live, the helpers' as published. */
    private long reportedNodes() {
        long sum = workers[0].counters.nodes;
        for (int i = 1; i < workers.length; i++) {
            sum += workers[i].stop().publishedNodes();
        }
        return sum;
    }

    private int hashfull() {
        return table == null ? 0 : table.hashfull();
    }

    private synchronized ExecutorService helpers() {
        if (helpers == null) {
            int pool = POOL_NUMBER.incrementAndGet();
            AtomicInteger thread = new AtomicInteger();
            helpers = Executors.newFixedThreadPool(workers.length - 1, task -> {
                Thread t = new Thread(task, "ply-alphabeta-" + pool + "-helper-" + thread.incrementAndGet());
                t.setDaemon(true);
                return t;
            });
        }
        return helpers;
    }

    /** Waits until the helper threads of the last search have unwound (they have been told to). */
    private void awaitHelpers() {
        boolean interrupted = false;
        RuntimeException failure = null;
        for (Future<?> future : running) {
            while (true) {
                try {
                    future.get();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    if (failure == null) {
                        failure = new IllegalStateException("a search helper thread failed: " + e.getCause(),
                                e.getCause());
                    }
                    break;
                }
            }
        }
        running.clear();
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (failure != null) {
            throw failure;
        }
    }

    /** Traces the main thread's search; helper threads (Lazy SMP) are not traced. */
    @Override
    public void trace(SearchTracer tracer) {
        workers[0].trace(tracer);
    }

    @Override
    public void stop() {
        control.requestStop();
    }

    @Override
    public void newGame() {
        awaitHelpers();
        if (table != null) {
            table.clear();
        }
        for (SearchWorker worker : workers) {
            worker.newGame();
        }
    }

    @Override
    public synchronized void close() {
        control.abort();
        awaitHelpers();
        if (helpers != null) {
            helpers.shutdownNow();
            helpers = null;
        }
    }
}

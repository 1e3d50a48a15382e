package dev.ply.search.mcts;

import dev.ply.core.GameState;
import dev.ply.core.search.SearchListener;
import dev.ply.search.mcts.tree.SearchTree;
import java.util.function.BooleanSupplier;

/**
 * Watches a running search from worker 0: the stop request, the time budget (extended on a clock
 * while the most visited move is not the best-scoring one), and progress reports. It reads only the
 * first tree, which is worker 0's own under root parallelism; under tree parallelism it holds the
 * tree as an iteration would, so that no other worker grows the arrays while it reads.
 */
final class SearchMonitor implements StopCheck {

    private static final long PROGRESS_INTERVAL_NANOS = 500_000_000L;

    private final MctsWorker[] workers;
    private final GameState rootState;
    private final SearchListener listener;
    private final SearchTree tree;
    private final SearchResults results;
    private final BooleanSupplier stopRequested;
    private long lastReportNanos;

    SearchMonitor(MctsWorker[] workers, GameState rootState, SearchListener listener, SearchTree tree,
            SearchResults results, BooleanSupplier stopRequested) {
        this.workers = workers;
        this.rootState = rootState;
        this.listener = listener;
        this.tree = tree;
        this.results = results;
        this.stopRequested = stopRequested;
        this.lastReportNanos = System.nanoTime();
    }

    @Override
    public boolean poll(SearchRun run) {
        if (stopRequested.getAsBoolean()) {
            return true;
        }
        tree.beginIteration(0, 0);
        try {
            return mustStop(run);
        } finally {
            tree.endIteration(0);
        }
    }

    private boolean mustStop(SearchRun run) {
        if (run.budget.isLimited()) {
            long elapsed = run.elapsedNanos();
            if (run.budget.hardExpired(elapsed)) {
                return true;
            }
            if (run.budget.softExpired(elapsed) && !(run.extendable && unstable())) {
                return true;
            }
        }
        if (listener != SearchListener.NONE && System.nanoTime() - lastReportNanos > PROGRESS_INTERVAL_NANOS) {
            lastReportNanos = System.nanoTime();
            listener.onProgress(results.progress(results.result(workers, rootState, run, 0, false)));
        }
        return false;
    }

    /** Whether the most visited child of the first tree is not the one with the best mean. */
    private boolean unstable() {
        int mostVisited = SearchTree.NONE;
        int bestMean = SearchTree.NONE;
        for (int child = tree.firstChild(0); child != SearchTree.NONE; child = tree.next(child)) {
            int stats = tree.resolve(child);
            if (mostVisited == SearchTree.NONE || tree.stats().visits(stats) > tree.stats().visits(mostVisited)) {
                mostVisited = stats;
            }
            if (bestMean == SearchTree.NONE || tree.stats().mean(stats) > tree.stats().mean(bestMean)) {
                bestMean = stats;
            }
        }
        return mostVisited != bestMean;
    }
}

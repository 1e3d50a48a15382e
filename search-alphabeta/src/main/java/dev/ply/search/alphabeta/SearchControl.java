package dev.ply.search.alphabeta;

import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.support.TimeBudget;

/**
 * When a running search must stop: a stop request from another thread, the node limit, or the hard
 * time limit. Polled every {@value #POLL_INTERVAL} nodes so that reading the clock costs nothing
 * measurable. One per search; the stop flag is the only field other threads touch.
 */
final class SearchControl {

    static final int POLL_INTERVAL = 1024;

    private volatile boolean stopRequested;
    private boolean aborted;
    private long startNanos;
    private TimeBudget budget;
    private long nodeLimit;

    void start(SearchLimits limits) {
        startNanos = System.nanoTime();
        budget = TimeBudget.of(limits);
        nodeLimit = limits.nodes() > 0 ? limits.nodes() : Long.MAX_VALUE;
        aborted = false;
        stopRequested = false;
    }

    void requestStop() {
        stopRequested = true;
    }

    /**
     * Called at every node with the node count so far; returns {@code true} once the search must unwind.
     */
    boolean shouldAbort(long nodes) {
        if (aborted) {
            return true;
        }
        if (nodes >= nodeLimit) {
            aborted = true;
        } else if ((nodes & (POLL_INTERVAL - 1)) == 0
                && (stopRequested || budget.hardExpired(System.nanoTime() - startNanos))) {
            aborted = true;
        }
        return aborted;
    }

    boolean aborted() {
        return aborted;
    }

    /** Whether another iteration may start: not aborted, not stopped, soft time not spent. */
    boolean mayStartIteration() {
        return !aborted && !stopRequested && !budget.softExpired(System.nanoTime() - startNanos);
    }

    long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}

package dev.ply.search.mcts;

import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.support.TimeBudget;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The shared control of one search in progress: the iterations handed out so far, the time budget,
 * and the flag that tells every worker to stop. Workers take iterations in small batches so that the
 * shared counter is touched rarely and the total is exact.
 */
final class SearchRun {

    /** Iterations a worker takes at once; also how often it looks at the clock and the stop flag. */
    static final int BATCH = 16;

    final long startNanos;
    final TimeBudget budget;
    final boolean extendable;
    private final long iterationLimit;
    private final AtomicLong claimed = new AtomicLong();
    private volatile boolean stopped;
    private volatile boolean treeFull;

    SearchRun(SearchLimits limits, long startNanos) {
        this.startNanos = startNanos;
        this.budget = TimeBudget.of(limits);
        this.extendable = limits.hasClock() && limits.moveTimeMillis() == 0 && !limits.infinite();
        this.iterationLimit = limits.iterations() > 0 ? limits.iterations() : Long.MAX_VALUE;
    }

    /** Hands out up to {@link #BATCH} iterations; 0 once the iteration limit is spent or the run stopped. */
    int claim() {
        if (stopped) {
            return 0;
        }
        if (iterationLimit == Long.MAX_VALUE) {
            return BATCH;
        }
        long first = claimed.getAndAdd(BATCH);
        return first >= iterationLimit ? 0 : (int) Math.min(BATCH, iterationLimit - first);
    }

    void stop() {
        stopped = true;
    }

    boolean stopped() {
        return stopped;
    }

    /** Records that a tree had no room left; its workers stop, those of other trees go on. */
    void treeFull() {
        treeFull = true;
    }

    boolean wasTreeFull() {
        return treeFull;
    }

    long elapsedNanos() {
        return System.nanoTime() - startNanos;
    }
}

package dev.ply.search.mcts;

import dev.ply.core.search.SearchClock;
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

    /** Workers' shares sit this many longs apart, a cache line each. */
    private static final int QUOTA_STRIDE = 8;

    final long startNanos;
    final TimeBudget budget;
    private final SearchClock clock;
    final boolean extendable;
    private final long iterationLimit;
    private final AtomicLong claimed = new AtomicLong();
    /** With root parallelism and an iteration limit, each worker's own share of it; else null. */
    private final long[] quotas;
    /** The most positions the workers may enter together ({@link SearchLimits#nodes()}); Long.MAX_VALUE for none. */
    final long nodeLimit;
    /** Positions the workers have entered, counted only under a node limit. */
    private final AtomicLong positions = new AtomicLong();
    private volatile boolean stopped;
    private volatile boolean treeFull;
    /**
     * Iterations handed out at once: {@link #BATCH}, or one when there are more workers than cores, so that a worker
     * that waits long for a core looks at the clock after every iteration, not after a batch it may finish long
     * after the time is up; or, when workers gather leaves for a network, one gathering's worth.
     */
    private final int batch;

    SearchRun(SearchLimits limits, SearchClock clock, long startNanos, int workers, boolean splitByWorker,
            int leaves) {
        this.clock = clock;
        this.startNanos = startNanos;
        this.budget = TimeBudget.of(limits);
        this.extendable = limits.hasClock() && limits.moveTimeMillis() == 0 && !limits.infinite();
        this.batch = leaves > 1 ? leaves : workers > Runtime.getRuntime().availableProcessors() ? 1 : BATCH;
        this.iterationLimit = limits.iterations() > 0 ? limits.iterations() : Long.MAX_VALUE;
        this.nodeLimit = limits.nodes() > 0 ? limits.nodes() : Long.MAX_VALUE;
        if (splitByWorker && iterationLimit != Long.MAX_VALUE) {
            quotas = new long[workers * QUOTA_STRIDE];
            for (int w = 0; w < workers; w++) {
                quotas[w * QUOTA_STRIDE] = iterationLimit / workers + (w < iterationLimit % workers ? 1 : 0);
            }
        } else {
            quotas = null;
        }
    }

    /**
     * Hands a worker up to {@code most} iterations: from its own share with root parallelism under
     * an iteration limit, else as {@link #claim()}.
     */
    int claim(int worker, int most) {
        if (stopped) {
            return 0;
        }
        if (budget.isLimited() && budget.hardExpired(clock.nanoTime() - startNanos)) {
            // Every worker reads the hard limit, not only the one that watches the clock: with more threads than
            // cores that one may wait long for a core, and the others would search on past the time.
            stop();
            return 0;
        }
        if (quotas == null) {
            return iterationLimit == Long.MAX_VALUE ? Math.min(batch, most) : claim();
        }
        int granted = (int) Math.min(Math.min(batch, most), quotas[worker * QUOTA_STRIDE]);
        quotas[worker * QUOTA_STRIDE] -= granted;
        return granted;
    }

    /** Hands out up to a batch of iterations; 0 once the iteration limit is spent or the run stopped. */
    int claim() {
        if (stopped) {
            return 0;
        }
        if (iterationLimit == Long.MAX_VALUE) {
            return batch;
        }
        long first = claimed.getAndAdd(batch);
        return first >= iterationLimit ? 0 : (int) Math.min(batch, iterationLimit - first);
    }

    /**
     * Whether a worker has run its whole share of the iterations.
     *
     * @param worker the worker's number
     * @return {@code true} only with root parallelism under an iteration limit, once the share is spent
     */
    boolean shareSpent(int worker) {
        return quotas != null && quotas[worker * QUOTA_STRIDE] == 0;
    }

    /**
     * Counts positions a worker entered, under a node limit, and stops the search once the workers have entered
     * the limit together.
     *
     * @param entered positions entered since the worker last counted
     * @return {@code true} if the limit is reached
     */
    boolean countPositions(long entered) {
        if (positions.addAndGet(entered) >= nodeLimit) {
            stopped = true;
            return true;
        }
        return false;
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
        return clock.nanoTime() - startNanos;
    }
}

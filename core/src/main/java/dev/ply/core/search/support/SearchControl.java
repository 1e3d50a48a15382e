package dev.ply.core.search.support;

import dev.ply.core.search.SearchClock;
import dev.ply.core.search.SearchLimits;

/**
 * When a running search must stop: a stop request from another thread, the node limit, or the hard
 * time limit of its {@link TimeBudget}; and whether it may start another iteration (the soft limit).
 * Shared by the algorithms so that every one of them reads limits, clocks and stop requests the same
 * way.
 *
 * <p>The search calls {@link #start(SearchLimits)} when it begins and {@link #shouldAbort(long)} at
 * every node; the clock is read only every {@value #POLL_INTERVAL} nodes, so polling costs nothing
 * measurable. One instance per search; {@link #requestStop()} may be called from any thread.
 *
 * <p><b>Several threads.</b> A search that runs on several threads (Lazy SMP) shares one instance: the
 * thread that calls {@link #start(SearchLimits)} does so before the others begin, each thread polls
 * {@link #shouldAbort(long)} with its own node count, and the first to see the hard time limit or a stop
 * request sets the abort flag that all of them read. Such a search checks a node limit against the
 * threads' total itself and ends every thread with {@link #abort()}.
 */
public final class SearchControl {

    /** How many nodes pass between two readings of the clock and the stop flag; a power of two. */
    public static final int POLL_INTERVAL = 1024;

    private final SearchClock clock;
    private volatile boolean stopRequested;
    private volatile boolean aborted;
    private long startNanos;
    private TimeBudget budget = TimeBudget.of(SearchLimits.NONE);
    private long nodeLimit = Long.MAX_VALUE;

    /** A control on the {@linkplain SearchClock#SYSTEM system clock}. */
    public SearchControl() {
        this(SearchClock.SYSTEM);
    }

    /**
     * A control that reads time from a clock of the caller's.
     *
     * @param clock the clock; a search passes {@link dev.ply.core.search.SearchSetup#clock()}
     */
    public SearchControl(SearchClock clock) {
        this.clock = java.util.Objects.requireNonNull(clock, "clock");
    }

    /**
     * Starts timing a search: derives its time budget and node limit and forgets any earlier stop.
     *
     * @param limits the limits of the search about to run
     */
    public void start(SearchLimits limits) {
        startNanos = clock.nanoTime();
        budget = TimeBudget.of(limits);
        nodeLimit = limits.nodes() > 0 ? limits.nodes() : Long.MAX_VALUE;
        aborted = false;
        stopRequested = false;
    }

    /** Asks the running search to stop as soon as it next polls. Safe to call from any thread. */
    public void requestStop() {
        stopRequested = true;
    }

    /**
     * Called at every node, before counting it, with the node count so far; once it returns
     * {@code true} it keeps doing so until the next {@link #start(SearchLimits)}, and the search unwinds.
     *
     * @param nodes the nodes visited so far in this search
     * @return {@code true} if the search must stop now
     */
    public boolean shouldAbort(long nodes) {
        if (aborted) {
            return true;
        }
        if (nodes >= nodeLimit) {
            aborted = true;
        } else if ((nodes & (POLL_INTERVAL - 1)) == 0
                && (stopRequested || budget.hardExpired(clock.nanoTime() - startNanos))) {
            aborted = true;
        }
        return aborted;
    }

    /**
     * Ends the running search now: every thread that polls this control unwinds. For searches on several
     * threads, when the main thread has finished or the threads' total reached the node limit.
     * Safe to call from any thread.
     */
    public void abort() {
        aborted = true;
    }

    /**
     * Whether the search has been told to stop by {@link #shouldAbort(long)} or {@link #abort()}: every
     * value computed since is meaningless.
     *
     * @return {@code true} once aborted
     */
    public boolean aborted() {
        return aborted;
    }

    /**
     * Whether another iteration may start: not aborted, not asked to stop, the soft time limit not spent.
     *
     * @return {@code true} if the search may deepen
     */
    public boolean mayStartIteration() {
        return !aborted && !stopRequested && !budget.softExpired(clock.nanoTime() - startNanos);
    }

    /**
     * Whether another iteration may start, with the soft limit scaled by the search's own judgement: a
     * search grants itself more time when its best move has just changed and less when it has long been
     * stable. Never beyond the hard limit; with a {@linkplain TimeBudget#isFixed() fixed} move time the factor is
     * ignored, since that time is to be used whole.
     *
     * @param softFactor the share of the soft limit granted, such as 1.5 or 0.6; 1 for
     *     {@link #mayStartIteration()}
     * @return {@code true} if the search may deepen
     */
    public boolean mayStartIteration(double softFactor) {
        if (aborted || stopRequested) {
            return false;
        }
        if (!budget.isLimited()) {
            return true;
        }
        double factor = budget.isFixed() ? 1 : softFactor;
        long granted = Math.min(budget.hardMillis(), (long) (budget.softMillis() * factor));
        return elapsedMillis() < granted;
    }

    /**
     * The time since {@link #start(SearchLimits)}.
     *
     * @return milliseconds
     */
    public long elapsedMillis() {
        return (clock.nanoTime() - startNanos) / 1_000_000;
    }
}

package dev.ply.search.alphabeta;

import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.support.TimeBudget;
import java.util.function.LongSupplier;

/**
 * When a running search must stop: a stop request from another thread, the node limit, or the hard
 * time limit. Searching threads poll it every {@value #POLL_INTERVAL} nodes, so that reading the clock
 * costs nothing measurable, and once any of them finds a limit reached every thread unwinds.
 *
 * <p>One per search instance, shared by its threads: {@link #requestStop()} may come from any thread,
 * the abort flag is set by whichever searching thread sees a limit first, and {@link #start} is called
 * by the searching thread before the helpers begin.
 */
final class SearchControl {

    /** How many nodes a thread visits between two looks at the clock; a power of two. */
    static final int POLL_INTERVAL = 1024;

    private volatile boolean stopRequested;
    private volatile boolean abort;
    private volatile long startNanos;
    private volatile TimeBudget budget = TimeBudget.of(SearchLimits.NONE);
    private volatile long nodeLimit = Long.MAX_VALUE;
    private volatile LongSupplier totalNodes = () -> 0;

    /**
     * Starts the clock of a new search.
     *
     * @param limits the search's limits
     * @param nodeCounter the nodes of all threads so far, for the node limit
     */
    void start(SearchLimits limits, LongSupplier nodeCounter) {
        startNanos = System.nanoTime();
        budget = TimeBudget.of(limits);
        nodeLimit = limits.nodes() > 0 ? limits.nodes() : Long.MAX_VALUE;
        totalNodes = nodeCounter;
        stopRequested = false;
        abort = false;
    }

    /** Asks the running search to stop; safe from any thread. */
    void requestStop() {
        stopRequested = true;
    }

    /** Makes every thread unwind now: the main thread has finished, or a limit was reached. */
    void abortAll() {
        abort = true;
    }

    /**
     * The periodic check of a searching thread.
     *
     * @return {@code true} once the search must unwind
     */
    boolean poll() {
        if (abort) {
            return true;
        }
        if (stopRequested || budget.hardExpired(System.nanoTime() - startNanos)
                || nodeLimit != Long.MAX_VALUE && totalNodes.getAsLong() >= nodeLimit) {
            abort = true;
        }
        return abort;
    }

    /**
     * The check of a single-threaded search at every node: the node limit exactly, the clock and stop
     * requests every {@value #POLL_INTERVAL} nodes.
     *
     * @param nodes the nodes visited so far
     * @return {@code true} once the search must unwind
     */
    boolean shouldAbort(long nodes) {
        if (abort) {
            return true;
        }
        if (nodes >= nodeLimit) {
            abort = true;
        } else if ((nodes & (POLL_INTERVAL - 1)) == 0) {
            return poll();
        }
        return abort;
    }

    /**
     * Whether the search has been told to unwind.
     *
     * @return {@code true} after a limit, a stop request or {@link #abortAll()}
     */
    boolean aborted() {
        return abort;
    }

    /**
     * The node limit.
     *
     * @return the most nodes, or {@link Long#MAX_VALUE}
     */
    long nodeLimit() {
        return nodeLimit;
    }

    /**
     * Whether another iteration may start: not aborted, not stopped, soft time limit not spent.
     *
     * @return {@code true} if a new iteration may begin
     */
    boolean mayStartIteration() {
        return mayStartIteration(1.0);
    }

    /**
     * Whether another iteration may start: not aborted, not stopped, and less than
     * {@code softFactor} times the soft time limit spent (never more than the hard limit).
     *
     * @param softFactor how much of the soft limit the caller grants, such as 1.5 when the best move just
     *     changed or 0.6 when it has been stable
     * @return {@code true} if a new iteration may begin
     */
    boolean mayStartIteration(double softFactor) {
        if (abort || stopRequested) {
            return false;
        }
        if (!budget.isLimited()) {
            return true;
        }
        long elapsedMillis = elapsedMillis();
        long soft = Math.min(budget.hardMillis(), (long) (budget.softMillis() * softFactor));
        return elapsedMillis < soft;
    }

    /**
     * Time since {@link #start}.
     *
     * @return milliseconds
     */
    long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}

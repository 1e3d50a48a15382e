package dev.ply.search.alphabeta;

import dev.ply.core.search.support.SearchControl;
import java.util.function.LongSupplier;

/**
 * When one searching thread of an {@link AlphaBetaSearch} stops: asked at every node, it stops the thread once the
 * shared {@link SearchControl} says so (time, a stop request, this thread's share of a node limit) and, with other
 * threads, every {@link SearchControl#POLL_INTERVAL} nodes publishes the thread's node count and stops every thread
 * once all of them together have reached the node limit. Once stopped a thread stays stopped until the next search.
 */
final class StopPoll {

    private final SearchControl control;
    private final boolean singleThread;
    private volatile long publishedNodes;
    private long nodeLimit;
    private LongSupplier totalNodes;
    private boolean aborted;

    /**
     * Polls a control.
     *
     * @param control the control all threads share
     * @param singleThread whether this is the only thread (then the control checks the node limit itself)
     */
    StopPoll(SearchControl control, boolean singleThread) {
        this.control = control;
        this.singleThread = singleThread;
    }

    /**
     * Starts a search.
     *
     * @param allThreadsNodeLimit the node limit of all threads together, or {@link Long#MAX_VALUE}
     * @param allThreadsNodes the nodes of all threads, as published so far
     */
    void start(long allThreadsNodeLimit, LongSupplier allThreadsNodes) {
        publishedNodes = 0;
        aborted = false;
        nodeLimit = allThreadsNodeLimit;
        totalNodes = allThreadsNodes;
    }

    /**
     * Whether the thread must stop, asked once per node.
     *
     * @param visited the nodes this thread has visited
     * @return {@code true} once it must
     */
    boolean shouldStop(long visited) {
        if (aborted) {
            return true;
        }
        if (control.shouldAbort(visited)) {
            aborted = true;
        } else if (!singleThread && (visited & (SearchControl.POLL_INTERVAL - 1)) == 0) {
            publishedNodes = visited;
            if (nodeLimit != Long.MAX_VALUE && totalNodes.getAsLong() >= nodeLimit) {
                control.abort();
                aborted = true;
            }
        }
        return aborted;
    }

    /** Whether the thread has stopped. */
    boolean aborted() {
        return aborted;
    }

    /** The thread's nodes as last published for other threads. */
    long publishedNodes() {
        return publishedNodes;
    }

    /** Publishes the thread's final node count for other threads. */
    void publish(long nodes) {
        publishedNodes = nodes;
    }
}

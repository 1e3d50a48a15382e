package dev.ply.search.mcts;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;

/**
 * The threads of one search: worker 0 runs on the calling thread, the others on daemon threads of a pool kept from
 * one search to the next and shut down with the search.
 */
final class WorkerPool implements AutoCloseable {

    private static final AtomicInteger POOL_NUMBER = new AtomicInteger();

    private final int threads;
    private ExecutorService pool;

    /**
     * Creates the pool; its threads start with the first search that needs them.
     *
     * @param threads the search's worker threads, the caller's included
     */
    WorkerPool(int threads) {
        this.threads = threads;
    }

    /**
     * Runs every worker until the run stops, and waits for them all.
     *
     * @param count the number of workers
     * @param factory creates worker {@code i} on the thread that runs it
     * @param run the search run
     * @param monitor worker 0's stop check
     * @param sharing root parallelism's exchange, or {@code null}
     * @throws RuntimeException the first worker's failure, once all have ended
     */
    void run(int count, IntFunction<MctsWorker> factory, SearchRun run, StopCheck monitor, RootSharing sharing) {
        if (count == 1) {
            factory.apply(0).runUntilStopped(run, monitor, null);
            return;
        }
        ExecutorService executor = pool();
        List<Future<?>> helpers = new ArrayList<>();
        for (int i = 1; i < count; i++) {
            int index = i;
            helpers.add(executor.submit(() -> {
                try {
                    factory.apply(index).runUntilStopped(run, monitor, sharing);
                } finally {
                    if (sharing != null) {
                        sharing.leave();
                    }
                }
            }));
        }
        RuntimeException failure = null;
        try {
            factory.apply(0).runUntilStopped(run, monitor, sharing);
        } catch (RuntimeException e) {
            failure = e;
        } finally {
            // Worker 0 watches the clock: once it has ended, the others end too, unless it only spent
            // its own share of the iterations while theirs are not spent yet.
            if (failure != null || !run.shareSpent(0)) {
                run.stop();
            }
            if (sharing != null) {
                sharing.leave();
            }
        }
        for (Future<?> helper : helpers) {
            try {
                helper.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for the mcts workers", e);
            } catch (ExecutionException e) {
                if (failure == null) {
                    failure = e.getCause() instanceof RuntimeException r ? r
                            : new IllegalStateException("an mcts worker failed", e.getCause());
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    private synchronized ExecutorService pool() {
        if (pool == null) {
            int number = POOL_NUMBER.incrementAndGet();
            AtomicInteger thread = new AtomicInteger();
            pool = Executors.newFixedThreadPool(threads - 1, task -> {
                Thread t = new Thread(task, "mcts-" + number + "-worker-" + thread.incrementAndGet());
                t.setDaemon(true);
                return t;
            });
        }
        return pool;
    }

    @Override
    public synchronized void close() {
        if (pool != null) {
            pool.shutdownNow();
            pool = null;
        }
    }
}

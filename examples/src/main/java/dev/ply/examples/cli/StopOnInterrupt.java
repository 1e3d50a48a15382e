package dev.ply.examples.cli;

import dev.ply.core.search.Search;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Stops a search when the user presses Ctrl-C, and holds the JVM's exit back (up to three seconds)
 * until the command has printed what it found: open it around the search and the printing.
 */
final class StopOnInterrupt implements AutoCloseable {

    private final CountDownLatch printed = new CountDownLatch(1);
    private final Thread hook;
    private volatile boolean interrupted;

    /**
     * Installs the shutdown hook.
     *
     * @param search the search to stop
     */
    StopOnInterrupt(Search search) {
        hook = new Thread(() -> {
            interrupted = true;
            search.stop();
            try {
                printed.await(3, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "ply-stop-on-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /**
     * Whether Ctrl-C has stopped the search.
     *
     * @return {@code true} once the user interrupted
     */
    boolean interrupted() {
        return interrupted;
    }

    /** The command has printed: lets an interrupted JVM exit, or removes the hook. */
    @Override
    public void close() {
        printed.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // Ctrl-C arrived: the hook is running and has been released above.
        }
    }
}

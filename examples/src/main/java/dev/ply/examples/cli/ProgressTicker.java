package dev.ply.examples.cli;

import java.io.PrintStream;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Prints a progress line to standard error every few seconds while a long command runs, so the user
 * sees it is alive; prints nothing for commands that finish sooner.
 */
final class ProgressTicker implements AutoCloseable {

    static final long PERIOD_SECONDS = 2;

    private final ScheduledExecutorService timer;
    private final long startNanos = System.nanoTime();

    ProgressTicker(PrintStream err, Supplier<String> status) {
        timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "ply-progress");
            thread.setDaemon(true);
            return thread;
        });
        timer.scheduleAtFixedRate(() -> err.println(status.get() + " (" + (System.nanoTime() - startNanos)
                / 1_000_000_000 + " s)"), PERIOD_SECONDS, PERIOD_SECONDS, TimeUnit.SECONDS);
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}

package dev.ply.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Predicate;

/**
 * A protocol session run on a thread of its own and driven as a GUI drives it: lines sent one by one, the
 * engine's answers awaited while it thinks.
 */
final class ScriptedSession {

    private final List<String> output = new ArrayList<>();
    private final PrintWriter gui;
    private final Thread engine;
    private int seen;

    /**
     * Starts a session.
     *
     * @param session runs the session on its input and output until the input ends or it quits
     * @param threadName the engine thread's name
     */
    ScriptedSession(BiConsumer<BufferedReader, PrintStream> session, String threadName) {
        try {
            PipedOutputStream toEngine = new PipedOutputStream();
            BufferedReader engineInput = new BufferedReader(new InputStreamReader(
                    new PipedInputStream(toEngine, 1 << 16), StandardCharsets.UTF_8));
            gui = new PrintWriter(toEngine, true, StandardCharsets.UTF_8);
            PrintStream engineOutput = new PrintStream(new LineCollector(), true, StandardCharsets.UTF_8);
            engine = new Thread(() -> session.accept(engineInput, engineOutput), threadName);
            engine.start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Ends the input without {@code quit}, as a GUI that exits does. */
    void closeInput() {
        gui.close();
    }

    /** Waits for the session to end; whether it did. */
    boolean ended(long timeoutMillis) throws InterruptedException {
        engine.join(timeoutMillis);
        return !engine.isAlive();
    }

    /** Sends {@code quit} and checks that the session ends. */
    void quit() throws InterruptedException {
        gui.println("quit");
        assertThat(ended(5000)).as("the session ends on quit").isTrue();
    }

    /** Collects the engine's output lines for the test to wait on. */
    private final class LineCollector extends OutputStream {
        private final StringBuilder line = new StringBuilder();

        @Override
        public void write(int b) {
            if (b == '\n') {
                synchronized (output) {
                    output.add(line.toString().strip());
                    output.notifyAll();
                }
                line.setLength(0);
            } else {
                line.append((char) b);
            }
        }
    }

    void send(String line) {
        gui.println(line);
    }

    /** Waits for the next output line (after those already seen) that matches, and returns it. */
    String await(Predicate<String> wanted, long timeoutMillis) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        synchronized (output) {
            while (true) {
                for (int i = seen; i < output.size(); i++) {
                    if (wanted.test(output.get(i))) {
                        seen = i + 1;
                        return output.get(i);
                    }
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("no matching line within " + timeoutMillis + " ms; got " + output);
                }
                TimeUnit.NANOSECONDS.timedWait(output, left);
            }
        }
    }

    /** Every line so far. */
    List<String> linesSoFar() {
        synchronized (output) {
            return List.copyOf(output);
        }
    }

    /** The lines after those {@link #await} has consumed. */
    List<String> unseen() {
        synchronized (output) {
            return List.copyOf(output.subList(seen, output.size()));
        }
    }
}

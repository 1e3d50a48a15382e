package dev.ply.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An external engine program spoken to line by line over its standard input and output, as the UCI and
 * CECP (xboard) protocols do. A daemon thread reads the engine's output into a queue, so that waiting for
 * an answer can time out and a silent or dead engine is reported instead of hanging the caller. The
 * engine's standard error is discarded.
 *
 * <p>Public so that other bridges to external programs reuse it (backgammon's gnubg bridge does); not
 * thread-safe: one caller drives it. {@link #close()} ends the process.
 */
public final class EngineProcess implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(EngineProcess.class);
    private static final String END_OF_OUTPUT = "\u0000end of output";

    private final String name;
    private final Process process;
    private final PrintWriter input;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    /**
     * Starts an engine.
     *
     * @param command the program and its arguments
     * @throws EngineException if the program cannot be started, or this process may not start it
     *     ({@link EnginePrograms})
     */
    public EngineProcess(List<String> command) {
        this.name = command.get(0);
        EnginePrograms.checkStart(command);
        try {
            this.process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new EngineException("cannot start engine '" + name + "': " + e.getMessage());
        }
        this.input = new PrintWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), true);
        Thread reader = new Thread(this::readOutput, "ply-engine-reader-" + process.pid());
        reader.setDaemon(true);
        reader.start();
    }

    private void readOutput() {
        try (BufferedReader output = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = output.readLine()) != null) {
                LOG.trace("{} > {}", name, line);
                lines.add(line);
            }
        } catch (IOException e) {
            LOG.debug("reading from engine {} failed", name, e);
        } finally {
            lines.add(END_OF_OUTPUT);
        }
    }

    /**
     * Sends one line to the engine.
     *
     * @param line the command, without a line break
     * @throws EngineException if the engine has exited
     */
    public void send(String line) {
        if (!process.isAlive()) {
            throw new EngineException("engine '" + name + "' has exited (status " + process.exitValue() + ")");
        }
        LOG.trace("{} < {}", name, line);
        input.println(line);
        if (input.checkError()) {
            // A closed pipe usually means the program has just ended: say so, with its status, if it has.
            try {
                if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
                    throw new EngineException("engine '" + name + "' has exited (status " + process.exitValue() + ")");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            throw new EngineException("engine '" + name + "' no longer reads its input");
        }
    }

    /**
     * Waits for a line the engine writes that matches, skipping the others.
     *
     * @param wanted what the awaited line looks like
     * @param timeoutMillis how long to wait at most
     * @param what what is awaited, for the error message
     * @return the matching line
     * @throws EngineException if the engine exits or the time runs out first
     */
    public String await(Predicate<String> wanted, long timeoutMillis, String what) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        while (true) {
            long left = deadline - System.nanoTime();
            String line;
            try {
                line = left > 0 ? lines.poll(left, TimeUnit.NANOSECONDS) : null;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EngineException("interrupted while waiting for " + what + " from engine '" + name + "'");
            }
            if (line == null) {
                throw new EngineException("engine '" + name + "' sent no " + what + " within " + timeoutMillis
                        + " ms");
            }
            if (line == END_OF_OUTPUT) {
                lines.add(END_OF_OUTPUT);
                throw new EngineException("engine '" + name + "' exited while we waited for " + what);
            }
            if (wanted.test(line)) {
                return line;
            }
        }
    }

    /**
     * Waits until the engine has written a line, without taking it.
     *
     * @param timeoutMillis how long to wait at most
     * @return {@code true} once a line (or the end of the output) is there to read, {@code false} if none
     *     came in time
     */
    public boolean awaitOutput(long timeoutMillis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        while (lines.isEmpty()) {
            if (System.nanoTime() >= deadline) {
                return false;
            }
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }

    /** Asks the engine to quit ({@code quit} in UCI and CECP alike), unless it is gone already, and closes it. */
    public void quit() {
        try {
            send("quit");
        } catch (EngineException e) {
            // already gone
        }
        close();
    }

    /** Forgets whatever the engine has written and nobody read yet. */
    public void drain() {
        String line;
        while ((line = lines.poll()) != null) {
            if (line == END_OF_OUTPUT) {
                lines.add(END_OF_OUTPUT);
                return;
            }
        }
    }

    /**
     * The program's name.
     *
     * @return the command's first word
     */
    public String name() {
        return name;
    }

    /**
     * Ends the engine: the caller has sent its quit command; the process gets a moment to exit by
     * itself, then is destroyed.
     */
    @Override
    public void close() {
        input.close();
        try {
            if (!process.waitFor(1, TimeUnit.SECONDS)) {
                process.destroy();
                if (!process.waitFor(1, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}

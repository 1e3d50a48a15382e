package dev.ply.examples.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A GUI's side of a UCI session with {@code ply uci} running in a process of its own, as GUIs run engines:
 * lines written to its standard input, its standard output read line by line with deadlines.
 */
final class GuiScript {

    private final Process process;
    private final PrintWriter toEngine;
    private final List<String> lines = new ArrayList<>();
    private final Thread reader;
    private int seen;

    /**
     * Starts the engine.
     *
     * @param maxHeapMiB the engine JVM's heap, so that memory limits are the same on every machine
     * @param arguments arguments after {@code uci}
     */
    GuiScript(int maxHeapMiB, String... arguments) throws IOException {
        List<String> command = new ArrayList<>(List.of(Paths.get(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx" + maxHeapMiB + "m", "-cp", System.getProperty("java.class.path"),
                "dev.ply.examples.cli.PlyCommand", "uci"));
        command.addAll(List.of(arguments));
        process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        toEngine = new PrintWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), true);
        BufferedReader fromEngine = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8));
        reader = new Thread(() -> {
            try {
                String line;
                while ((line = fromEngine.readLine()) != null) {
                    synchronized (lines) {
                        lines.add(line.strip());
                        lines.notifyAll();
                    }
                }
            } catch (IOException e) {
                // the process ended
            }
        }, "uci-output-reader");
        reader.setDaemon(true);
        reader.start();
    }

    void send(String line) {
        toEngine.println(line);
    }

    /** Closes the engine's standard input, as a GUI that dies does. */
    void closeInput() {
        toEngine.close();
    }

    /** The next line after those already taken that matches, within the deadline. */
    String await(Predicate<String> wanted, long timeoutMillis) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        synchronized (lines) {
            while (true) {
                for (int i = seen; i < lines.size(); i++) {
                    if (wanted.test(lines.get(i))) {
                        seen = i + 1;
                        return lines.get(i);
                    }
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("no matching line within " + timeoutMillis + " ms; the engine said "
                            + lines.subList(Math.max(0, lines.size() - 20), lines.size()));
                }
                TimeUnit.NANOSECONDS.timedWait(lines, left);
            }
        }
    }

    /** The next {@code bestmove} line's move. */
    String bestMove(long timeoutMillis) throws InterruptedException {
        return await(line -> line.startsWith("bestmove"), timeoutMillis).split("\\s+")[1];
    }

    /** Sends {@code isready} and waits for {@code readyok}: the engine is alive and has read all before it. */
    void sync() throws InterruptedException {
        send("isready");
        await("readyok"::equals, 10_000);
    }

    /** Every line the engine printed so far. */
    List<String> output() {
        synchronized (lines) {
            return List.copyOf(lines);
        }
    }

    /** The lines printed since the last one taken by {@link #await}, without taking them. */
    List<String> pending() {
        synchronized (lines) {
            return List.copyOf(lines.subList(seen, lines.size()));
        }
    }

    /** Whether the engine process ends within the time. */
    boolean exits(long timeoutMillis) throws InterruptedException {
        return process.waitFor(timeoutMillis, TimeUnit.MILLISECONDS);
    }

    /** Ends the engine: {@code quit}, then by force if it does not end. */
    void close() throws InterruptedException {
        if (process.isAlive()) {
            send("quit");
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
        reader.join(2000);
    }
}

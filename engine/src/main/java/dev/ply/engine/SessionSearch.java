package dev.ply.engine;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InputNumbers;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.capability.ProtocolNotation;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchListener;
import dev.ply.core.search.SearchOption;
import dev.ply.core.search.SearchResult;
import dev.ply.core.tt.LockFreeTranspositionTable;
import dev.ply.core.util.MoveLine;
import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The search behind a protocol server (UCI, xboard): any Ply search, the settings every front end passes to
 * it (table size, threads, lines) for the algorithms that declare them, and one search at a time on a thread
 * of its own, so that the server keeps reading commands while it thinks and can stop it. Used by one server
 * thread; the search thread only calls back.
 */
final class SessionSearch implements AutoCloseable {

    /** The most search threads a front end may ask for. */
    static final int MAX_THREADS = 256;

    private final Game game;
    private final String algorithm;
    private final Set<String> declared;
    private final ExecutorService searcher;
    private int hashMiB = 16;
    private int threads = 1;
    private int multiPv = 1;
    private Search search;
    private Future<?> running;
    private volatile CountDownLatch stopped = new CountDownLatch(0);
    /** Whether {@link #warmUp} has run. */
    private boolean warm;

    /**
     * Creates the search with the default settings.
     *
     * @param game the game
     * @param algorithm the specification; the settings the session passes ({@code hash}, {@code threads},
     *     {@code multipv}) start at the values it gives, and the front end may change them
     * @param threadName the name of the search thread
     * @throws InvalidInputException for an unknown search or one that cannot search the game
     */
    SessionSearch(Game game, String algorithm, String threadName) {
        this.game = game;
        int colon = algorithm.indexOf(':');
        this.declared = Ply.searches().get((colon < 0 ? algorithm : algorithm.substring(0, colon)).trim())
                .options().stream().map(SearchOption::name).collect(Collectors.toSet());
        this.algorithm = withoutSettings(algorithm);
        this.search = Ply.search(game, spec());
        this.searcher = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, threadName);
            thread.setDaemon(true);
            return thread;
        });
    }

    /** The specification without its session settings, whose values become the starting ones. */
    private String withoutSettings(String spec) {
        int colon = spec.indexOf(':');
        if (colon < 0) {
            return spec.trim();
        }
        List<String> kept = new ArrayList<>();
        for (String item : spec.substring(colon + 1).split(",")) {
            int eq = item.indexOf('=');
            String key = (eq < 0 ? item : item.substring(0, eq)).trim();
            String value = eq < 0 ? "" : item.substring(eq + 1);
            switch (declared.contains(key) ? key : "") {
                case "hash" -> hashMiB = (int) InputNumbers.parseLong(value, "option 'hash'", 1,
                        LockFreeTranspositionTable.MAX_SIZE_MIB);
                case "threads" -> threads = (int) InputNumbers.parseLong(value, "option 'threads'", 1, MAX_THREADS);
                case "multipv" -> multiPv = (int) InputNumbers.parseLong(value, "option 'multipv'", 1, 256);
                default -> {
                    if (!item.isBlank()) {
                        kept.add(item.trim());
                    }
                }
            }
        }
        String name = spec.substring(0, colon).trim();
        return kept.isEmpty() ? name : name + ":" + String.join(",", kept);
    }

    /** The search's name, such as {@code alphabeta}. */
    String algorithmName() {
        int colon = algorithm.indexOf(':');
        return (colon < 0 ? algorithm : algorithm.substring(0, colon)).trim();
    }

    /** The specification without the session's settings. */
    String algorithm() {
        return algorithm;
    }

    /** Whether the algorithm declares an option ({@code hash}, {@code threads}, {@code multipv}). */
    boolean uses(String option) {
        return declared.contains(option);
    }

    int multiPv() {
        return multiPv;
    }

    /**
     * The specification with the settings for those options the algorithm declares; the others it cannot use
     * are left out.
     */
    private String spec() {
        StringBuilder spec = new StringBuilder(algorithm);
        String separator = algorithm.contains(":") ? "," : ":";
        for (String[] setting : new String[][] {{"hash", Integer.toString(hashMiB)},
            {"threads", Integer.toString(threads)}, {"multipv", Integer.toString(multiPv)}}) {
            if (declared.contains(setting[0])) {
                spec.append(separator).append(setting[0]).append('=').append(setting[1]);
                separator = ",";
            }
        }
        return spec.toString();
    }

    /**
     * Changes the settings, stopping a running search and rebuilding the search. If the new search cannot be
     * made (a table the heap cannot hold), the old settings stay.
     *
     * @param newHashMiB the table size
     * @param newThreads the threads
     * @param newMultiPv the lines
     * @param what the setting being changed, for the message
     * @throws InvalidInputException when the search cannot be made with the new settings
     */
    void configure(int newHashMiB, int newThreads, int newMultiPv, String what) {
        stop();
        int oldHash = hashMiB;
        int oldThreads = threads;
        int oldMultiPv = multiPv;
        hashMiB = newHashMiB;
        threads = newThreads;
        multiPv = newMultiPv;
        // Let the old search and its table go before the new one allocates.
        search.close();
        search = null;
        try {
            search = Ply.search(game, spec());
        } catch (InvalidInputException | OutOfMemoryError e) {
            hashMiB = oldHash;
            threads = oldThreads;
            multiPv = oldMultiPv;
            search = Ply.search(game, spec());
            throw e instanceof InvalidInputException invalid ? invalid
                    : new InvalidInputException(what + ": the Java heap cannot hold it; keeping the old settings");
        }
    }

    int hashMiB() {
        return hashMiB;
    }

    int threads() {
        return threads;
    }

    /** Forgets what the search learned (a new game, a cleared table), stopping it first. */
    void newGame() {
        stop();
        search.newGame();
    }

    /**
     * Starts a search on the search thread; a running one is stopped first.
     *
     * @param root the position, which the caller no longer changes
     * @param limits the limits
     * @param listener receives progress on the search thread
     * @param holdUntilStopped whether the result waits for {@link #stop()} (UCI's {@code go infinite})
     * @param done receives the result, or {@code null} if the search failed (reported through {@code failure})
     * @param failure receives a one-line description of a search that threw
     */
    void start(GameState root, SearchLimits limits, SearchListener listener, boolean holdUntilStopped,
            Consumer<SearchResult> done, Consumer<String> failure) {
        stop();
        // A warm-up forgets what the search learned, so none comes once a game has begun.
        warm = true;
        stopped = new CountDownLatch(1);
        CountDownLatch stopSignal = stopped;
        Search current = search;
        running = searcher.submit(() -> {
            SearchResult result;
            try {
                result = searchOrWithoutDepth(current, root, limits, listener, holdUntilStopped, failure);
            } catch (InvalidInputException e) {
                failure.accept("search failed: " + e.getMessage().lines().findFirst().orElse("invalid input"));
                result = null;
            } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                failure.accept("search failed: " + e);
                result = null;
            }
            if (holdUntilStopped) {
                try {
                    stopSignal.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            done.accept(result);
        });
    }

    /** The time a search without depths gets for a {@code go depth} or {@code go mate} it cannot keep. */
    static final long DEPTHLESS_MOVE_MILLIS = 1_000;

    /**
     * Searches; a search that has no depths (Monte Carlo) refuses a depth limit, and then searches without it, for
     * its other limits or {@value #DEPTHLESS_MOVE_MILLIS} ms, saying so, so that the front end still gets a move.
     */
    private static SearchResult searchOrWithoutDepth(Search current, GameState root, SearchLimits limits,
            SearchListener listener, boolean holdUntilStopped, Consumer<String> failure) {
        try {
            return current.search(root, limits, listener);
        } catch (InvalidInputException e) {
            if (limits.depth() == 0) {
                throw e;
            }
            SearchLimits instead = limits.withDepth(0);
            if (instead.isUnlimited() && !holdUntilStopped) {
                instead = instead.withMoveTime(DEPTHLESS_MOVE_MILLIS);
            }
            failure.accept(e.getMessage().lines().findFirst().orElse("no depth") + "; searching "
                    + (instead.moveTimeMillis() > 0 ? instead.moveTimeMillis() + " ms" : "by its other limits")
                    + " instead");
            return current.search(root, instead, listener);
        }
    }

    /**
     * Warms the Java virtual machine's compilers up, once per session, before the first game: the search runs for a
     * while on the start and on positions a few random moves further (seeded, so every session warms up alike), then
     * forgets all it learned (its table, killers and histories), so that it plays as it would have, only at full speed
     * from its first move. A fresh JVM runs its first seconds in the interpreter and in profiling code, and then
     * recompiles the node loop each time a branch its profile never saw (the first mate inside the tree) is taken:
     * at 5 s + 0.05 s that is a third of a game. Does nothing once a search has been started, or after the first call.
     *
     * @param millis the time to spend, divided among the positions
     */
    void warmUp(long millis) {
        if (warm || isRunning()) {
            return;
        }
        warm = true;
        List<GameState> positions = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(20261203L);
        int[] moves = new int[game.maxMoves()];
        for (int plies : new int[] {0, 10, 20, 30, 40, 60}) {
            GameState state = game.newState();
            for (int i = 0; i < plies && !state.isTerminal() && !state.isChanceNode(); i++) {
                state.play(moves[random.nextInt(state.legalMoves(moves))]);
            }
            if (!state.isTerminal() && !state.isChanceNode()) {
                positions.add(state);
            }
        }
        if (positions.isEmpty()) {
            return;
        }
        Search current = search;
        long each = Math.max(1, millis / positions.size());
        Future<?> warming = searcher.submit(() -> {
            // Round the positions until the time is spent: a search that ends early (a forced move) leaves time over.
            long deadline = System.nanoTime() + millis * 1_000_000;
            for (int i = 0; ; i++) {
                long left = (deadline - System.nanoTime()) / 1_000_000;
                if (left <= 0) {
                    break;
                }
                current.search(positions.get(i % positions.size()), SearchLimits.ofMoveTime(Math.min(each, left)));
            }
        });
        try {
            warming.get(millis + 10_000, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            // A warm-up that failed or hangs changes nothing the session needs; the search itself reports failures.
            current.stop();
        }
        current.newGame();
    }

    /** Whether a search is running (its result not yet delivered). */
    boolean isRunning() {
        Future<?> current = running;
        return current != null && !current.isDone();
    }

    /** Stops a running search and waits until its result has been delivered. */
    void stop() {
        Future<?> current = running;
        if (current == null) {
            return;
        }
        stopped.countDown();
        while (!current.isDone()) {
            // A stop can arrive before the search thread has started its search, which forgets earlier
            // stops: keep asking until it is done.
            if (search != null) {
                search.stop();
            }
            try {
                current.get(10, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                // ask again
            } catch (ExecutionException e) {
                break;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        running = null;
    }

    /**
     * The moves of a line in protocol notation, as far as they are legal one after the other.
     *
     * @param root the position the line starts from; a {@link ProtocolNotation}
     * @param moves the moves
     * @return their protocol names
     */
    static List<String> protocolLine(GameState root, List<Integer> moves) {
        return MoveLine.map(root, moves, (state, move) -> ((ProtocolNotation) state).moveToProtocol(move));
    }

    /**
     * A server's read loop: hands each input line to the server until it answers {@code false} (quit) or the
     * input ends, which counts as quit; then runs {@code atEnd} and closes this search, stopping a running one.
     *
     * @param in the commands, one a line
     * @param handler answers one line; {@code false} ends the session
     * @param inputFailed told the message when reading fails
     * @param atEnd runs when the session ends, before the search stops (a server that must not answer a
     *     running search after quit discards it here)
     */
    void serve(BufferedReader in, Predicate<String> handler, Consumer<String> inputFailed, Runnable atEnd) {
        try {
            String line;
            while ((line = in.readLine()) != null) {
                if (!handler.test(line)) {
                    break;
                }
            }
        } catch (IOException e) {
            inputFailed.accept("input failed: " + e.getMessage());
        } finally {
            atEnd.run();
            close();
        }
    }

    /** Stops the search and lets its thread and table go. */
    @Override
    public void close() {
        stop();
        searcher.shutdownNow();
        if (search != null) {
            search.close();
        }
    }
}

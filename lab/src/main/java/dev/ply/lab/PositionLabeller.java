package dev.ply.lab;

import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Clock;
import dev.ply.core.agent.GameRecord;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Labels positions with an agent's judgement, the data {@code ply tune} and {@code ply fit} learn from when game
 * results are too few or too noisy: each position is searched by an agent that reports scores (a search at a fixed
 * depth, an external engine such as Stockfish at {@code depth=8}), and its score becomes player 0's expected result
 * {@code 1 / (1 + 10^(-score / scale))}, a positions file's line {@code POSITION ; result P} ({@link
 * LabelledPositions} reads it). A forced win is 1 and a forced loss 0.
 *
 * <p>Each position is a new game to its agent (an engine gets {@code ucinewgame}), so that its label does not depend
 * on what the agent searched before, unless the labeller is made warm. Positions are searched on several threads at
 * once, each with an agent of its own made when the thread first needs one, and the lines come out in the order the
 * positions went in. Only a few positions a thread wait at any
 * time, so positions may stream from files of any size; each line is handed out as soon as it and those before it
 * are done, so a run stopped midway keeps what it labelled.
 */
public final class PositionLabeller implements AutoCloseable {

    /** Positions queued or searched a thread, at most. */
    private static final int WINDOW_PER_THREAD = 4;

    private final double scale;
    private final boolean warm;
    private final Consumer<String> out;
    private final ExecutorService pool;
    private final int window;
    private final ArrayDeque<Pending> pending = new ArrayDeque<>();
    private final List<Agent> agents = Collections.synchronizedList(new ArrayList<>());
    private final ThreadLocal<Searcher> searcher;
    private long written;

    /** A thread's agent, and whether it has been told of a game yet. */
    private static final class Searcher {
        final Agent agent;
        boolean started;

        Searcher(Agent agent) {
            this.agent = agent;
        }
    }

    private record Pending(String notation, Future<String> line) {
    }

    /**
     * Starts a labeller.
     *
     * @param agents makes an agent, once for each thread; each is closed when the labeller is
     * @param threads positions searched at once, 1 or more
     * @param scale the score, in the agent's units, at which the expected result is 1/(1 + 10^-1), about 0.91: 400
     *     for centipawns, as Texel tuning and {@code ply fit} count
     * @param warm whether each agent searches its positions one after another as one game, keeping what it learnt
     *     (an engine's hash): faster where consecutive positions come from one game, but each label then depends on
     *     the positions its agent searched before; otherwise each position is a new game to it
     * @param out receives each line, without a line break, in the order of {@link #add}, from the thread that calls
     *     {@link #add} or {@link #finish}
     */
    public PositionLabeller(Supplier<Agent> agents, int threads, double scale, boolean warm, Consumer<String> out) {
        if (threads < 1) {
            throw new InvalidInputException("--concurrency must be 1 or more, not " + threads);
        }
        checkScale(scale);
        this.scale = scale;
        this.warm = warm;
        this.out = out;
        this.window = threads * WINDOW_PER_THREAD;
        AtomicInteger number = new AtomicInteger();
        this.pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "ply-label-" + number.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        this.searcher = ThreadLocal.withInitial(() -> {
            Agent made = agents.get();
            this.agents.add(made);
            return new Searcher(made);
        });
    }

    /**
     * Checks a scale.
     *
     * @param scale the score at which the expected result is 1/(1 + 10^-1)
     * @throws InvalidInputException unless it is a positive finite number
     */
    public static void checkScale(double scale) {
        if (!(scale > 0) || Double.isInfinite(scale)) {
            throw new InvalidInputException("--scale must be a positive number, not " + scale);
        }
    }

    /**
     * Queues a position to be labelled, first handing out the lines of earlier positions that are done; waits while
     * the queue is full.
     *
     * @param state the position, one a player moves in; the labeller owns it from now on
     * @throws InvalidInputException when an earlier position could not be labelled (an agent with no score, an engine
     *     that failed), naming it; the lines before it have been handed out
     */
    public void add(GameState state) {
        if (state.isTerminal() || state.isChanceNode()) {
            throw new IllegalArgumentException("only positions a player moves in can be labelled");
        }
        String notation = state.notation();
        pending.add(new Pending(notation, pool.submit(() -> label(state, notation))));
        while (pending.size() >= window) {
            writeNext();
        }
    }

    /**
     * Waits for every queued position and hands out their lines.
     *
     * @throws InvalidInputException as {@link #add} does
     */
    public void finish() {
        while (!pending.isEmpty()) {
            writeNext();
        }
    }

    /**
     * The lines handed out so far.
     *
     * @return their number
     */
    public long written() {
        return written;
    }

    private void writeNext() {
        Pending next = pending.peek();
        String line;
        try {
            line = next.line().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InvalidInputException("interrupted while labelling " + next.notation());
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw new InvalidInputException("cannot label " + next.notation() + ": "
                    + (cause.getMessage() == null ? cause.toString() : cause.getMessage()));
        }
        pending.poll();
        out.accept(line);
        written++;
    }

    private String label(GameState state, String notation) {
        Searcher mine = searcher.get();
        GameRecord record = new GameRecord(state);
        if (!warm || !mine.started) {
            mine.agent.newGame(record, 1);
            mine.started = true;
        }
        mine.agent.chooseMove(record, Clock.UNTIMED);
        OptionalInt score = mine.agent.lastScore();
        if (score.isEmpty()) {
            throw new InvalidInputException(mine.agent.name() + " gave no score; label with a search or an engine"
                    + " that reports one (alphabeta:depth=8, uci:ENGINE?depth=8)");
        }
        return line(notation, expected(score.getAsInt(), state.toMove(), scale));
    }

    /**
     * Player 0's expected result from a score.
     *
     * @param score the score from the mover's view, with forced results as {@link dev.ply.core.search.Scores}
     *     encodes them
     * @param mover the player to move (0 or 1)
     * @param scale the score at which the expected result is 1/(1 + 10^-1)
     * @return in [0, 1]: 1 for a forced win of player 0, 0 for a forced loss
     */
    public static double expected(int score, int mover, double scale) {
        int forPlayer0 = mover == 0 ? score : -score;
        return 1 / (1 + Math.pow(10, -forPlayer0 / scale));
    }

    /**
     * A positions file's line.
     *
     * @param notation the position in the game's notation
     * @param expected player 0's expected result
     * @return {@code NOTATION ; result P}, P with four decimals
     */
    public static String line(String notation, double expected) {
        return LabelledPositions.line(notation, String.format(Locale.ROOT, "%.4f", expected));
    }

    /** Stops the threads (positions still queued are dropped) and closes the agents. */
    @Override
    public void close() {
        for (Pending queued : pending) {
            queued.line().cancel(true);
        }
        pool.shutdownNow();
        try {
            pool.awaitTermination(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (agents) {
            for (Agent made : agents) {
                made.close();
            }
        }
    }
}

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
 * on what the agent searched before, unless the labeller is made warm: then each run of {@value #WARM_RUN}
 * consecutive positions is one new game to one agent, so that positions of one game share what the agent learns (an
 * engine's hash), and a label depends on the positions before it in its run but not on the threads. Positions are searched on several threads at once, each with an agent of its own made
 * when the thread first needs one, and the lines come out in the order the positions went in. Only a few runs a
 * thread wait at any time, so positions may stream from files of any size; each run's lines are handed out as soon as
 * it and those before it are done, so a labelling stopped midway keeps what it labelled.
 */
public final class PositionLabeller implements AutoCloseable {

    /** Runs queued or searched a thread, at most. */
    private static final int WINDOW_PER_THREAD = 4;

    /** Consecutive positions a warm labeller gives one agent. */
    public static final int WARM_RUN = 32;

    private final double scale;
    private final Consumer<String> out;
    private final ExecutorService pool;
    private final int window;
    private final int run;
    private final List<GameState> next = new ArrayList<>();
    private final ArrayDeque<Pending> pending = new ArrayDeque<>();
    private final List<Agent> agents = Collections.synchronizedList(new ArrayList<>());
    private final ThreadLocal<Agent> agent;
    private long written;

    /** A run of positions on its way, named by its first: their lines once searched. */
    private record Pending(String first, Future<Labelled> lines) {
    }

    /** A run's lines, and the position that stopped it with why, if one did. */
    private record Labelled(List<String> lines, String failed, String why) {
    }

    /**
     * Starts a labeller.
     *
     * @param agents makes an agent, once for each thread; each is closed when the labeller is
     * @param threads positions searched at once, 1 or more
     * @param scale the score, in the agent's units, at which the expected result is 1/(1 + 10^-1), about 0.91: 400
     *     for centipawns, as Texel tuning and {@code ply fit} count
     * @param warm whether each run of {@value #WARM_RUN} consecutive positions is one game to an agent, which keeps
     *     what it learns (an engine's hash) from one position to the next: faster where consecutive positions come
     *     from one game, but each label then depends on the positions before it in its run; otherwise each position
     *     is a new game to its agent
     * @param out receives each line, without a line break, in the order of {@link #add}, from the thread that calls
     *     {@link #add} or {@link #finish}
     */
    public PositionLabeller(Supplier<Agent> agents, int threads, double scale, boolean warm, Consumer<String> out) {
        if (threads < 1) {
            throw new InvalidInputException("--concurrency must be 1 or more, not " + threads);
        }
        checkScale(scale);
        this.scale = scale;
        this.out = out;
        this.window = threads * WINDOW_PER_THREAD;
        this.run = warm ? WARM_RUN : 1;
        AtomicInteger number = new AtomicInteger();
        this.pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "ply-label-" + number.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        this.agent = ThreadLocal.withInitial(() -> {
            Agent made = agents.get();
            this.agents.add(made);
            return made;
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
        next.add(state);
        if (next.size() == run) {
            submit();
        }
        while (pending.size() >= window) {
            writeNext();
        }
    }

    /** Hands the positions gathered so far to the threads as one run. */
    private void submit() {
        List<GameState> states = List.copyOf(next);
        next.clear();
        List<String> notations = new ArrayList<>(states.size());
        for (GameState state : states) {
            notations.add(state.notation());
        }
        pending.add(new Pending(notations.get(0), pool.submit(() -> label(states, notations))));
    }

    /**
     * Waits for every queued position and hands out their lines.
     *
     * @throws InvalidInputException as {@link #add} does
     */
    public void finish() {
        if (!next.isEmpty()) {
            submit();
        }
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
        Pending first = pending.peek();
        Labelled done;
        try {
            done = first.lines().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InvalidInputException("interrupted while labelling " + first.first());
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw new InvalidInputException("cannot label " + first.first() + ": " + message(cause));
        }
        pending.poll();
        for (String line : done.lines()) {
            out.accept(line);
            written++;
        }
        if (done.failed() != null) {
            throw new InvalidInputException("cannot label " + done.failed() + ": " + done.why());
        }
    }

    private static String message(Throwable failure) {
        return failure.getMessage() == null ? failure.toString() : failure.getMessage();
    }

    /**
     * Searches a run of positions on this thread's agent, stopping at the first that cannot be labelled. The run is
     * one new game to the agent: so a label depends on the positions before it in its run, never on the thread.
     */
    private Labelled label(List<GameState> states, List<String> notations) {
        Agent mine = agent.get();
        List<String> lines = new ArrayList<>(states.size());
        for (int i = 0; i < states.size(); i++) {
            try {
                lines.add(label(mine, states.get(i), notations.get(i), i == 0));
            } catch (RuntimeException e) {
                return new Labelled(lines, notations.get(i), message(e));
            }
        }
        return new Labelled(lines, null, null);
    }

    private String label(Agent mine, GameState state, String notation, boolean first) {
        GameRecord record = new GameRecord(state);
        if (first) {
            mine.newGame(record, 1);
        }
        mine.chooseMove(record, Clock.UNTIMED);
        OptionalInt score = mine.lastScore();
        if (score.isEmpty()) {
            throw new InvalidInputException(mine.name() + " gave no score; label with a search or an engine"
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
            queued.lines().cancel(true);
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

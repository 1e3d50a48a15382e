package dev.ply.core.arena;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.ZobristKeys;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Clock;
import dev.ply.core.agent.GameRecord;
import dev.ply.core.agent.Resignation;
import dev.ply.core.capability.DrawRules;
import dev.ply.core.util.MoveLine;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays a match of N games between two agents, A and B.
 *
 * <p>Games are played in pairs from the same start: in the first game of a pair A is player 0, in the
 * second B is. Start positions come from the given openings (pair k uses opening k modulo their
 * number), then optionally a number of random plies that both games of the pair share. Chance
 * events are drawn from a generator seeded per pair, so a match with the same seed and deterministic
 * agents is played identically again.
 *
 * <p>Games end by the rules; by a time forfeit when a time control is set and an agent overruns its
 * clock; by forfeit when an agent returns an illegal move or fails; by resignation when an agent throws
 * {@link Resignation}; or as a draw at the move limit.
 */
public final class Arena {

    private static final Logger LOG = LoggerFactory.getLogger(Arena.class);

    private final Game game;
    private int games = 2;
    private long seed = 1;
    private TimeControl timeControl;
    private List<String> openings = List.of();
    private int randomPlies;
    private int maxPlies = 2000;
    private ArenaListener listener = ArenaListener.NONE;
    private Predicate<MatchResult> stopAfterPair = result -> false;
    private Adjudication adjudication = Adjudication.NONE;
    private java.util.Map<Integer, GameResult> played = java.util.Map.of();

    /**
     * Creates an arena for a game with its defaults: 2 games, seed 1, untimed, from the initial
     * position, a limit of 2000 plies.
     *
     * @param game the game to play
     */
    public Arena(Game game) {
        this.game = requireNonNull(game);
    }

    /**
     * Sets the number of games.
     *
     * @param count games to play, at least 1
     * @return this arena
     */
    public Arena games(int count) {
        checkArgument(count >= 1, "a match needs at least one game, not %s", count);
        this.games = count;
        return this;
    }

    /**
     * Sets the seed of every random choice the arena makes and passes to agents.
     *
     * @param value the seed
     * @return this arena
     */
    public Arena seed(long value) {
        this.seed = value;
        return this;
    }

    /**
     * Plays under a time control instead of letting agents use their own limits.
     *
     * @param control the time control, or {@code null} for untimed games
     * @return this arena
     */
    public Arena timeControl(TimeControl control) {
        this.timeControl = control;
        return this;
    }

    /**
     * Sets the start positions, in the game's notation. Each is parsed now, so a bad one fails here.
     *
     * @param positions the openings; empty for the initial position
     * @return this arena
     * @throws dev.ply.core.NotationException if a position is malformed
     */
    public Arena openings(List<String> positions) {
        positions.forEach(game::parseState);
        this.openings = List.copyOf(positions);
        return this;
    }

    /**
     * Plays this many uniformly random plies from each start position before the agents take over;
     * both games of a pair get the same ones.
     *
     * @param plies random plies, 0 or more
     * @return this arena
     */
    public Arena randomPlies(int plies) {
        checkArgument(plies >= 0, "random plies must not be negative, not %s", plies);
        this.randomPlies = plies;
        return this;
    }

    /**
     * Sets the number of plies after which an unfinished game is adjudicated a draw.
     *
     * @param plies the limit, at least 1
     * @return this arena
     */
    public Arena maxPlies(int plies) {
        checkArgument(plies >= 1, "the move limit must be positive, not %s", plies);
        this.maxPlies = plies;
        return this;
    }

    /**
     * Ends games early by the agents' evaluations: draws when both see the game level, resignations when one sees
     * itself lost (see {@link Adjudication}); each such game says why in its {@link GameResult#detail()}.
     *
     * @param rules the adjudication, {@link Adjudication#NONE} by default
     * @return this arena
     */
    public Arena adjudication(Adjudication rules) {
        this.adjudication = requireNonNull(rules);
        return this;
    }

    /**
     * Sets the listener told after each game.
     *
     * @param value the listener
     * @return this arena
     */
    public Arena listener(ArenaListener value) {
        this.listener = requireNonNull(value);
        return this;
    }

    /**
     * Ends the match early once a condition holds, checked after each complete colour-swapped pair (an SPRT's
     * decision).
     *
     * @param condition true when the match should stop
     * @return this arena
     */
    public Arena stopAfterPairWhen(Predicate<MatchResult> condition) {
        this.stopAfterPair = requireNonNull(condition);
        return this;
    }

    /**
     * Goes on with a match stopped before its end: the games given are counted as played, in their places, and not
     * played again (nor told to the listener); the stop condition is checked after each pair as if they had just
     * been played, so a match the given games already decided plays no more games.
     *
     * @param earlier games of this match, each played by an arena with these {@link #settings()}
     * @return this arena
     * @throws IllegalArgumentException if a game's number is not one of the match's or comes twice
     */
    public Arena resumeWith(List<GameResult> earlier) {
        java.util.Map<Integer, GameResult> byIndex = new java.util.HashMap<>();
        for (GameResult result : earlier) {
            checkArgument(result.index() >= 0 && result.index() < games, "game %s is not one of the match's %s",
                    result.index(), games);
            checkArgument(byIndex.put(result.index(), result) == null, "game %s is given twice", result.index());
        }
        this.played = java.util.Map.copyOf(byIndex);
        return this;
    }

    /** The games given to {@link #resumeWith} up to the pair that met the stop condition, or null if none did. */
    private MatchResult decidedBeforeResuming(String nameA, String nameB) {
        List<GameResult> results = new ArrayList<>();
        for (int index = 0; index < games && played.containsKey(index); index++) {
            results.add(played.get(index));
            MatchResult soFar = new MatchResult(nameA, nameB, results);
            if (index % 2 == 1 && stopAfterPair.test(soFar)) {
                return soFar;
            }
        }
        return null;
    }

    /**
     * Plays the match.
     *
     * @param a agent A, whose point of view the result takes
     * @param b agent B
     * @return the results
     */
    public MatchResult play(Agent a, Agent b) {
        MatchResult decided = decidedBeforeResuming(a.name(), b.name());
        if (decided != null) {
            return decided;
        }
        List<GameResult> results = new ArrayList<>();
        for (int index = 0; index < games; index++) {
            GameResult earlier = played.get(index);
            GameResult result = earlier != null ? earlier : playOne(index, a, b);
            results.add(result);
            MatchResult soFar = new MatchResult(a.name(), b.name(), results);
            if (earlier == null) {
                listener.onGameFinished(result, soFar);
            }
            if (index % 2 == 1 && stopAfterPair.test(soFar)) {
                break;
            }
        }
        return new MatchResult(a.name(), b.name(), results);
    }

    /**
     * Plays the match with several games at once, each with agents of its own made for it (and closed after it):
     * the same games, in the same order and with the same results as {@link #play(Agent, Agent)} gives agents that
     * depend only on their seeds. The listener hears the games in order; when the stop condition holds after a pair,
     * the games started past it are abandoned and not counted.
     *
     * @param nameA agent A's name, for the result
     * @param a makes a fresh agent A, once per game, on the game's own thread
     * @param nameB agent B's name
     * @param b makes a fresh agent B
     * @param concurrency games at once, 1 or more
     * @return the results, in game order
     */
    public MatchResult play(String nameA, Supplier<Agent> a, String nameB, Supplier<Agent> b, int concurrency) {
        if (concurrency < 1) {
            throw new InvalidInputException("concurrency must be 1 or more, not " + concurrency);
        }
        ExecutorService pool = Executors.newFixedThreadPool(concurrency, task -> {
            Thread thread = new Thread(task, "ply-arena-game");
            thread.setDaemon(true);
            return thread;
        });
        try {
            return playAll(nameA, nameB, index -> pool.submit(() -> {
                try (Agent first = a.get(); Agent second = b.get()) {
                    return playOne(index, first, second);
                }
            }));
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Plays the match's games wherever {@code start} runs them - a pool of threads, other machines - and collects
     * them in game order: the listener hears them in order, the stop condition is checked after each pair, and the
     * games not needed past a decisive pair are cancelled. Each game must be {@link #playOne(int, Agent, Agent)} of
     * an arena with these {@link #settings()}.
     *
     * @param nameA agent A's name, for the result
     * @param nameB agent B's name
     * @param start starts game {@code index} and returns its future result; called for every game not given to
     *     {@link #resumeWith}, in order, before the first result is awaited
     * @return the results, in game order
     * @throws RuntimeException what a game's future failed with (an {@link InvalidInputException} as it is)
     */
    public MatchResult playAll(String nameA, String nameB, IntFunction<Future<GameResult>> start) {
        MatchResult decided = decidedBeforeResuming(nameA, nameB);
        if (decided != null) {
            return decided;
        }
        List<Future<GameResult>> running = new ArrayList<>();
        try {
            for (int index = 0; index < games; index++) {
                GameResult earlier = played.get(index);
                running.add(earlier != null ? java.util.concurrent.CompletableFuture.completedFuture(earlier)
                        : start.apply(index));
            }
            List<GameResult> results = new ArrayList<>();
            for (int index = 0; index < games; index++) {
                GameResult result;
                try {
                    result = running.get(index).get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted while the match was played", e);
                } catch (ExecutionException e) {
                    throw e.getCause() instanceof RuntimeException runtime ? runtime
                            : new IllegalStateException(e.getCause());
                }
                results.add(result);
                MatchResult soFar = new MatchResult(nameA, nameB, results);
                if (!played.containsKey(index)) {
                    listener.onGameFinished(result, soFar);
                }
                if (index % 2 == 1 && stopAfterPair.test(soFar)) {
                    break;
                }
            }
            return new MatchResult(nameA, nameB, results);
        } finally {
            running.forEach(future -> future.cancel(true));
        }
    }

    /**
     * Plays one game of the match, as {@link #play(Agent, Agent)} would play it: the same start (its pair's opening
     * and random plies), colours (A is player 0 in even games) and seeds. The listener is not told.
     *
     * @param index the game's number, from 0
     * @param a agent A
     * @param b agent B
     * @return the game
     */
    public GameResult playOne(int index, Agent a, Agent b) {
        boolean aStarts = index % 2 == 0;
        return playGame(index, aStarts, aStarts ? a : b, aStarts ? b : a, startOf(index), mix(seed, index / 2));
    }

    /**
     * The position game {@code index} starts from: its pair's opening after the pair's random plies.
     *
     * @param index the game's number, from 0
     * @return a new state of that position
     */
    public GameState startOf(int index) {
        checkArgument(index >= 0 && index < games, "game %s is not one of the match's %s", index, games);
        int pair = index / 2;
        return startPosition(pair, new SplittableRandom(mix(mix(seed, pair), 1)));
    }

    /**
     * Everything that decides which games the match plays: an arena made {@link #of(Game, Settings)} them plays the
     * same games, on this machine or another.
     *
     * @param games games in the match
     * @param seed the seed of openings, chance and agents
     * @param openings the start positions, empty for the initial position
     * @param randomPlies random plies from each start
     * @param maxPlies the move limit
     * @param timeControl the clock, or {@code null}
     * @param adjudication the adjudication rules
     */
    public record Settings(int games, long seed, List<String> openings, int randomPlies, int maxPlies,
            TimeControl timeControl, Adjudication adjudication) implements java.io.Serializable {
        private static final long serialVersionUID = 1L;
    }

    /**
     * This arena's settings.
     *
     * @return what decides its games
     */
    public Settings settings() {
        return new Settings(games, seed, openings, randomPlies, maxPlies, timeControl, adjudication);
    }

    /**
     * An arena with the given settings, without a listener or a stop condition.
     *
     * @param game the game
     * @param settings the settings
     * @return the arena
     */
    public static Arena of(Game game, Settings settings) {
        Arena arena = new Arena(game).games(settings.games()).seed(settings.seed()).openings(settings.openings())
                .randomPlies(settings.randomPlies()).maxPlies(settings.maxPlies())
                .adjudication(settings.adjudication());
        return settings.timeControl() == null ? arena : arena.timeControl(settings.timeControl());
    }

    private GameState startPosition(int pair, SplittableRandom random) {
        GameState state = openings.isEmpty() ? game.newState()
                : game.parseState(openings.get(pair % openings.size()));
        int[] moves = new int[state.game().maxMoves()];
        for (int ply = 0; ply < randomPlies && !DrawRules.gameOver(state); ply++) {
            int count = state.legalMoves(moves);
            state.play(moves[random.nextInt(count)]);
        }
        // A random opening that already ended the game gives the pair's games nothing to play:
        // fall back to the unrandomised start rather than loop.
        return DrawRules.gameOver(state) ? (openings.isEmpty() ? game.newState()
                : game.parseState(openings.get(pair % openings.size()))) : state;
    }

    private GameResult playGame(int index, boolean aStarts, Agent player0, Agent player1, GameState start,
            long pairSeed) {
        GameRecord record = new GameRecord(start);
        List<Long> millis = new ArrayList<>();
        List<List<Integer>> scores = List.of(new ArrayList<>(), new ArrayList<>());
        Agent[] agents = {player0, player1};
        for (int player = 0; player < 2; player++) {
            Agent agent = agents[player];
            try {
                agent.newGame(record, mix(pairSeed, 2 + player));
            } catch (RuntimeException e) {
                warn(agent, index, e);
                return forfeit(millis, index, aStarts, player, "agent failure", agent.name() + " failed: " + e,
                        record);
            }
        }
        SplittableRandom chance = new SplittableRandom(mix(pairSeed, 4));
        long[] clock = new long[2];
        if (timeControl != null) {
            clock[0] = timeControl.baseMillis();
            clock[1] = timeControl.baseMillis();
        }
        int[] outcomes = new int[start.game().maxMoves()];
        double[] probabilities = new double[start.game().maxMoves()];
        int[] legal = new int[start.game().maxMoves()];
        GameState state = record.current();
        while (!DrawRules.gameOver(state)) {
            if (record.length() >= maxPlies) {
                return new GameResult(index, aStarts, 0, "move limit", "drawn after " + maxPlies + " plies", record,
                        millis);
            }
            if (state.isChanceNode()) {
                record.play(sample(state, chance, outcomes, probabilities));
                millis.add(0L);
                continue;
            }
            int mover = state.toMove();
            Agent agent = agents[mover];
            Clock moverClock = timeControl == null ? Clock.UNTIMED
                    : new Clock(clock[mover], timeControl.incrementMillis(), 0, clock[1 - mover]);
            long started = System.nanoTime();
            int move;
            try {
                move = agent.chooseMove(record, moverClock);
            } catch (Resignation e) {
                return forfeit(millis, index, aStarts, mover, "resignation", e.getMessage(), record);
            } catch (RuntimeException e) {
                warn(agent, index, e);
                return forfeit(millis, index, aStarts, mover, "agent failure", agent.name() + " failed: " + e,
                        record);
            }
            long elapsedMillis = (System.nanoTime() - started) / 1_000_000;
            if (timeControl != null) {
                clock[mover] -= elapsedMillis;
                if (clock[mover] < 0) {
                    return forfeit(millis, index, aStarts, mover, "time forfeit",
                            agent.name() + " overran its clock by " + -clock[mover] + " ms", record);
                }
                clock[mover] += timeControl.incrementMillis();
            }
            if (!MoveLine.isLegal(state, move, legal)) {
                return forfeit(millis, index, aStarts, mover, "illegal move",
                        agent.name() + " played illegal move " + move + " in " + state.notation(), record);
            }
            record.play(move);
            millis.add(elapsedMillis);
            scores.get(mover).add(agent.lastScore().isPresent() ? agent.lastScore().getAsInt() : null);
            if (!DrawRules.gameOver(state)) {
                GameResult adjudicated = adjudicate(index, aStarts, mover, agent, scores, record, millis);
                if (adjudicated != null) {
                    return adjudicated;
                }
            }
        }
        if (!state.isTerminal()) {
            return new GameResult(index, aStarts, 0, "rules", DrawRules.drawDeclared(state), record, millis);
        }
        int pointsForA = state.outcome(aStarts ? 0 : 1);
        return new GameResult(index, aStarts, pointsForA, "rules", "", record, millis);
    }

    /** The adjudicated result after the mover's move, or {@code null} to play on. */
    private GameResult adjudicate(int index, boolean aStarts, int mover, Agent agent, List<List<Integer>> scores,
            GameRecord record, List<Long> millis) {
        Adjudication rules = adjudication;
        if (rules.resignNow(scores.get(mover), scores.get(1 - mover))) {
            return forfeit(millis, index, aStarts, mover, "adjudication", agent.name() + " resigned: its last "
                    + rules.resignMoveCount() + " scores at or below -" + rules.resignScore()
                    + (rules.resignTwoSided() ? ", its opponent's at or above " + rules.resignScore() : ""), record);
        }
        if (rules.drawNow(record.length(), scores.get(0), scores.get(1))) {
            return new GameResult(index, aStarts, 0, "adjudication", "drawn: both agents' last "
                    + rules.drawMoveCount() + " scores within \u00b1" + rules.drawScore()
                    + (rules.drawMoveNumber() > 0 ? " after move " + rules.drawMoveNumber() : ""), record, millis);
        }
        return null;
    }

    /**
     * One line in normal logging (an engine that died is the engine's problem, not Ply's); the stack trace for
     * those who ask for debug output.
     */
    private static void warn(Agent agent, int index, RuntimeException e) {
        LOG.warn("agent {} failed in game {}: {}", agent.name(), index + 1, e.toString());
        LOG.debug("agent failure", e);
    }

    private static GameResult forfeit(List<Long> millis, int index, boolean aStarts, int loser, String termination,
            String detail, GameRecord record) {
        boolean aLost = (loser == 0) == aStarts;
        return new GameResult(index, aStarts, aLost ? -1 : 1, termination, detail, record, millis);
    }

    /**
     * Draws a chance outcome with its probability.
     *
     * @param state a chance node
     * @param random the generator
     * @param outcomes a buffer of {@link Game#maxMoves()} elements
     * @param probabilities a buffer of {@link Game#maxMoves()} elements
     * @return one of the outcomes
     */
    public static int sample(GameState state, SplittableRandom random, int[] outcomes, double[] probabilities) {
        int count = state.chanceOutcomes(outcomes, probabilities);
        double r = random.nextDouble();
        for (int i = 0; i < count - 1; i++) {
            r -= probabilities[i];
            if (r < 0) {
                return outcomes[i];
            }
        }
        return outcomes[count - 1];
    }

    private static long mix(long a, long b) {
        return ZobristKeys.mix(a * ZobristKeys.GOLDEN_GAMMA + b);
    }
}

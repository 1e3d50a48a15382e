package dev.ply.core.agent;

import static java.util.Objects.requireNonNull;

import dev.ply.core.GameState;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchListener;
import dev.ply.core.search.SearchResult;

/**
 * An agent that plays the best move of a {@link Search} run with fixed limits, or with the arena's
 * clock when one runs and the limits set no time of their own. An agent whose specification set no limit
 * at all searches by the clock when one runs and by its untimed default otherwise.
 */
public final class SearchAgent implements Agent {

    private final String name;
    private final Search search;
    private final SearchLimits limits;
    private final SearchLimits untimedDefault;
    private final SearchListener listener;
    private volatile SearchResult lastResult;

    /**
     * Creates the agent.
     *
     * @param name the name reports show
     * @param search the search; the agent owns it and closes it
     * @param limits the limits of every search
     * @param listener receives the progress of every search
     */
    public SearchAgent(String name, Search search, SearchLimits limits, SearchListener listener) {
        this(name, search, limits, listener, limits);
    }

    /**
     * Creates an agent whose own limits may be none, with a default for games played without a clock.
     *
     * @param name the name reports show
     * @param search the search; the agent owns it and closes it
     * @param limits the limits of every search, {@link SearchLimits#NONE} when the specification set none
     * @param listener receives the progress of every search
     * @param untimedDefault the limits used when {@code limits} set none and no clock runs, such as a
     *     second a move
     */
    public SearchAgent(String name, Search search, SearchLimits limits, SearchListener listener,
            SearchLimits untimedDefault) {
        this.name = requireNonNull(name);
        this.search = requireNonNull(search);
        this.limits = requireNonNull(limits);
        this.listener = requireNonNull(listener);
        this.untimedDefault = requireNonNull(untimedDefault);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame(GameRecord game, long seed) {
        search.newGame(seed);
        lastResult = null;
    }

    @Override
    public int chooseMove(GameRecord game, Clock clock) {
        SearchLimits effective = limits;
        if (clock.isTimed()) {
            // Under a clock a move time is a most: the clock's share binds when it is shorter.
            effective = limits.withClock(clock.timeLeftMillis(), clock.incrementMillis(), clock.movesToGo());
        } else if (limits.isUnlimited()) {
            effective = untimedDefault;
        }
        SearchResult result = search.search(game.current(), effective, listener);
        lastResult = result;
        if (result.bestMove() == GameState.NO_MOVE) {
            throw new IllegalStateException(name + " found no move in " + game.current().notation());
        }
        return result.bestMove();
    }

    /**
     * The result of the last search, for displays.
     *
     * @return the last result, or {@code null} before the first move
     */
    public SearchResult lastResult() {
        return lastResult;
    }

    /** The last search's score, when it completed an iteration. */
    @Override
    public java.util.OptionalInt lastScore() {
        SearchResult result = lastResult;
        return result == null || result.depth() == 0 ? java.util.OptionalInt.empty()
                : java.util.OptionalInt.of(result.score());
    }

    /**
     * The search this agent runs.
     *
     * @return the search
     */
    public Search search() {
        return search;
    }

    @Override
    public void stop() {
        search.stop();
    }

    @Override
    public void close() {
        search.close();
    }
}

package dev.ply.core.agent;

import static java.util.Objects.requireNonNull;

import dev.ply.core.GameState;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchListener;
import dev.ply.core.search.SearchResult;

/**
 * An agent that plays the best move of a {@link Search} run with fixed limits, or with the arena's
 * clock when one runs and the limits set no time of their own.
 */
public final class SearchAgent implements Agent {

    private final String name;
    private final Search search;
    private final SearchLimits limits;
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
        this.name = requireNonNull(name);
        this.search = requireNonNull(search);
        this.limits = requireNonNull(limits);
        this.listener = requireNonNull(listener);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame(GameRecord game, long seed) {
        search.newGame(seed);
    }

    @Override
    public int chooseMove(GameRecord game, Clock clock) {
        SearchLimits effective = limits;
        if (clock.isTimed() && limits.moveTimeMillis() == 0) {
            effective = limits.withClock(clock.timeLeftMillis(), clock.incrementMillis(), clock.movesToGo());
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

    /**
     * The search this agent runs.
     *
     * @return the search
     */
    public Search search() {
        return search;
    }

    @Override
    public void close() {
        search.close();
    }
}

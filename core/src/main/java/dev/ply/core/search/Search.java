package dev.ply.core.search;

import dev.ply.core.GameState;

/**
 * A search algorithm, set up for one game by a {@link SearchProvider}. An instance keeps what it
 * learns from one search to the next (a transposition table, a Monte Carlo tree for reuse) until
 * {@link #newGame()}.
 *
 * <p>One search runs at a time per instance; {@link #stop()} may be called from any thread. Two
 * instances never share mutable state, so two searches in one JVM do not see each other.
 */
public interface Search extends AutoCloseable {

    /**
     * Searches a position until a limit is reached or {@link #stop()} is called.
     *
     * @param root the position to search; the search works on its own copy, so the caller's state is
     *     never changed
     * @param limits when to stop
     * @param listener receives progress reports on the searching thread
     * @return the best move found and what the search measured; {@link GameState#NO_MOVE} as best move
     *     only when the root has no legal move
     */
    SearchResult search(GameState root, SearchLimits limits, SearchListener listener);

    /**
     * Searches without progress reports.
     *
     * @param root the position to search; not changed
     * @param limits when to stop
     * @return the result
     */
    default SearchResult search(GameState root, SearchLimits limits) {
        return search(root, limits, SearchListener.NONE);
    }

    /**
     * Attaches a tracer that receives the work of the following searches node by node, or detaches it.
     * Tracing slows a search and should be bounded by the tracer (it may stop the search through {@link #stop()}).
     *
     * @param tracer the tracer, or {@code null} to trace no more
     * @throws UnsupportedOperationException when the algorithm does not report traces (the default)
     */
    default void trace(SearchTracer tracer) {
        if (tracer != null) {
            throw new UnsupportedOperationException(getClass().getSimpleName() + " does not report traces");
        }
    }

    /**
     * Asks a running search to return as soon as it can, with the best move found so far. Safe to
     * call from any thread, and harmless when no search runs.
     */
    void stop();

    /** Forgets what earlier searches learned (tables, trees, histories): a new game begins. */
    default void newGame() {
    }

    /**
     * Forgets what earlier searches learned, as {@link #newGame()}, and varies any randomness the
     * search uses with a seed for this game, so that the games of a match differ yet repeat when the
     * match is played again with the same seed. The default ignores the seed.
     *
     * @param seed a seed for this game (the arena derives one per game from its own seed)
     */
    default void newGame(long seed) {
        newGame();
    }

    /** Releases threads and memory the search holds. The instance is not used afterwards. */
    @Override
    default void close() {
    }
}

package dev.ply.search.mcts;

/**
 * What a worker asks, between iterations, whether the search must stop (a stop request, a time limit, the
 * search's monitor reporting progress): the one thing a worker needs of the search that runs it.
 */
@FunctionalInterface
interface StopCheck {

    /**
     * Whether the search must stop now.
     *
     * @param run the running search's limits and counters
     * @return {@code true} to stop
     */
    boolean poll(SearchRun run);
}

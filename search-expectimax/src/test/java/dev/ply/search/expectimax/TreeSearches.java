package dev.ply.search.expectimax;

import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchStatistics;
import dev.ply.games.tree.GameTree;
import dev.ply.games.tree.TreeGame;

/** Runs a search on a synthetic tree and reports what the tree itself counted. */
final class TreeSearches {

    /**
     * @param result the search's answer
     * @param leavesReached leaves any state of the tree entered (the search's and its move ordering's)
     * @param positionsEntered positions any state of the tree entered
     */
    record Run(SearchResult result, long leavesReached, long positionsEntered) {

        /** The exact expected value the search computed, before rounding to the integer score. */
        double value() {
            return result.statistics().get(SearchStatistics.VALUE).doubleValue();
        }

        long statistic(String name) {
            return result.statistics().get(name).longValue();
        }
    }

    private TreeSearches() {
    }

    /**
     * Searches a tree. The table is 1 MiB unless the spec sets it: the trees are small, and clearing the
     * default 16 MiB thousands of times would be most of a test's time.
     */
    static Run run(GameTree tree, String spec, SearchLimits limits) {
        TreeGame game = new TreeGame(tree);
        String sized = spec.contains("hash=") ? spec : spec + (spec.contains(":") ? "," : ":") + "hash=1";
        try (Search search = Ply.search(game, sized)) {
            SearchResult result = search.search(game.newState(), limits);
            return new Run(result, game.leavesReached(), game.positionsEntered());
        }
    }

    static Run run(GameTree tree, String spec) {
        return run(tree, spec, SearchLimits.NONE);
    }
}

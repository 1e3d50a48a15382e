package dev.ply.search.alphabeta;

import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.games.tree.GameTree;
import dev.ply.games.tree.TreeGame;

/** Runs a search on a synthetic tree and reports what the tree counted. */
final class TreeSearches {

    record Run(SearchResult result, long leavesReached, long positionsEntered) {
    }

    private TreeSearches() {
    }

    static Run run(GameTree tree, String spec, SearchLimits limits) {
        TreeGame game = new TreeGame(tree);
        try (Search search = Ply.search(game, spec)) {
            SearchResult result = search.search(game.newState(), limits);
            return new Run(result, game.leavesReached(), game.positionsEntered());
        }
    }

    static Run run(GameTree tree, String spec) {
        return run(tree, spec, SearchLimits.NONE);
    }
}

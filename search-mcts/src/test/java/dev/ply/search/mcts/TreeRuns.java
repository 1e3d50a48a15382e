package dev.ply.search.mcts;

import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.RootMoveStatistics;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchStatistics;
import dev.ply.games.tree.GameTree;
import dev.ply.games.tree.GameTrees;
import dev.ply.games.tree.TreeGame;

/** Runs Monte Carlo searches on synthetic trees. */
final class TreeRuns {

    private TreeRuns() {
    }

    static TreeGame game(String tree) {
        return new TreeGame(GameTree.of(GameTrees.parse(tree)));
    }

    static SearchResult run(TreeGame game, String spec, long iterations) {
        try (Search search = Ply.search(game, spec)) {
            return search.search(game.newState(), SearchLimits.ofIterations(iterations));
        }
    }

    static SearchResult run(String tree, String spec, long iterations) {
        return run(game(tree), spec, iterations);
    }

    static RootMoveStatistics rootMove(SearchResult result, int move) {
        return result.rootMoves().stream().filter(m -> m.move() == move).findFirst().orElseThrow();
    }

    static long rootVisits(SearchResult result) {
        return result.rootMoves().stream().mapToLong(RootMoveStatistics::visits).sum();
    }

    static long iterations(SearchResult result) {
        return result.statistics().get(SearchStatistics.ITERATIONS).longValue();
    }

    static GameState state(TreeGame game, String path) {
        return game.parseState(path);
    }
}

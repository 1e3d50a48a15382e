package dev.ply.integration;

import dev.ply.core.Game;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agents;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchStatistics;
import dev.ply.search.alphabeta.AlphaBeta;
import dev.ply.search.mcts.Mcts;

/**
 * Run by {@link ModulePathTest} in a JVM of its own, with Ply's modules on the module path and this class
 * on the class path: prints what the registries find through the modules' {@code provides} clauses, and
 * solves a position with searches made by the builders.
 */
public final class ModulePathProbe {

    private ModulePathProbe() {
    }

    /**
     * Prints one {@code key=value} line per fact.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        System.out.println("core-module=" + Ply.class.getModule().getName());
        System.out.println("games=" + String.join(",", Ply.games().names()));
        System.out.println("searches=" + String.join(",", Ply.searches().names()));
        System.out.println("evaluators=" + String.join(",", Ply.evaluators().names()));
        System.out.println("agents=" + String.join(",", Agents.providers().names()));
        System.out.println("failures=" + (Ply.games().failures().size() + Ply.searches().failures().size()));
        Game game = Ply.game("tictactoe");
        try (Search alphaBeta = AlphaBeta.builder().create(game); Search mcts = Mcts.builder().solver(true)
                .create(game)) {
            SearchResult solved = alphaBeta.search(game.parseState("X.O......"), SearchLimits.NONE);
            System.out.println("alphabeta=" + game.parseState("X.O......").moveToString(solved.bestMove()) + " "
                    + solved.score());
            SearchResult played = mcts.search(game.newState(), SearchLimits.ofIterations(2_000));
            System.out.println("mcts=" + played.statistics().get(SearchStatistics.ITERATIONS));
        }
    }
}

package dev.ply.search.alphabeta;

import dev.ply.core.Game;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchOption;
import dev.ply.core.search.SearchProvider;
import dev.ply.core.search.SearchSetup;
import java.util.List;
import java.util.Optional;

/** The {@code minimax} search: plain depth-limited minimax that visits every node. */
public final class MinimaxProvider implements SearchProvider {

    /** Creates the instance; the service loader calls this. */
    public MinimaxProvider() {
    }

    @Override
    public String name() {
        return "minimax";
    }

    @Override
    public String description() {
        return "plain minimax (negamax form): every node of the tree to the depth limit";
    }

    @Override
    public List<SearchOption> options() {
        return List.of();
    }

    @Override
    public Optional<String> unsupportedReason(Game game) {
        return AlphaBetaProvider.refuseChance(game);
    }

    @Override
    public Search create(SearchSetup setup) {
        return new MinimaxSearch(setup);
    }
}

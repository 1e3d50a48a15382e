package dev.ply.search.alphabeta;

import dev.ply.core.Game;
import dev.ply.core.search.Scores;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchOption;
import dev.ply.core.search.SearchOptions;
import dev.ply.core.search.SearchProvider;
import dev.ply.core.search.SearchSetup;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code alphabeta} search: alpha-beta with iterative deepening and a transposition table by
 * default; {@code alphabeta:plain} is the textbook algorithm with every enhancement off.
 */
public final class AlphaBetaProvider implements SearchProvider {

    @Override
    public String name() {
        return "alphabeta";
    }

    @Override
    public String description() {
        return "alpha-beta: iterative deepening, transposition table; 'plain' is the textbook algorithm";
    }

    @Override
    public List<SearchOption> options() {
        return List.of(
                SearchOption.ofBoolean("tt", true, "use a transposition table (its move first, its bounds to cut)"),
                SearchOption.ofInteger("hash", 16, 1, 8192, "transposition table size in MiB"),
                SearchOption.ofBoolean("id", true, "iterative deepening (time and node limits deepen regardless)"),
                SearchOption.ofBoolean("distance", true, "score wins by their distance, preferring the shortest"),
                SearchOption.ofChoice("cut", "ge", "cut when alpha >= beta (ge, the textbook) or only when alpha > beta"
                        + " (gt, for teaching: it searches more)", "ge", "gt"),
                SearchOption.ofInteger("window", 0, 0, Scores.INFINITY, "root window (-w, +w) in evaluation units;"
                        + " 0 for (-inf, +inf)"));
    }

    @Override
    public Map<String, String> presets() {
        return Map.of("plain", "tt=false,id=false,distance=false");
    }

    @Override
    public Optional<String> unsupportedReason(Game game) {
        return game.hasChanceNodes()
                ? Optional.of("it has chance nodes; use expectimax or mcts")
                : Optional.empty();
    }

    @Override
    public Search create(SearchSetup setup) {
        SearchOptions options = setup.options();
        int window = options.getInt("window") == 0 ? Scores.INFINITY : options.getInt("window");
        return new AlphaBetaSearch(setup, new AlphaBetaSearch.Config(options.getBoolean("tt"), options.getInt("hash"),
                options.getBoolean("id"), options.getBoolean("distance"), options.getString("cut").equals("ge"),
                -window, window));
    }
}

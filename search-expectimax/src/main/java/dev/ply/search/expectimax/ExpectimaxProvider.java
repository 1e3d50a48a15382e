package dev.ply.search.expectimax;

import dev.ply.core.InvalidInputException;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchOption;
import dev.ply.core.search.SearchOptions;
import dev.ply.core.search.SearchProvider;
import dev.ply.core.search.SearchSetup;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The {@code expectimax} search: expectiminimax over player and chance nodes with Star2 pruning
 * (Star1 after a probing phase), alpha-beta at player nodes, moves ordered by the evaluator, a
 * transposition table and iterative deepening. Depth counts player moves; chance events use none.
 * {@code expectimax:plain} is textbook expectiminimax (every node visited), {@code expectimax:star1}
 * prunes with Star1 only. Games without chance nodes are searched as by alpha-beta.
 *
 * <p>Options: {@code pruning=none|star1|star2}, {@code probe=N} (moves probed per outcome by Star2),
 * {@code alphabeta}, {@code order=eval|none}, {@code tt}, {@code hash=MiB}, {@code id} and
 * {@code bound=N} (the score bound to prune with, when the evaluator's is not enough).
 */
public final class ExpectimaxProvider implements SearchProvider {

    @Override
    public String name() {
        return "expectimax";
    }

    @Override
    public String description() {
        return "expectiminimax with Star1/Star2 pruning at chance nodes, alpha-beta at player nodes,"
                + " transposition table; 'plain' is textbook expectiminimax";
    }

    @Override
    public List<SearchOption> options() {
        return List.of(
                SearchOption.ofChoice("pruning", "star2", "at chance nodes: none (expectiminimax), star1 (Ballard's"
                        + " Star1: windows and cuts from the score bound), star2 (Star1 after probing each outcome)",
                        "star2", "star1", "none"),
                SearchOption.ofInteger("probe", 1, 1, 64, "moves Star2 probes at the player node after each outcome"),
                SearchOption.ofBoolean("alphabeta", true, "alpha-beta cutoffs at player nodes (Star1 and Star2 prune"
                        + " with the windows it passes down)"),
                SearchOption.ofChoice("order", "eval", "move order: eval (by the evaluator's score of the position"
                        + " reached, two plies or more from the horizon) or none (generation order);"
                        + " the table's move comes first either way", "eval", "none"),
                SearchOption.ofBoolean("tt", true, "use a transposition table (its move first, its values reused at"
                        + " equal depth)"),
                SearchOption.ofInteger("hash", 16, 1, 8192, "transposition table size in MiB"),
                SearchOption.ofBoolean("id", true, "iterative deepening (time and node limits deepen regardless)"),
                SearchOption.ofInteger("bound", 0, 0, 1 << 28, "the largest absolute score, in evaluation units,"
                        + " that pruning relies on; 0 takes max(evaluator bound, maxOutcome x winScore)"));
    }

    @Override
    public Map<String, String> presets() {
        return Map.of(
                "plain", "pruning=none,alphabeta=false,order=none,tt=false,id=false",
                "star1", "pruning=star1",
                "star2", "pruning=star2");
    }

    /**
     * Creates the search.
     *
     * @throws InvalidInputException if Star1 or Star2 is asked for without alpha-beta, which passes down
     *     the windows they prune with
     */
    @Override
    public Search create(SearchSetup setup) {
        SearchOptions options = setup.options();
        ExpectimaxSearch.Pruning pruning =
                ExpectimaxSearch.Pruning.valueOf(options.getString("pruning").toUpperCase(Locale.ROOT));
        boolean alphaBeta = options.getBoolean("alphabeta");
        if (pruning != ExpectimaxSearch.Pruning.NONE && !alphaBeta) {
            throw new InvalidInputException("pruning=" + options.getString("pruning") + " needs alphabeta=true:"
                    + " it prunes with the windows alpha-beta passes down; add pruning=none");
        }
        return new ExpectimaxSearch(setup, new ExpectimaxSearch.Config(pruning, options.getInt("probe"), alphaBeta,
                options.getString("order").equals("eval"), options.getBoolean("tt"), options.getInt("hash"),
                options.getBoolean("id"), options.getInt("bound")));
    }
}

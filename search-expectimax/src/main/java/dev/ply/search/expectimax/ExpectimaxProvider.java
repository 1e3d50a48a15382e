package dev.ply.search.expectimax;

import com.google.common.collect.ImmutableMap;
import dev.ply.core.InvalidInputException;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchOption;
import dev.ply.core.search.SearchOptions;
import dev.ply.core.search.SearchProvider;
import dev.ply.core.search.SearchSetup;
import java.util.List;
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

    /** Creates the instance; the service loader calls this. */
    public ExpectimaxProvider() {
    }

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
        return Expectimax.OPTIONS;
    }

    @Override
    public Map<String, String> presets() {
        return ImmutableMap.of(
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
        Expectimax.Pruning pruning = options.get(Expectimax.PRUNING);
        boolean alphaBeta = options.get(Expectimax.ALPHA_BETA);
        if (pruning != Expectimax.Pruning.NONE && !alphaBeta) {
            throw new InvalidInputException("pruning=" + options.getString("pruning") + " needs alphabeta=true:"
                    + " it prunes with the windows alpha-beta passes down; add pruning=none");
        }
        return new ExpectimaxSearch(setup, new ExpectimaxSearch.Config(pruning, options.get(Expectimax.PROBE),
                alphaBeta, options.get(Expectimax.ORDER) == Expectimax.Order.EVAL, options.get(Expectimax.TABLE),
                options.get(Expectimax.HASH), options.get(Expectimax.ITERATIVE_DEEPENING),
                options.get(Expectimax.BOUND)));
    }
}

package dev.ply.search.mcts;

import dev.ply.core.search.Search;
import dev.ply.core.search.SearchOption;
import dev.ply.core.search.SearchProvider;
import dev.ply.core.search.SearchSetup;
import java.util.List;
import java.util.Map;

/**
 * The {@code mcts} search: Monte Carlo Tree Search. By default the textbook UCT (c = √2, one new node
 * per iteration, random play-outs, the most visited move) that keeps its tree from one move to the
 * next; every enhancement is an option: {@code mcts:solver,selection=grave,threads=2}. Works on every
 * game, chance nodes included. Its limits are iterations, time and tree nodes ({@code nodes}); a depth
 * only caps how deep the tree grows.
 */
public final class MctsProvider implements SearchProvider {

    /** Creates the instance; the service loader calls this. */
    public MctsProvider() {
    }

    @Override
    public String name() {
        return "mcts";
    }

    @Override
    public String description() {
        return "Monte Carlo tree search: UCT with solver, RAVE/GRAVE, progressive bias, evaluator play-outs,"
                + " transpositions, tree or root parallelism";
    }

    @Override
    public List<SearchOption> options() {
        return Mcts.OPTIONS;
    }

    /** The options of preset {@code mogo}: what played best against GNU Go on 9x9 (games/go/README.md). */
    static final String MOGO = "selection=rave,c=0,ravebias=0.001,fpu=0.5,playout=policy";

    /** The options of preset {@code az}: AlphaZero's search with the game's network. */
    static final String AZ = "selection=puct,c=1.5,fpu=-1";

    @Override
    public Map<String, String> presets() {
        return Map.of("plain", "reuse=false", "mogo", MOGO, "az", AZ);
    }

    @Override
    public Search create(SearchSetup setup) {
        return new MctsSearch(setup, MctsConfig.from(setup.options()).checked(setup.options()), CustomStrategies.NONE);
    }
}

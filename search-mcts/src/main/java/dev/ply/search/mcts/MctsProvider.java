package dev.ply.search.mcts;

import dev.ply.core.search.Search;
import dev.ply.core.search.SearchOption;
import dev.ply.core.search.SearchOptions;
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
        return List.of(
                SearchOption.ofDecimal("c", Math.sqrt(2), 0, 100, "UCT exploration constant"),
                SearchOption.ofChoice("selection", "uct", "uct, rave (blend in all-moves-as-first statistics) or"
                        + " grave (borrow them from a well-visited ancestor)", "uct", "rave", "grave"),
                SearchOption.ofInteger("ref", 50, 0, 1_000_000, "visits a GRAVE ancestor needs to lend its"
                        + " statistics"),
                SearchOption.ofDecimal("ravebias", 0.01, 0, 1, "bias b of the RAVE/GRAVE weight m/(m+n+b*m*n); smaller trusts"
                        + " all-moves-as-first statistics longer"),
                SearchOption.ofDecimal("bias", 0, 0, 1000, "progressive bias weight W: adds W*H/(n+1), H the"
                        + " evaluator's opinion of the move in [0, 1]; 0 for none"),
                SearchOption.ofChoice("playout", "random", "random moves, or greedy: the evaluator's favourite"
                        + " move except with probability epsilon", "random", "greedy"),
                SearchOption.ofDecimal("epsilon", 0.1, 0, 1, "probability of a random move in greedy play-outs"),
                SearchOption.ofInteger("cutoff", 0, 0, 100_000, "stop play-outs after this many plies and score"
                        + " them with the evaluator; 0 to play to the end"),
                SearchOption.ofDecimal("evalscale", 0, 0, 1e9, "evaluator score worth a reward of 0.73"
                        + " (logistic); 0 for the evaluator's advantage unit (a pawn in chess)"),
                SearchOption.ofChoice("final", "visits", "the move to play: most visited, highest mean, or"
                        + " secure (lower confidence bound)", "visits", "mean", "secure"),
                SearchOption.ofBoolean("solver", false, "prove wins, losses and draws (MCTS-Solver) and play"
                        + " by them"),
                SearchOption.ofBoolean("transpositions", false, "positions reached by different move orders"
                        + " share one node (by the position hash)"),
                SearchOption.ofBoolean("reuse", true, "keep the tree from one search to the next"),
                SearchOption.ofInteger("threads", 1, 1, 256, "worker threads"),
                SearchOption.ofChoice("parallel", "tree", "with several threads: one shared tree with virtual"
                        + " loss, or one tree per thread merged at the root", "tree", "root"),
                SearchOption.ofInteger("virtualloss", 1, 1, 1000, "visits a thread adds to each node on its"
                        + " path until its result is in (tree parallelism)"),
                SearchOption.ofInteger("memory", 512, 1, 65_536, "most memory the tree may take, in MiB;"
                        + " the search stops when it is full"),
                SearchOption.ofInteger("treenodes", 0, 0, Integer.MAX_VALUE, "most nodes the tree (all trees"
                        + " together) may hold; 0 for as many as memory allows; the search stops when it is full"),
                SearchOption.ofInteger("seed", 1, Long.MIN_VALUE, Long.MAX_VALUE, "random seed"));
    }

    @Override
    public Map<String, String> presets() {
        return Map.of("plain", "reuse=false");
    }

    @Override
    public Search create(SearchSetup setup) {
        SearchOptions o = setup.options();
        MctsConfig config = new MctsConfig(o.getDouble("c"),
                MctsConfig.named(MctsConfig.Selection.class, o.getString("selection")), o.getInt("ref"),
                o.getDouble("ravebias"), o.getDouble("bias"),
                MctsConfig.named(MctsConfig.Playout.class, o.getString("playout")), o.getDouble("epsilon"),
                o.getInt("cutoff"), o.getDouble("evalscale"),
                MctsConfig.named(MctsConfig.FinalMove.class, o.getString("final")), o.getBoolean("solver"),
                o.getBoolean("transpositions"), o.getBoolean("reuse"), o.getInt("threads"),
                o.getString("parallel").equals("root"), o.getInt("virtualloss"), o.getInt("memory"),
                o.getInt("treenodes"),
                o.getLong("seed"));
        return new MctsSearch(setup, config);
    }
}

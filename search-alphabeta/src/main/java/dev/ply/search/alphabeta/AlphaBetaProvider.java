package dev.ply.search.alphabeta;

import dev.ply.core.Game;
import dev.ply.core.search.Scores;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchOption;
import dev.ply.core.search.SearchProvider;
import dev.ply.core.search.SearchSetup;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code alphabeta} search: a chess-engine-grade alpha-beta for every game without chance nodes.
 * By default it runs principal variation search with iterative deepening, aspiration windows, a
 * transposition table, move ordering, quiescence, extensions, reductions and pruning, each of which an
 * option switches off; games that lack a capability the enhancement needs are searched without it.
 *
 * <p>Presets: {@code plain} is the textbook algorithm with every enhancement off; {@code fullwidth}
 * keeps the ordering, windows and table but switches off everything that changes the value of a
 * fixed-depth search (quiescence, extensions, reductions, pruning), so that at a fixed depth it returns
 * the depth-limited minimax value.
 */
public final class AlphaBetaProvider implements SearchProvider {

    private static final String SELECTIVE_OFF = "qs=false,see=false,checkext=false,nullmove=false,lmr=false,"
            + "futility=false,rfp=false,lmp=false,iir=false";

    @Override
    public String name() {
        return "alphabeta";
    }

    @Override
    public String description() {
        return "alpha-beta engine: PVS, iterative deepening, aspiration, table, ordering, quiescence, pruning,"
                + " Lazy SMP; 'plain' is the textbook algorithm, 'fullwidth' prunes nothing";
    }

    @Override
    public List<SearchOption> options() {
        return List.of(
                SearchOption.ofInteger("threads", 1, 1, 256, "search threads (Lazy SMP sharing the table)"),
                SearchOption.ofInteger("hash", 16, 1, 8192, "transposition table size in MiB"),
                SearchOption.ofInteger("multipv", 1, 1, 256, "number of best lines to search and report"),
                SearchOption.ofBoolean("tt", true, "use a transposition table (its move first, its bounds to cut)"),
                SearchOption.ofBoolean("id", true, "iterative deepening (time and node limits deepen regardless)"),
                SearchOption.ofBoolean("distance", true, "score wins by their distance, preferring the shortest"),
                SearchOption.ofChoice("cut", "ge", "cut when alpha >= beta (ge, the textbook) or only when alpha > beta"
                        + " (gt, for teaching: it searches more)", "ge", "gt"),
                SearchOption.ofInteger("window", 0, 0, Scores.INFINITY, "fixed root window (-w, +w) in evaluation"
                        + " units; 0 for (-inf, +inf) or aspiration windows"),
                SearchOption.ofBoolean("pvs", true, "principal variation search: null windows after the first move"),
                SearchOption.ofInteger("aspiration", 25, 0, 100_000, "aspiration window half-width around the last"
                        + " score, in hundredths of a pawn; 0 for none"),
                SearchOption.ofInteger("pawn", 0, 0, 1_000_000, "the evaluator's value of a pawn (a clear but"
                        + " undecided advantage): pruning margins and windows scale with it; 0 for the evaluator's"
                        + " advantageUnit()"),
                SearchOption.ofBoolean("killers", true, "try two quiet moves that cut off at the same ply first"),
                SearchOption.ofBoolean("history", true, "order quiet moves by the history heuristic"),
                SearchOption.ofBoolean("countermove", true, "try the move that refuted the opponent's last move"),
                SearchOption.ofBoolean("captures", true, "order tactical moves by MVV-LVA, losing ones (by SEE) last"),
                SearchOption.ofBoolean("qs", true, "quiescence search on tactical moves (all evasions in check)"),
                SearchOption.ofBoolean("see", true, "prune captures that lose material by static exchange"),
                SearchOption.ofBoolean("checkext", true, "extend moves that give check by one ply"),
                SearchOption.ofBoolean("nullmove", true, "null-move pruning with an adaptive reduction"),
                SearchOption.ofBoolean("lmr", true, "late move reductions"),
                SearchOption.ofBoolean("futility", true, "futility pruning near the horizon, delta pruning in"
                        + " quiescence"),
                SearchOption.ofBoolean("rfp", true, "reverse futility (static null move) pruning"),
                SearchOption.ofBoolean("lmp", true, "late move pruning of quiet moves near the horizon"),
                SearchOption.ofBoolean("iir", true, "internal iterative reduction of nodes without a table move"),
                SearchOption.ofBoolean("mdp", true, "mate distance pruning (with distance scoring)"));
    }

    @Override
    public Map<String, String> presets() {
        return Map.of(
                "plain", "tt=false,id=false,distance=false,pvs=false,aspiration=0,killers=false,history=false,"
                        + "countermove=false,captures=false,mdp=false," + SELECTIVE_OFF,
                "fullwidth", SELECTIVE_OFF);
    }

    @Override
    public Optional<String> unsupportedReason(Game game) {
        return refuseChance(game);
    }

    /** Why the searches of this module cannot search a game: they have no chance nodes. */
    static Optional<String> refuseChance(Game game) {
        return game.hasChanceNodes() ? Optional.of("it has chance nodes; use expectimax or mcts") : Optional.empty();
    }

    @Override
    public Search create(SearchSetup setup) {
        return new AlphaBetaSearch(setup, EngineConfig.from(setup.options(), setup.evaluator().advantageUnit()));
    }
}

package dev.ply.search.alphabeta;

import dev.ply.core.Game;
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
            + "futility=false,rfp=false,lmp=false,iir=false,singular=false,probcut=false";

    /** Creates the instance; the service loader calls this. */
    public AlphaBetaProvider() {
    }

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
        return AlphaBeta.OPTIONS;
    }

    @Override
    public Map<String, String> presets() {
        return Map.of(
                "plain", "tt=false,id=false,distance=false,pvs=false,aspiration=0,killers=false,history=false,"
                        + "countermove=false,captures=false,mdp=false,wincheck=0," + SELECTIVE_OFF,
                "fullwidth", SELECTIVE_OFF + ",wincheck=0");
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
        return new AlphaBetaSearch(setup, new EngineConfig(setup.options(), setup.evaluator().advantageUnit(),
                setup.game().maxMoves()));
    }
}

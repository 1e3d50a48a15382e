package dev.ply.search.expectimax;

import dev.ply.core.search.OptionKey;
import dev.ply.core.search.SearchBuilder;
import dev.ply.core.search.SearchOption;
import java.util.List;

/**
 * The typed builder of the {@code expectimax} search, and the one declaration of its options:
 * {@code Expectimax.builder().pruning(Pruning.STAR1).hashMiB(64)} configures the same search as
 * {@code expectimax:pruning=star1,hash=64}. See {@link ExpectimaxProvider} for what the search does.
 *
 * <pre>{@code
 * Search star2 = Expectimax.builder().create(backgammon);
 * Search textbook = Expectimax.builder().plain().create(backgammon);
 * }</pre>
 */
public final class Expectimax extends SearchBuilder<Expectimax> {

    /** What a chance node prunes. */
    public enum Pruning {
        /** Star1 after a probing phase that bounds each outcome from below (Ballard's Star2). */
        STAR2,
        /** Ballard's Star1: windows through chance nodes, cuts from the score bounds. */
        STAR1,
        /** Every outcome searched with an open window: plain expectiminimax at chance nodes. */
        NONE
    }

    /** The order player nodes search their moves in (the table's move first either way). */
    public enum Order {
        /** By the evaluator's score of the position reached, two plies or more from the horizon. */
        EVAL,
        /** Generation order. */
        NONE
    }

    /** {@code pruning}: what chance nodes prune. */
    public static final OptionKey<Pruning> PRUNING = OptionKey.choice("pruning", Pruning.STAR2, "at chance"
            + " nodes: none (expectiminimax), star1 (Ballard's Star1: windows and cuts from the score bound), star2"
            + " (Star1 after probing each outcome)");
    /** {@code probe}: the moves Star2 probes at the player node after each outcome. */
    public static final OptionKey<Integer> PROBE = OptionKey.integer("probe", 1, 1, 64,
            "moves Star2 probes at the player node after each outcome");
    /** {@code alphabeta}: alpha-beta cut-offs at player nodes. */
    public static final OptionKey<Boolean> ALPHA_BETA = OptionKey.flag("alphabeta", true, "alpha-beta cutoffs at"
            + " player nodes (Star1 and Star2 prune with the windows it passes down)");
    /** {@code order}: the move order at player nodes. */
    public static final OptionKey<Order> ORDER = OptionKey.choice("order", Order.EVAL, "move order: eval (by the"
            + " evaluator's score of the position reached, two plies or more from the horizon) or none (generation"
            + " order); the table's move comes first either way");
    /** {@code tt}: use a transposition table. */
    public static final OptionKey<Boolean> TABLE = OptionKey.flag("tt", true,
            "use a transposition table (its move first, its values reused at equal depth)");
    /** {@code hash}: the table's size in MiB. */
    public static final OptionKey<Integer> HASH =
            OptionKey.integer("hash", 16, 1, 8192, "transposition table size in MiB");
    /** {@code id}: iterative deepening. */
    public static final OptionKey<Boolean> ITERATIVE_DEEPENING =
            OptionKey.flag("id", true, "iterative deepening (time and node limits deepen regardless)");
    /** {@code bound}: the largest absolute score pruning relies on; 0 to derive it. */
    public static final OptionKey<Integer> BOUND = OptionKey.integer("bound", 0, 0, 1 << 28, "the largest"
            + " absolute score, in evaluation units, that pruning relies on; 0 takes max(evaluator bound,"
            + " maxOutcome x winScore)");

    /** Every option, in the order listings show them. */
    static final List<SearchOption> OPTIONS = List.of(PRUNING, PROBE, ALPHA_BETA, ORDER, TABLE, HASH,
            ITERATIVE_DEEPENING, BOUND).stream().map(OptionKey::option).toList();

    private Expectimax() {
        super(new ExpectimaxProvider());
    }

    /**
     * A builder with every option at its default: Star2, alpha-beta, evaluator ordering, a 16 MiB table.
     *
     * @return a new builder
     */
    public static Expectimax builder() {
        return new Expectimax();
    }

    /**
     * Textbook expectiminimax: every node visited (preset {@code plain}).
     *
     * @return this builder
     */
    public Expectimax plain() {
        return preset("plain");
    }

    /**
     * What chance nodes prune; Star1 and Star2 need {@link #alphaBeta(boolean) alpha-beta}.
     *
     * @param pruning the pruning
     * @return this builder
     */
    public Expectimax pruning(Pruning pruning) {
        return set(PRUNING, pruning);
    }

    /**
     * How many moves Star2 probes at the player node of each outcome.
     *
     * @param moves 1 to 64
     * @return this builder
     */
    public Expectimax probe(int moves) {
        return set(PROBE, moves);
    }

    /**
     * Whether player nodes cut off by alpha-beta.
     *
     * @param on the switch
     * @return this builder
     */
    public Expectimax alphaBeta(boolean on) {
        return set(ALPHA_BETA, on);
    }

    /**
     * The move order at player nodes.
     *
     * @param order the order
     * @return this builder
     */
    public Expectimax order(Order order) {
        return set(ORDER, order);
    }

    /**
     * Whether to use a transposition table.
     *
     * @param on the switch
     * @return this builder
     */
    public Expectimax table(boolean on) {
        return set(TABLE, on);
    }

    /**
     * The transposition table's size.
     *
     * @param mebibytes 1 to 8192
     * @return this builder
     */
    public Expectimax hashMiB(int mebibytes) {
        return set(HASH, mebibytes);
    }

    /**
     * Whether to deepen iteratively up to a depth limit.
     *
     * @param on the switch
     * @return this builder
     */
    public Expectimax iterativeDeepening(boolean on) {
        return set(ITERATIVE_DEEPENING, on);
    }

    /**
     * The largest absolute score pruning relies on.
     *
     * @param units the bound in evaluation units; 0 to derive it from the evaluator and the game
     * @return this builder
     */
    public Expectimax bound(int units) {
        return set(BOUND, units);
    }
}

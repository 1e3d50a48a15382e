package dev.ply.core.search;

/**
 * The keys of {@link SearchResult#statistics()} that Ply's searches report, written once so that a reader of
 * the statistics (the CLI, a test, a tuner) names the same constant the search wrote: a renamed key then
 * fails to compile instead of reading {@code null}. A search of a user's may report keys of its own.
 */
public final class SearchStatistics {

    /** Positions scored at the horizon or as finished games (every tree search). */
    public static final String LEAVES = "leaves";
    /** Positions the quiescence search entered (alpha-beta). */
    public static final String QUIESCENCE_NODES = "quiescence nodes";
    /** Share of table probes that found an entry (alpha-beta, expectimax). */
    public static final String TT_HIT_RATE = "tt hit rate";
    /** Fill of the transposition table, per mille (alpha-beta, expectimax). */
    public static final String HASHFULL = "hashfull";
    /** Share of cut-offs made by the first move searched (alpha-beta). */
    public static final String FIRST_MOVE_CUTOFF_RATE = "first-move cutoff rate";
    /** Growth of the work per ply of depth (alpha-beta). */
    public static final String EFFECTIVE_BRANCHING_FACTOR = "effective branching factor";
    /** Threads that searched (alpha-beta on more than one). */
    public static final String THREADS = "threads";
    /** The exact expected value computed, before rounding to the score (expectimax). */
    public static final String VALUE = "value";
    /** Chance nodes entered (expectimax). */
    public static final String CHANCE_NODES = "chance nodes";
    /** Outcomes cut by Star1 (expectimax). */
    public static final String STAR1_CUTOFFS = "star1 cutoffs";
    /** Chance nodes cut by Star2's probes (expectimax). */
    public static final String STAR2_CUTOFFS = "star2 cutoffs";
    /** Star2's probing searches (expectimax). */
    public static final String PROBES = "probes";
    /** Alpha-beta cut-offs at player nodes (expectimax). */
    public static final String ALPHA_BETA_CUTOFFS = "alpha-beta cutoffs";
    /** Positions the move ordering evaluated (expectimax). */
    public static final String ORDERING_EVALUATIONS = "ordering evaluations";
    /** Nodes a table entry settled (expectimax). */
    public static final String TT_CUTOFFS = "tt cutoffs";
    /** Searches repeated with a wider window (expectimax). */
    public static final String RE_SEARCHES = "re-searches";
    /** Iterations run: selection, expansion, play-out and backup (Monte Carlo tree search). */
    public static final String ITERATIONS = "iterations";
    /** Iterations per second (Monte Carlo tree search). */
    public static final String PLAYOUTS_PER_SECOND = "playouts per second";
    /** Nodes in the tree at the end (Monte Carlo tree search). */
    public static final String TREE_NODES = "tree nodes";
    /** Nodes kept from the previous search (Monte Carlo tree search). */
    public static final String REUSED_NODES = "reused nodes";
    /** Children that are aliases of a node elsewhere: transpositions (Monte Carlo tree search). */
    public static final String SHARED_NODES = "shared nodes";

    private SearchStatistics() {
    }
}

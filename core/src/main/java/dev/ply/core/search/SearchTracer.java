package dev.ply.core.search;

import java.util.List;

/**
 * Receives a search's work node by node, for pictures and step-by-step tables of how it found its answer
 * (the textbook's table of alpha-beta windows, MCTS's visit counts and UCT terms). Optional and separate
 * from {@link SearchListener}: a search reports to a tracer only when one is attached with
 * {@link Search#trace(SearchTracer)}, and with none attached its node loops do no extra work.
 *
 * <p><b>Tree searches</b> (minimax, alpha-beta, expectimax) report each node as {@link #enter} ... {@link #exit},
 * nested as the search recurses, with in between the value each child returned ({@link #child}, or
 * {@link #outcome} at a chance node), cut-offs, table hits, pruned moves and re-searches. Values and windows
 * are from the view of the player to move at the node ({@code player}), as a negamax search keeps them; a
 * tracer that prints MAX's view negates them where {@code player} is 1. Windows are open at
 * {@code ±Double.MAX_VALUE}.
 *
 * <p><b>Monte Carlo searches</b> report each {@link #iteration}, and the root's children's statistics at the
 * iteration counts the tracer asks for ({@link #wantsRootStatistics(long)}).
 *
 * <p>Called on the searching thread (several threads for a parallel search: the tracer must be thread-safe then).
 * Every method has an empty default, so a tracer implements what it needs.
 */
public interface SearchTracer {

    /** The {@code move} of a node reached by a null move (passing to test a bound). */
    int NULL_MOVE = -2;

    /** What kind of node is entered. */
    enum NodeKind {
        /** A player chooses a move. */
        PLAYER,
        /** Chance chooses an outcome. */
        CHANCE,
        /** A quiescence node: only tactical moves, the evaluation as a floor. */
        QUIESCENCE
    }

    /** What a returned value says of the node's true value. */
    enum Bound {
        /** The value itself. */
        EXACT,
        /** At least this (the node failed high: a cut-off). */
        LOWER,
        /** At most this (the node failed low: no move reached alpha). */
        UPPER
    }

    /**
     * A node is entered.
     *
     * @param ply its distance from the root, 0 at the root
     * @param move the move from its parent ({@link dev.ply.core.GameState#NO_MOVE} at the root, {@link #NULL_MOVE}
     *     after a null move)
     * @param player the player to move there (at a chance node, the player who moves after it)
     * @param kind player, chance or quiescence node
     * @param alpha the window's lower end on entry, from {@code player}'s view
     * @param beta the window's upper end on entry
     */
    default void enter(int ply, int move, int player, NodeKind kind, double alpha, double beta) {
    }

    /**
     * A child of a player node returned.
     *
     * @param ply the node's ply
     * @param move the child's move
     * @param value the child's value, from the node's player's view
     * @param alpha the node's alpha after this child
     * @param beta the node's beta
     */
    default void child(int ply, int move, double value, double alpha, double beta) {
    }

    /**
     * An outcome of a chance node returned.
     *
     * @param ply the chance node's ply
     * @param outcome the outcome
     * @param probability its probability
     * @param value its value, from the chance node's player's view
     */
    default void outcome(int ply, int outcome, double probability, double value) {
    }

    /**
     * The node stops searching its children.
     *
     * @param ply the node's ply
     * @param move the last child searched, whose value caused the cut
     * @param notSearched how many children are left unsearched
     * @param reason {@code "beta"} for an alpha-beta cut-off, {@code "star1"} or {@code "star2"} at a chance node,
     *     {@code "stand pat"} in quiescence, {@code "null move"} or {@code "probcut"} for a node ended before its
     *     moves by a null move's or a capture's shallower search
     */
    default void cutoff(int ply, int move, int notSearched, String reason) {
    }

    /**
     * A move of the node is skipped without a search.
     *
     * @param ply the node's ply
     * @param move the move, or {@link dev.ply.core.GameState#NO_MOVE} when the whole node is pruned
     * @param reason such as {@code "futility"}, {@code "late move"}, {@code "see"}, {@code "reverse futility"}
     */
    default void pruned(int ply, int move, String reason) {
    }

    /**
     * The transposition table settles the node.
     *
     * @param ply the node's ply
     * @param value the stored value, from the node's player's view
     * @param bound what the stored value bounds
     */
    default void tableHit(int ply, double value, Bound bound) {
    }

    /**
     * A child is searched again: its reduced or null-window search beat alpha.
     *
     * @param ply the node's ply
     * @param move the child's move
     * @param reason {@code "lmr"} (after a late-move reduction) or {@code "pvs"} (with the full window)
     */
    default void reSearch(int ply, int move, String reason) {
    }

    /**
     * A node is left.
     *
     * @param ply its ply
     * @param value the value returned, from its player's view
     * @param bound what the value says, against the window it was entered with
     */
    default void exit(int ply, double value, Bound bound) {
    }

    /**
     * A Monte Carlo iteration finished.
     *
     * @param number its number, from 1, counted over the search
     * @param path the moves from the root down the tree (selection, then the expanded move if one was added);
     *     only the first {@code length} are meaningful, and the array is reused: copy what is kept
     * @param length how many moves the path has
     * @param expanded whether the last move of the path added a node to the tree
     * @param reward the play-out's result for player 0, in [0, 1]
     */
    default void iteration(long number, int[] path, int length, boolean expanded, double reward) {
    }

    /**
     * Whether {@link #rootStatistics} should be called once this many iterations are done.
     *
     * @param iterations the iterations done
     * @return {@code true} at the tracer's checkpoints
     */
    default boolean wantsRootStatistics(long iterations) {
        return false;
    }

    /**
     * The root's children's statistics at a checkpoint.
     *
     * @param iterations the iterations done
     * @param children one entry per expanded root child
     */
    default void rootStatistics(long iterations, List<NodeStatistics> children) {
    }

    /**
     * A Monte Carlo node's statistics as its parent's selection sees them.
     *
     * @param move the move to the node
     * @param visits its visits
     * @param mean its mean reward for the player who chooses it (the parent's player to move), in [0, 1]
     * @param exploration the selection's exploration term, {@code c·sqrt(ln N / n)} for UCT (infinite for an
     *     unvisited node)
     * @param value what the selection maximises: {@code mean + exploration} for UCT, with RAVE's blend of the
     *     mean where that is on
     * @param prior the network's prior of the move under PUCT ({@code mcts:az}); NaN where the search has none
     */
    record NodeStatistics(int move, long visits, double mean, double exploration, double value, double prior) {

        /**
         * Statistics without a prior.
         *
         * @param move the move to the node
         * @param visits its visits
         * @param mean its mean reward for the player who chooses it
         * @param exploration the selection's exploration term
         * @param value what the selection maximises
         */
        public NodeStatistics(int move, long visits, double mean, double exploration, double value) {
            this(move, visits, mean, exploration, value, Double.NaN);
        }
    }
}

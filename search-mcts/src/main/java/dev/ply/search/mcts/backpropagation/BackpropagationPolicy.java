package dev.ply.search.mcts.backpropagation;

import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.SearchTree;

/**
 * What an iteration's result changes in the tree on its way back up the path. A search runs several
 * policies one after the other (statistics, then AMAF statistics, then proofs). Implementations are
 * immutable and shared by every worker, and never allocate.
 */
public interface BackpropagationPolicy {

    /**
     * Updates the nodes of the iteration's path with its result.
     *
     * @param tree the tree
     * @param iteration the worker's iteration: its path, moves and {@link Iteration#result}
     */
    void update(SearchTree tree, Iteration iteration);

    /**
     * Whether the policy writes all-moves-as-first statistics, which the tree then keeps.
     *
     * @return {@code false} unless overridden
     */
    default boolean usesAmaf() {
        return false;
    }

    /**
     * Whether the policy writes proven values, which the tree then keeps.
     *
     * @return {@code false} unless overridden
     */
    default boolean usesProofs() {
        return false;
    }
}

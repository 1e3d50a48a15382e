package dev.ply.search.mcts.selection;

import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.SearchTree;

/**
 * How the descent chooses among the children of a fully expanded player node. Implementations are
 * immutable and shared by every worker; they read the tree and the worker's {@link Iteration} and
 * never allocate.
 */
public interface SelectionPolicy {

    /**
     * Chooses a child of {@code node}.
     *
     * @param tree the tree
     * @param iteration the worker's iteration; its path ends at {@code node}
     * @param node a player node whose children are all expanded
     * @param player the player to move at {@code node}, whose view the children's statistics take
     * @return a child (as linked, before {@link SearchTree#resolve(int)}), or {@link SearchTree#NONE}
     *     if no child is linked yet (another worker is still creating them)
     */
    int select(SearchTree tree, Iteration iteration, int node, int player);

    /**
     * Whether the policy reads all-moves-as-first statistics: the tree then keeps them, and the search's
     * default back-propagation updates them.
     *
     * @return {@code false} unless overridden
     */
    default boolean usesAmaf() {
        return false;
    }

    /**
     * Whether the policy reads each node's heuristic prior ({@link dev.ply.search.mcts.tree.Priors#prior(int)}): the tree then
     * keeps them and expansion fills them from the evaluator.
     *
     * @return {@code false} unless overridden
     */
    default boolean usesPriors() {
        return false;
    }

    /**
     * Whether the policy reads proven values: the tree then keeps them, and the search's default
     * back-propagation proves nodes (MCTS-Solver), as the {@code solver} option does.
     *
     * @return {@code false} unless overridden
     */
    default boolean usesProofs() {
        return false;
    }

    /**
     * Whether the policy scores unvisited children itself (first-play urgency) rather than having every move
     * tried once: expansion then creates all of a node's children at once, the first time the descent passes
     * through it, and the descent stops at the first unvisited child the policy chooses.
     *
     * @return {@code false} unless overridden
     */
    default boolean scoresUnvisited() {
        return false;
    }
}

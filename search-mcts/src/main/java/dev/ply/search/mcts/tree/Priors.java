package dev.ply.search.mcts.tree;

import dev.ply.search.mcts.tree.NodeColumns.Column;

/**
 * The heuristic priors of a {@link SearchTree}'s nodes, for progressive bias and PUCT: one {@code float} per node,
 * written before the node is linked. A tree keeps them only with {@link SearchTree.Columns#priors()}; a search
 * reaches them through {@link SearchTree#priors()}.
 */
public final class Priors {

    private final Column<float[]> prior;

    Priors(NodeColumns storage) {
        this.prior = storage.zeros(float[].class, 1);
    }

    /**
     * The heuristic prior of a node (progressive bias), from its mover's view.
     *
     * @param node a node
     * @return a value in [0, 1]
     */
    public float prior(int node) {
        return prior.values[node];
    }

    /**
     * Sets a node's heuristic prior, before the node is linked.
     *
     * @param node a node
     * @param value a value in [0, 1] from the node's mover's view
     */
    public void setPrior(int node, float value) {
        prior.values[node] = value;
    }


    // ------------------------------------------------------------------ transpositions
}

package dev.ply.search.mcts.tree;

import dev.ply.search.mcts.tree.NodeColumns.Column;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The all-moves-as-first statistics of a {@link SearchTree}'s nodes, for RAVE and GRAVE: for each node, the
 * play-outs through its parent in which the node's move was played by its mover at any later point, and their
 * reward sum. A tree keeps them only with {@link SearchTree.Columns#amaf()}; a search reaches them through
 * {@link SearchTree#amaf()}.
 */
public final class AmafStatistics {

    private static final VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);
    private static final VarHandle DOUBLES = MethodHandles.arrayElementVarHandle(double[].class);

    private final boolean concurrent;
    private final Column<int[]> amafVisits;
    private final Column<double[]> amafReward;

    AmafStatistics(NodeColumns storage, boolean concurrent) {
        this.concurrent = concurrent;
        this.amafVisits = storage.ints(0);
        this.amafReward = storage.zeros(double[].class, 1);
    }

    /**
     * The all-moves-as-first visits of a node: play-outs through its parent in which the node's move
     * was played by its mover at any later point.
     *
     * @param node a node
     * @return the count
     */
    public int amafVisits(int node) {
        return amafVisits.values[node];
    }

    /**
     * The mean all-moves-as-first reward of a node, from its mover's view.
     *
     * @param node a node
     * @return the mean, or 0 without such visits
     */
    public double amafMean(int node) {
        int n = amafVisits.values[node];
        return n == 0 ? 0 : amafReward.values[node] / n;
    }

    /**
     * Adds one all-moves-as-first result to a node.
     *
     * @param node a node
     * @param value the reward from the node's mover's view
     */
    public void addAmaf(int node, double value) {
        if (concurrent) {
            INTS.getAndAdd(amafVisits.values, node, 1);
            DOUBLES.getAndAdd(amafReward.values, node, value);
        } else {
            amafVisits.values[node]++;
            amafReward.values[node] += value;
        }
    }
}

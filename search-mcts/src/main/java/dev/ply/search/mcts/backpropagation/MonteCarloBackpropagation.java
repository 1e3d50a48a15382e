package dev.ply.search.mcts.backpropagation;

import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.NodeStatistics;
import dev.ply.search.mcts.tree.SearchTree;

/**
 * The textbook update: every node on the path gets the iteration's reward from the view of the
 * player who moved into it (1 for a win, ½ for a draw, 0 for a loss). The visit itself was counted on
 * the way down, with {@code virtualLoss} visits in all, so that until this update other workers see the
 * node as having lost; the surplus virtual visits are taken back here. Under tree parallelism the
 * updates of the tree's hot nodes (the top levels) go to the worker's pending statistics, published
 * in batches, and only deeper nodes' are seen by other workers at once (see {@link SearchTree}).
 */
public final class MonteCarloBackpropagation implements BackpropagationPolicy {

    /**
     * Under tree parallelism, nodes up to this many plies below the root that are not hot (chance
     * outcomes, transpositions) are updated atomically; deeper ones, which two threads seldom update at
     * once, with plain writes that may rarely lose an update (Enzenberger and Müller's lock-free tree).
     * Hot nodes are published atomically in batches, so the root's children stay exact: their visits
     * sum to the iterations once the search is over.
     */
    public static final int EXACT_DEPTH = NodeStatistics.EXACT_LEVELS;

    private final int surplusVirtualVisits;

    /**
     * Creates the policy.
     *
     * @param virtualLoss the visits the descent added to each path node, at least 1
     */
    public MonteCarloBackpropagation(int virtualLoss) {
        this.surplusVirtualVisits = virtualLoss - 1;
    }

    @Override
    public void update(SearchTree tree, Iteration iteration) {
        double forPlayer0 = iteration.result();
        for (int i = iteration.pathLength() - 1; i >= 0; i--) {
            int node = iteration.pathNode(i);
            double reward = iteration.pathMover(i) == 0 ? forPlayer0 : 1 - forPlayer0;
            tree.stats().addReward(iteration, i, node, reward);
            if (surplusVirtualVisits != 0) {
                tree.stats().addVisits(iteration, i, node, -surplusVirtualVisits);
            }
        }
    }
}

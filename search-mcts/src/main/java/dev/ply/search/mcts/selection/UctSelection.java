package dev.ply.search.mcts.selection;

import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.SearchTree;

/**
 * UCT (Kocsis and Szepesvári 2006): the child maximising {@code w/n + c·sqrt(ln N / n)}, where
 * {@code w/n} is the child's mean reward from the player to move's view, {@code n} its visits and
 * {@code N} the parent's. Optionally with progressive bias (Chaslot et al. 2008), adding
 * {@code W·H/(n + 1)} where {@code H} is the child's heuristic prior in [0, 1], and with MCTS-Solver
 * (Winands et al. 2008), where a child proven won for the player is chosen at once, a proven loss is
 * never chosen while another child is not one, and a proven draw counts ½ exactly, without
 * exploration bonus (its value is known, so only its unproven siblings are worth exploring). Ties go to the
 * child found first.
 */
public final class UctSelection implements SelectionPolicy {

    private final double exploration;
    private final double biasWeight;
    private final boolean solver;

    /**
     * Creates the policy.
     *
     * @param exploration the constant {@code c}, 0 or more (√2 in the textbook)
     * @param biasWeight the progressive bias weight {@code W}; 0 for none
     * @param solver whether to use proven values
     */
    public UctSelection(double exploration, double biasWeight, boolean solver) {
        this.exploration = exploration;
        this.biasWeight = biasWeight;
        this.solver = solver;
    }

    @Override
    public int select(SearchTree tree, Iteration iteration, int node, int player) {
        // N counts the parent's visits before this iteration; the descent has already added this one.
        double explore = exploration * Math.sqrt(Math.log(Math.max(1, tree.visits(iteration, node) - 1)));
        int best = SearchTree.NONE;
        double bestValue = Double.NEGATIVE_INFINITY;
        int lost = SearchTree.NONE;
        for (int child = tree.firstChild(node); child != SearchTree.NONE; child = tree.next(child)) {
            int stats = tree.resolve(child);
            int n = tree.visits(iteration, stats);
            if (n <= 0) {
                return child;
            }
            double value;
            int proof = solver ? tree.proof(stats) : SearchTree.UNPROVEN;
            if (proof != SearchTree.UNPROVEN) {
                // A proven value is exact: exploring it teaches nothing, so it gets no bonus.
                value = SearchTree.provenReward(proof, player);
                if (value == 1.0) {
                    return child;
                }
                if (value == 0.0) {
                    lost = lost == SearchTree.NONE ? child : lost;
                    continue;
                }
            } else {
                value = tree.reward(iteration, stats) / n + explore / Math.sqrt(n);
            }
            if (biasWeight != 0) {
                value += biasWeight * tree.prior(stats) / (n + 1);
            }
            if (value > bestValue) {
                bestValue = value;
                best = child;
            }
        }
        return best != SearchTree.NONE ? best : lost;
    }
}

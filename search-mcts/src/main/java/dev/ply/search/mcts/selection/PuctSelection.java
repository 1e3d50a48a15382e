package dev.ply.search.mcts.selection;

import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.Proofs;
import dev.ply.search.mcts.tree.SearchTree;

/**
 * PUCT, the selection of AlphaGo Zero and AlphaZero (Silver et al. 2017): the child maximising
 * {@code Q + c·P·sqrt(N)/(1 + n)}, where {@code Q} is the child's mean reward from the player to move's view,
 * {@code P} its prior ({@link dev.ply.search.mcts.tree.Priors#prior(int)}: the network's probability of the move),
 * {@code n} its visits
 * and {@code N} the parent's. An unvisited child's {@code Q} is the first-play urgency, or, when that is negative,
 * the parent's own mean from the player's view (so a node's untried moves are worth what the node is worth until
 * tried). With the solver, a child proven won for the player is chosen at once and a proven loss only when every
 * child is one. Ties go to the child found first. Immutable; allocates nothing.
 */
public final class PuctSelection implements SelectionPolicy {

    private final double exploration;
    private final double firstPlayUrgency;
    private final boolean solver;

    private PuctSelection(double exploration, double firstPlayUrgency, boolean solver) {
        this.exploration = exploration;
        this.firstPlayUrgency = firstPlayUrgency;
        this.solver = solver;
    }

    /**
     * PUCT with an exploration constant, an unvisited child worth its parent's mean, to be refined by the
     * {@code with} methods: {@code PuctSelection.withExploration(1.5).withSolver()}.
     *
     * @param c the constant {@code c}, 0 or more (AlphaZero's {@code c_puct}, about 1 to 2.5 on this reward scale
     *     of [0, 1])
     * @return the policy
     */
    public static PuctSelection withExploration(double c) {
        return new PuctSelection(c, -1, false);
    }

    /**
     * This policy with a fixed first-play urgency.
     *
     * @param urgency the {@code Q} of an unvisited child in [0, 1]; negative for the parent's mean
     * @return a new policy
     */
    public PuctSelection withFirstPlayUrgency(double urgency) {
        return new PuctSelection(exploration, urgency, solver);
    }

    /**
     * This policy with the solver's rules for proven children.
     *
     * @return a new policy
     */
    public PuctSelection withSolver() {
        return new PuctSelection(exploration, firstPlayUrgency, true);
    }

    /**
     * The exploration term of a child, {@code c·P·sqrt(N)/(1 + n)}, as the search's tracer shows it.
     *
     * @param prior the child's prior {@code P}
     * @param parentVisits the parent's visits {@code N}
     * @param visits the child's visits {@code n}
     * @return the term
     */
    public double explorationTerm(double prior, long parentVisits, long visits) {
        return exploration * prior * Math.sqrt(Math.max(1, parentVisits)) / (1 + visits);
    }

    @Override
    public int select(SearchTree tree, Iteration iteration, int node, int player) {
        // N counts the parent's visits before this iteration; the descent has already added this one.
        int parentVisits = tree.stats().visits(iteration, node) - 1;
        double scaled = exploration * Math.sqrt(Math.max(1, parentVisits));
        double unvisited = firstPlayUrgency >= 0 ? firstPlayUrgency : parentMean(tree, iteration, node, player,
                parentVisits);
        int best = SearchTree.NONE;
        double bestValue = Double.NEGATIVE_INFINITY;
        int lost = SearchTree.NONE;
        for (int child = tree.firstChild(node); child != SearchTree.NONE; child = tree.next(child)) {
            int stats = tree.resolve(child);
            int n = tree.stats().visits(iteration, stats);
            int proof = solver ? tree.proofs().proof(stats) : Proofs.UNPROVEN;
            double q;
            if (proof != Proofs.UNPROVEN) {
                q = Proofs.provenReward(proof, player);
                if (q == 1.0) {
                    return child;
                }
                if (q == 0.0) {
                    lost = lost == SearchTree.NONE ? child : lost;
                    continue;
                }
            } else {
                q = n > 0 ? tree.stats().reward(iteration, stats) / n : unvisited;
            }
            double value = q + scaled * tree.priors().prior(stats) / (1 + Math.max(0, n));
            if (value > bestValue) {
                bestValue = value;
                best = child;
            }
        }
        return best != SearchTree.NONE ? best : lost;
    }

    /** The parent's mean reward from the view of the player to move there; ½ before it has a result. */
    private static double parentMean(SearchTree tree, Iteration iteration, int node, int player, int visits) {
        if (visits <= 0) {
            return 0.5;
        }
        double mean = tree.stats().reward(iteration, node) / visits;
        // The node's statistics take the view of the player who moved into it.
        int mover = iteration.pathMover(iteration.pathLength() - 1);
        return mover == player ? mean : 1 - mean;
    }

    @Override
    public boolean usesPriors() {
        return true;
    }

    @Override
    public boolean usesProofs() {
        return solver;
    }

    @Override
    public boolean scoresUnvisited() {
        return true;
    }
}

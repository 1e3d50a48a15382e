package dev.ply.search.mcts.selection;

import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.SearchTree;

/**
 * RAVE (Gelly and Silver 2007) and GRAVE (Cazenave 2015): each child's mean reward is blended with
 * an all-moves-as-first (AMAF) mean, {@code (1 - β)·w/n + β·amaf + c·sqrt(ln N / n)} with
 * {@code β = m / (m + n + bias·m·n)}, {@code m} being the AMAF visits. RAVE takes the AMAF statistics
 * of the node's own children; GRAVE takes them from the closest node on the path, this one or an
 * ancestor where the same player is to move, that has at least {@code ref} visits, so that rarely
 * visited nodes borrow the better-informed statistics of an ancestor. A move that is not a child of
 * that ancestor uses its own statistics. With {@code ref = 0} GRAVE is RAVE.
 *
 * <p>Progressive bias and the solver's proven values apply as in {@link UctSelection}.
 */
public final class GraveSelection extends ChildValueSelection {

    private final int reference;
    private final double bias;

    /**
     * Creates the policy.
     *
     * @param exploration the constant {@code c} (often 0 with RAVE)
     * @param reference the visits an ancestor needs to lend its statistics; 0 for plain RAVE
     * @param bias the bias of the {@code β} schedule, small and positive (1e-5 is typical)
     * @param biasWeight the progressive bias weight; 0 for none
     * @param solver whether to use proven values
     */
    public GraveSelection(double exploration, int reference, double bias, double biasWeight, boolean solver) {
        this(exploration, reference, bias, biasWeight, solver, -1);
    }

    /**
     * Creates the policy with first-play urgency: an unvisited child is scored by its AMAF mean (its own, or its
     * reference ancestor's), or the urgency when it has none.
     *
     * @param exploration the constant {@code c} (often 0 with RAVE)
     * @param reference the visits an ancestor needs to lend its statistics; 0 for plain RAVE
     * @param bias the bias of the {@code β} schedule
     * @param biasWeight the progressive bias weight; 0 for none
     * @param solver whether to use proven values
     * @param fpu the value of an unvisited child without AMAF statistics; negative to take unvisited children at
     *     once
     */
    public GraveSelection(double exploration, int reference, double bias, double biasWeight, boolean solver,
            double fpu) {
        this(exploration, reference, bias, biasWeight, solver, fpu, 0);
    }

    /**
     * Creates the policy with first-play urgency and priors.
     *
     * @param exploration the constant {@code c} (often 0 with RAVE)
     * @param reference the visits an ancestor needs to lend its statistics; 0 for plain RAVE
     * @param bias the bias of the {@code β} schedule
     * @param biasWeight the progressive bias weight; 0 for none
     * @param solver whether to use proven values
     * @param fpu the value of an unvisited child without AMAF statistics; negative to take unvisited children at
     *     once
     * @param priorVisits virtual visits at each child's prior; 0 for none
     */
    public GraveSelection(double exploration, int reference, double bias, double biasWeight, boolean solver,
            double fpu, int priorVisits) {
        super(exploration, biasWeight, solver, fpu, priorVisits);
        this.reference = reference;
        this.bias = bias;
    }

    @Override
    public boolean usesAmaf() {
        return true;
    }

    /** Finds the node whose AMAF statistics are used and maps its children by move. */
    @Override
    int prepare(SearchTree tree, Iteration iteration, int node, int player) {
        int referenceNode = referenceNode(tree, iteration, node, player);
        if (referenceNode != node) {
            iteration.clearMoveMap();
            for (int child = tree.firstChild(referenceNode); child != SearchTree.NONE; child = tree.next(child)) {
                iteration.mapMove(tree.move(child), tree.resolve(child));
            }
        }
        return referenceNode;
    }

    @Override
    double unvisitedEstimate(SearchTree tree, Iteration iteration, int node, int referenceNode, int child,
            int stats) {
        int amafSource = amafSource(tree, iteration, node, referenceNode, child, stats);
        return tree.amaf().amafVisits(amafSource) > 0 ? tree.amaf().amafMean(amafSource) : firstPlayUrgency();
    }

    private static int amafSource(SearchTree tree, Iteration iteration, int node, int referenceNode, int child,
            int stats) {
        if (referenceNode != node) {
            int borrowed = iteration.mappedNode(tree.move(child));
            if (borrowed != SearchTree.NONE) {
                return borrowed;
            }
        }
        return stats;
    }

    @Override
    double estimate(SearchTree tree, Iteration iteration, int node, int referenceNode, int child, int stats, int n) {
        int amafSource = amafSource(tree, iteration, node, referenceNode, child, stats);
        double q = meanReward(tree, iteration, stats, n);
        int m = tree.amaf().amafVisits(amafSource);
        double beta = m == 0 ? 0 : m / (m + n + bias * m * n);
        return (1 - beta) * q + beta * tree.amaf().amafMean(amafSource);
    }

    /** The closest node on the path, this one first, with the same player to move and enough visits. */
    private int referenceNode(SearchTree tree, Iteration iteration, int node, int player) {
        if (reference <= 0 || tree.stats().visits(iteration, node) >= reference) {
            return node;
        }
        // pathNodes[i] has player pathMovers[i + 1] to move; the last path entry is this node.
        for (int i = iteration.pathLength - 2; i >= 0; i--) {
            int ancestor = iteration.pathNodes[i];
            if (iteration.pathMovers[i + 1] == player && tree.stats().visits(iteration, ancestor) >= reference
                    && (tree.status(ancestor) & SearchTree.FLAG_CHANCE) == 0) {
                return ancestor;
            }
        }
        return node;
    }
}

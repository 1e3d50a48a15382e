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

    private GraveSelection(double exploration, int reference, double bias, double biasWeight, boolean solver,
            double fpu, int priorVisits) {
        super(exploration, biasWeight, solver, fpu, priorVisits);
        this.reference = reference;
        this.bias = bias;
    }

    /**
     * RAVE: each node blends its children's means with their own AMAF statistics, to be refined by the {@code with}
     * methods: {@code GraveSelection.rave(0, 1e-5).withSolver()}.
     *
     * @param exploration the constant {@code c} (often 0 with RAVE)
     * @param bias the bias of the {@code β} schedule, small and positive (1e-5 is typical)
     * @return the policy
     */
    public static GraveSelection rave(double exploration, double bias) {
        return new GraveSelection(exploration, 0, bias, 0, false, -1, 0);
    }

    /**
     * GRAVE: the AMAF statistics of the closest node on the path with at least {@code reference} visits.
     *
     * @param exploration the constant {@code c}
     * @param reference the visits an ancestor needs to lend its statistics; 0 for plain RAVE
     * @param bias the bias of the {@code β} schedule
     * @return the policy
     */
    public static GraveSelection grave(double exploration, int reference, double bias) {
        return new GraveSelection(exploration, reference, bias, 0, false, -1, 0);
    }

    /**
     * This policy with MCTS-Solver's rules for proven children.
     *
     * @return a new policy
     */
    public GraveSelection withSolver() {
        return new GraveSelection(exploration(), reference, bias, biasWeight(), true, firstPlayUrgency(),
                priorVisits());
    }

    /**
     * This policy with progressive bias.
     *
     * @param weight the weight {@code W}; 0 for none
     * @return a new policy
     */
    public GraveSelection withProgressiveBias(double weight) {
        return new GraveSelection(exploration(), reference, bias, weight, solver(), firstPlayUrgency(), priorVisits());
    }

    /**
     * This policy with first-play urgency: an unvisited child is scored by its AMAF mean (its own, or its reference
     * ancestor's), or the urgency when it has none.
     *
     * @param urgency the value in [0, 1]; negative to take unvisited children at once
     * @return a new policy
     */
    public GraveSelection withFirstPlayUrgency(double urgency) {
        return new GraveSelection(exploration(), reference, bias, biasWeight(), solver(), urgency, priorVisits());
    }

    /**
     * This policy with priors as virtual visits.
     *
     * @param visits the virtual visits at each child's prior; 0 for none
     * @return a new policy
     */
    public GraveSelection withPriorVisits(int visits) {
        return new GraveSelection(exploration(), reference, bias, biasWeight(), solver(), firstPlayUrgency(), visits);
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
        for (int i = iteration.pathLength() - 2; i >= 0; i--) {
            int ancestor = iteration.pathNode(i);
            if (iteration.pathMover(i + 1) == player && tree.stats().visits(iteration, ancestor) >= reference
                    && (tree.status(ancestor) & SearchTree.FLAG_CHANCE) == 0) {
                return ancestor;
            }
        }
        return node;
    }
}

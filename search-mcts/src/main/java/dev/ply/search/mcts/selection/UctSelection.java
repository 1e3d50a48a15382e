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
public final class UctSelection extends ChildValueSelection {

    private UctSelection(double exploration, double biasWeight, boolean solver, double fpu, int priorVisits) {
        super(exploration, biasWeight, solver, fpu, priorVisits);
    }

    /**
     * Textbook UCT with an exploration constant, to be refined by the {@code with} methods:
     * {@code UctSelection.withExploration(0.7).withSolver().withProgressiveBias(2)}.
     *
     * @param c the constant {@code c}, 0 or more (√2 in the textbook)
     * @return the policy
     */
    public static UctSelection withExploration(double c) {
        return new UctSelection(c, 0, false, -1, 0);
    }

    /**
     * This policy with MCTS-Solver's rules for proven children.
     *
     * @return a new policy
     */
    public UctSelection withSolver() {
        return new UctSelection(exploration(), biasWeight(), true, firstPlayUrgency(), priorVisits());
    }

    /**
     * This policy with progressive bias {@code W·H/(n + 1)}.
     *
     * @param weight the weight {@code W}; 0 for none
     * @return a new policy
     */
    public UctSelection withProgressiveBias(double weight) {
        return new UctSelection(exploration(), weight, solver(), firstPlayUrgency(), priorVisits());
    }

    /**
     * This policy with first-play urgency: unvisited children scored at this value, created all at once.
     *
     * @param urgency the value in [0, 1]; negative to take unvisited children at once
     * @return a new policy
     */
    public UctSelection withFirstPlayUrgency(double urgency) {
        return new UctSelection(exploration(), biasWeight(), solver(), urgency, priorVisits());
    }

    /**
     * This policy with priors as virtual visits.
     *
     * @param visits the virtual visits at each child's prior; 0 for none
     * @return a new policy
     */
    public UctSelection withPriorVisits(int visits) {
        return new UctSelection(exploration(), biasWeight(), solver(), firstPlayUrgency(), visits);
    }

    @Override
    double estimate(SearchTree tree, Iteration iteration, int node, int prepared, int child, int stats, int n) {
        return meanReward(tree, iteration, stats, n);
    }
}

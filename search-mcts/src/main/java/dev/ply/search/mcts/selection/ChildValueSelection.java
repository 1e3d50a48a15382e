package dev.ply.search.mcts.selection;

import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.Proofs;
import dev.ply.search.mcts.tree.SearchTree;

/**
 * The selection loop that UCT and RAVE/GRAVE share: each child gets an estimate of its mean reward
 * from the player to move's view plus {@code c·sqrt(ln N / n)}, plus progressive bias {@code W·H/(n + 1)}
 * if asked; an unvisited child is taken at once, or with first-play urgency scored as if visited once, at the
 * urgency (or, for RAVE/GRAVE, its all-moves-as-first mean when it has one); with priors ({@code P} virtual
 * visits), a child's mean is {@code (n·mean + P·H)/(n + P)}, {@code H} its prior, and an unvisited one scores
 * {@code H}; with the solver, a child proven won for the player is
 * chosen at once, a proven loss only when every child is one, and a proven draw counts ½ exactly,
 * without exploration bonus (its value is known, so only its unproven siblings are worth exploring).
 * Ties go to the child found first. Subclasses say how a child's mean is estimated.
 */
abstract class ChildValueSelection implements SelectionPolicy {

    /**
     * Visit counts below this read {@code 1/n}, {@code 1/sqrt(n)} and {@code sqrt(ln n)} from tables
     * (24 KiB in all) instead of dividing and taking roots and logarithms for every child of every
     * node of every descent; most nodes of a tree have fewer visits than this.
     */
    static final int TABLE_SIZE = 1024;
    private static final double[] INVERSE = new double[TABLE_SIZE];
    private static final double[] INVERSE_SQRT = new double[TABLE_SIZE];
    private static final double[] SQRT_LOG = new double[TABLE_SIZE];

    static {
        for (int n = 1; n < TABLE_SIZE; n++) {
            INVERSE[n] = 1.0 / n;
            INVERSE_SQRT[n] = 1 / Math.sqrt(n);
            SQRT_LOG[n] = Math.sqrt(Math.log(n));
        }
    }

    /** {@code 1/n} for {@code n >= 1}. */
    static double inverse(int n) {
        return n < TABLE_SIZE ? INVERSE[n] : 1.0 / n;
    }

    /** {@code 1/sqrt(n)} for {@code n >= 1}. */
    static double inverseSqrt(int n) {
        return n < TABLE_SIZE ? INVERSE_SQRT[n] : 1 / Math.sqrt(n);
    }

    /** {@code sqrt(ln n)}, 0 for {@code n <= 1}. */
    static double sqrtLog(int n) {
        return n <= 1 ? 0 : n < TABLE_SIZE ? SQRT_LOG[n] : Math.sqrt(Math.log(n));
    }

    /**
     * A visited child's mean reward from its statistics alone, {@code w/n}: UCT's estimate, and the
     * Monte Carlo part of RAVE/GRAVE's.
     *
     * @param stats the node holding the child's statistics
     * @param n its visits as the worker sees them, positive
     */
    static double meanReward(SearchTree tree, Iteration iteration, int stats, int n) {
        return tree.stats().reward(iteration, stats) * inverse(n);
    }

    private final double exploration;
    private final double biasWeight;
    private final boolean solver;
    /** First-play urgency; negative to take an unvisited child at once. */
    private final double fpu;
    /** Virtual visits at each child's prior mean; 0 for none. */
    private final int priorVisits;

    ChildValueSelection(double exploration, double biasWeight, boolean solver, double fpu, int priorVisits) {
        this.exploration = exploration;
        this.biasWeight = biasWeight;
        this.solver = solver;
        this.fpu = fpu;
        this.priorVisits = priorVisits;
    }

    final double exploration() {
        return exploration;
    }

    final double biasWeight() {
        return biasWeight;
    }

    final boolean solver() {
        return solver;
    }

    final int priorVisits() {
        return priorVisits;
    }

    /**
     * The first-play urgency this policy scores unvisited children with.
     *
     * @return the value, or a negative number when unvisited children are taken at once
     */
    final double firstPlayUrgency() {
        return fpu;
    }

    @Override
    public final boolean usesPriors() {
        return biasWeight != 0 || priorVisits > 0;
    }

    @Override
    public final boolean scoresUnvisited() {
        return fpu >= 0 || priorVisits > 0;
    }

    @Override
    public final boolean usesProofs() {
        return solver;
    }

    @Override
    public final int select(SearchTree tree, Iteration iteration, int node, int player) {
        int prepared = prepare(tree, iteration, node, player);
        // N counts the parent's visits before this iteration; the descent has already added this one.
        double explore = exploration * sqrtLog(tree.stats().visits(iteration, node) - 1);
        int best = SearchTree.NONE;
        double bestValue = Double.NEGATIVE_INFINITY;
        int lost = SearchTree.NONE;
        for (int child = tree.firstChild(node); child != SearchTree.NONE; child = tree.next(child)) {
            int stats = tree.resolve(child);
            int n = tree.stats().visits(iteration, stats);
            if (n <= 0 && fpu < 0 && priorVisits == 0) {
                return child;
            }
            double value;
            int proof = solver ? tree.proofs().proof(stats) : Proofs.UNPROVEN;
            if (proof != Proofs.UNPROVEN) {
                value = Proofs.provenReward(proof, player);
                if (value == 1.0) {
                    return child;
                }
                if (value == 0.0) {
                    lost = lost == SearchTree.NONE ? child : lost;
                    continue;
                }
            } else if (n <= 0) {
                // Scored as if visited once: at its prior, or the urgency, or what AMAF says of it.
                value = (priorVisits > 0 ? tree.priors().prior(stats)
                        : unvisitedEstimate(tree, iteration, node, prepared, child, stats)) + explore;
            } else if (priorVisits > 0) {
                // The prior as virtual visits: priorVisits more visits at the prior's mean.
                double mean = estimate(tree, iteration, node, prepared, child, stats, n);
                value = (mean * n + priorVisits * tree.priors().prior(stats)) * inverse(n + priorVisits)
                        + explore * inverseSqrt(n + priorVisits);
            } else {
                value = estimate(tree, iteration, node, prepared, child, stats, n) + explore * inverseSqrt(n);
            }
            if (biasWeight != 0) {
                value += biasWeight * tree.priors().prior(stats) * inverse(n + 1);
            }
            if (value > bestValue) {
                bestValue = value;
                best = child;
            }
        }
        return best != SearchTree.NONE ? best : lost;
    }

    /**
     * The estimated mean reward of an unvisited child under first-play urgency: the urgency itself by default.
     *
     * @param prepared what {@link #prepare} returned for this selection
     * @param child the child as linked
     * @param stats the node holding its statistics
     */
    double unvisitedEstimate(SearchTree tree, Iteration iteration, int node, int prepared, int child, int stats) {
        return fpu;
    }

    /**
     * Runs once per selection before the children are scored.
     *
     * @return a value handed to every {@link #estimate} call of this selection; {@code node} by default
     */
    int prepare(SearchTree tree, Iteration iteration, int node, int player) {
        return node;
    }

    /**
     * The estimated mean reward of an unproven, visited child, from the player to move's view.
     *
     * @param prepared what {@link #prepare} returned for this selection
     * @param child the child as linked
     * @param stats the node holding its statistics ({@link SearchTree#resolve(int)})
     * @param n its visits, positive
     */
    abstract double estimate(SearchTree tree, Iteration iteration, int node, int prepared, int child, int stats,
            int n);
}

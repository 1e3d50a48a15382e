package dev.ply.trace;

import java.util.List;

/**
 * The root's children of a Monte Carlo search after a number of iterations, as its selection saw them.
 *
 * @param iterations the iterations done
 * @param children one row per expanded root child, in the order the search keeps them
 */
public record Checkpoint(long iterations, List<Child> children) {

    /**
     * One root child.
     *
     * @param move the move, in notation
     * @param visits its visits
     * @param share its share of the root's visits
     * @param mean its mean reward for the player to move at the root, in [0, 1]
     * @param exploration the exploration term of its UCT value
     * @param value the value the selection maximises ({@code mean + exploration} for UCT)
     * @param prior the network's prior of the move under PUCT; NaN where the search has none
     */
    public record Child(String move, long visits, double share, double mean, double exploration, double value,
            double prior) {
    }
}

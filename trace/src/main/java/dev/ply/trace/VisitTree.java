package dev.ply.trace;

import java.util.ArrayList;
import java.util.List;

/**
 * The top levels of a Monte Carlo search's tree, rebuilt from the paths of its iterations: each node's
 * visits and the mean reward of the player who chose it. Deeper nodes are counted in their ancestor at the
 * depth limit.
 *
 * @param move the move to this node, in notation; empty at the root
 * @param player the player who chose the move (the player to move at the parent), or -1 at the root
 * @param visits the iterations that passed through the node
 * @param rewardForMax the sum of the play-out rewards of those iterations for MAX (player 0)
 * @param children the children visited, in the order first visited
 */
public record VisitTree(String move, int player, long visits, double rewardForMax, List<VisitTree> children) {

    /**
     * The mean reward of the player who chose this node.
     *
     * @return in [0, 1]; 0 when unvisited
     */
    public double meanForChooser() {
        if (visits == 0) {
            return 0;
        }
        double max = rewardForMax / visits;
        return player == 1 ? 1 - max : max;
    }

    /** A mutable node while recording. */
    static final class Builder {
        final String move;
        final int player;
        long visits;
        double reward;
        final List<Builder> children = new ArrayList<>();

        Builder(String move, int player) {
            this.move = move;
            this.player = player;
        }

        Builder child(String childMove, int chooser) {
            for (Builder child : children) {
                if (child.move.equals(childMove)) {
                    return child;
                }
            }
            Builder child = new Builder(childMove, chooser);
            children.add(child);
            return child;
        }

        VisitTree build() {
            return new VisitTree(move, player, visits, reward, children.stream().map(Builder::build).toList());
        }
    }
}

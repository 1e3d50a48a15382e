package dev.ply.search.expectimax;

import dev.ply.testkit.tree.GameTree.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Regular *-minimax trees for measuring pruning: player and chance nodes alternate (MAX, chance, MIN,
 * chance, ...) as in backgammon, with leaves after a number of player moves; and the same trees with
 * interior static values that predict the subtree's true value, so that ordering by the evaluator is
 * as good as the noise allows.
 */
final class ChanceTrees {

    private ChanceTrees() {
    }

    /**
     * An alternating tree: a player node has {@code moves} children, a chance node {@code outcomes}
     * children with random probabilities (weights 1..4, so some outcomes are twice as likely as others,
     * as doubles and non-doubles are in backgammon); leaves, uniform in {@code [-bound, bound]}, follow
     * the last of {@code playerMoves} player moves.
     */
    static Node alternating(long seed, int moves, int outcomes, int playerMoves, int bound) {
        return player(new SplittableRandom(seed), moves, outcomes, playerMoves, bound);
    }

    private static Node player(SplittableRandom random, int moves, int outcomes, int playerMoves, int bound) {
        if (playerMoves == 0) {
            return Node.leaf(random.nextInt(-bound, bound + 1));
        }
        List<Node> children = new ArrayList<>(moves);
        for (int i = 0; i < moves; i++) {
            children.add(playerMoves == 1 ? Node.leaf(random.nextInt(-bound, bound + 1))
                    : chance(random, moves, outcomes, playerMoves - 1, bound));
        }
        return Node.player(children);
    }

    private static Node chance(SplittableRandom random, int moves, int outcomes, int playerMoves, int bound) {
        List<Node> children = new ArrayList<>(outcomes);
        double[] weights = new double[outcomes];
        double sum = 0;
        for (int i = 0; i < outcomes; i++) {
            children.add(player(random, moves, outcomes, playerMoves, bound));
            weights[i] = 1 + random.nextInt(4);
            sum += weights[i];
        }
        double total = 0;
        for (int i = 0; i < outcomes - 1; i++) {
            weights[i] /= sum;
            total += weights[i];
        }
        weights[outcomes - 1] = 1 - total;
        return Node.chance(weights, children);
    }

    /**
     * The same tree with every interior node's static value set to its exact expectiminimax value
     * (from player 0's view, as tree values are) plus uniform noise in {@code [-noise, noise]}, rounded
     * and clipped to {@code [-bound, bound]}: an evaluator of known quality, perfect at noise 0.
     */
    static Node withStaticValues(Node root, int noise, int bound, long seed) {
        return annotate(root, 0, noise, bound, new SplittableRandom(seed));
    }

    private static Node annotate(Node node, int player, int noise, int bound, SplittableRandom random) {
        if (node.kind() == Node.Kind.LEAF) {
            return node;
        }
        List<Node> children = new ArrayList<>();
        for (Node child : node.children()) {
            children.add(annotate(child, node.kind() == Node.Kind.CHANCE ? player : 1 - player, noise, bound,
                    random));
        }
        Node rebuilt = node.kind() == Node.Kind.CHANCE ? Node.chance(node.probabilities(), children)
                : Node.player(children);
        double value = exact(rebuilt, player) + (noise == 0 ? 0 : random.nextInt(-noise, noise + 1));
        return rebuilt.withValue((int) Math.max(-bound, Math.min(bound, Math.round(value))));
    }

    /** The expectiminimax value of a subtree whose root {@code player} is to move at, from player 0's view. */
    static double exact(Node node, int player) {
        switch (node.kind()) {
            case LEAF:
                return node.value();
            case CHANCE: {
                double sum = 0;
                for (int i = 0; i < node.children().size(); i++) {
                    sum += node.probabilities()[i] * exact(node.children().get(i), player);
                }
                return sum;
            }
            default: {
                double best = player == 0 ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
                for (Node child : node.children()) {
                    double v = exact(child, 1 - player);
                    best = player == 0 ? Math.max(best, v) : Math.min(best, v);
                }
                return best;
            }
        }
    }
}

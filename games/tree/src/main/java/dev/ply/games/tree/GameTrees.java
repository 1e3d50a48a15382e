package dev.ply.games.tree;

import dev.ply.games.tree.GameTree.Node;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntUnaryOperator;

/**
 * Ways to build {@link GameTree}s: from text, at random, uniform, perfectly ordered, and alternating
 * player and chance nodes with static values of chosen quality.
 */
public final class GameTrees {

    private GameTrees() {
    }

    /**
     * Parses a tree as {@link TreeNotation} writes it: {@code ((4,6,9),(2,7,8),(5,3,9))}, chance nodes in
     * square brackets or braces.
     *
     * @param text the tree
     * @return the root node
     * @throws dev.ply.core.NotationException if the text is malformed
     */
    public static Node parse(String text) {
        return TreeNotation.parse(text);
    }

    /**
     * A uniform tree: every interior node has {@code branching} children and every leaf is at
     * {@code depth}. Leaves are numbered left to right from 0.
     *
     * @param branching children per node, at least 1
     * @param depth plies to the leaves, at least 1
     * @param leafValue the value of leaf number {@code i}, from player 0's view
     * @return the root node
     */
    public static Node uniform(int branching, int depth, IntUnaryOperator leafValue) {
        require(branching >= 1 && depth >= 1, "uniform trees need branching and depth of at least 1");
        int[] next = {0};
        return uniform(branching, depth, leafValue, next);
    }

    private static Node uniform(int branching, int depth, IntUnaryOperator leafValue, int[] next) {
        if (depth == 0) {
            return Node.leaf(leafValue.applyAsInt(next[0]++));
        }
        List<Node> children = new ArrayList<>(branching);
        for (int i = 0; i < branching; i++) {
            children.add(uniform(branching, depth - 1, leafValue, next));
        }
        return Node.player(children);
    }

    /**
     * A random tree: each interior node has 1 to {@code maxBranching} children, paths end at
     * {@code depth} or, with probability {@code earlyLeaf}, earlier; leaf values and interior static
     * values are uniform in {@code [-valueBound, valueBound]}; each interior node below the root is a
     * chance node with probability {@code chanceShare}, with random probabilities.
     *
     * @param seed the random seed
     * @param maxBranching the most children per node, at least 1
     * @param depth the deepest leaf, at least 1
     * @param valueBound the largest absolute value
     * @param earlyLeaf the probability that a node above {@code depth} is a leaf anyway
     * @param chanceShare the probability that an interior node is a chance node
     * @return the root node
     */
    public static Node random(long seed, int maxBranching, int depth, int valueBound, double earlyLeaf,
            double chanceShare) {
        return random(new SplittableRandom(seed), maxBranching, depth, valueBound, earlyLeaf, chanceShare, true);
    }

    private static Node random(SplittableRandom random, int maxBranching, int depth, int valueBound,
            double earlyLeaf, double chanceShare, boolean root) {
        int staticValue = random.nextInt(-valueBound, valueBound + 1);
        if (depth == 0 || (!root && random.nextDouble() < earlyLeaf)) {
            return Node.leaf(staticValue);
        }
        int count = 1 + random.nextInt(maxBranching);
        List<Node> children = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            children.add(random(random, maxBranching, depth - 1, valueBound, earlyLeaf, chanceShare, false));
        }
        if (!root && random.nextDouble() < chanceShare) {
            double[] weights = new double[count];
            double sum = 0;
            for (int i = 0; i < count; i++) {
                weights[i] = 1 + random.nextInt(9);
                sum += weights[i];
            }
            for (int i = 0; i < count; i++) {
                weights[i] /= sum;
            }
            // Normalising can leave the sum a rounding error away from 1; give the error to the last child.
            double total = 0;
            for (int i = 0; i < count - 1; i++) {
                total += weights[i];
            }
            weights[count - 1] = 1 - total;
            return Node.chance(weights, children).withValue(staticValue);
        }
        return Node.player(children).withValue(staticValue);
    }

    /**
     * The same deterministic tree with the children of every player node sorted best first for the
     * player to move (ties keep their order): the ordering under which alpha-beta visits the minimal
     * tree of Knuth and Moore.
     *
     * @param root a tree without chance nodes; the root is player 0's
     * @return the reordered root
     */
    public static Node perfectlyOrdered(Node root) {
        return ordered(root, 0);
    }

    private static Node ordered(Node node, int player) {
        if (node.kind() == Node.Kind.LEAF) {
            return node;
        }
        require(node.kind() == Node.Kind.PLAYER, "perfect ordering needs a tree without chance nodes");
        List<Node> children = new ArrayList<>();
        for (Node child : node.children()) {
            children.add(ordered(child, 1 - player));
        }
        Comparator<Node> byValue = Comparator.comparingInt(c -> minimax(c, 1 - player));
        children.sort(player == 0 ? byValue.reversed() : byValue);
        return Node.player(children).withValue(node.value()).withLabel(node.label());
    }

    /** The minimax value of a deterministic subtree whose root {@code player} moves in, from player 0's view. */
    private static int minimax(Node node, int player) {
        if (node.kind() == Node.Kind.LEAF) {
            return node.value();
        }
        int best = player == 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (Node child : node.children()) {
            int v = minimax(child, 1 - player);
            best = player == 0 ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }

    /**
     * A regular *-minimax tree, as in backgammon: player and chance nodes alternate (MAX, chance, MIN,
     * chance, ...). A player node has {@code moves} children; a chance node has {@code outcomes} children
     * with probabilities drawn from weights 1 to 4 (some outcomes several times as likely as others, as
     * non-doubles are twice as likely as doubles); leaves, uniform in {@code [-valueBound, valueBound]},
     * follow the last of {@code turns} player moves. Interior static values are 0: see
     * {@link #withTrueStaticValues(Node, int, long)}.
     *
     * @param seed the random seed
     * @param moves the children of every player node, at least 1
     * @param outcomes the children of every chance node, at least 1
     * @param turns the player moves on every path from the root to a leaf, at least 1
     * @param valueBound the largest absolute leaf value
     * @return the root, a player node of player 0
     */
    public static Node alternating(long seed, int moves, int outcomes, int turns, int valueBound) {
        require(moves >= 1 && outcomes >= 1 && turns >= 1, "alternating trees need moves, outcomes and turns");
        return alternatingPlayer(new SplittableRandom(seed), moves, outcomes, turns, valueBound);
    }

    private static Node alternatingPlayer(SplittableRandom random, int moves, int outcomes, int turns,
            int valueBound) {
        List<Node> children = new ArrayList<>(moves);
        for (int i = 0; i < moves; i++) {
            children.add(turns == 1 ? Node.leaf(random.nextInt(-valueBound, valueBound + 1))
                    : alternatingChance(random, moves, outcomes, turns - 1, valueBound));
        }
        return Node.player(children);
    }

    private static Node alternatingChance(SplittableRandom random, int moves, int outcomes, int turns,
            int valueBound) {
        List<Node> children = new ArrayList<>(outcomes);
        double[] weights = new double[outcomes];
        double sum = 0;
        for (int i = 0; i < outcomes; i++) {
            children.add(alternatingPlayer(random, moves, outcomes, turns, valueBound));
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
     * The same tree with every interior node's static value set to its exact expectiminimax value plus
     * uniform noise in {@code [-noise, noise]}, rounded and clipped to the largest absolute leaf value:
     * an evaluator of known quality for measuring move ordering, perfect at noise 0. Values are from
     * player 0's view, as all tree values are.
     *
     * @param root a tree whose root is player 0's (a player node, or a chance node before player 0 moves)
     * @param noise the largest error of a static value, 0 or more
     * @param seed the random seed of the noise
     * @return the annotated root
     */
    public static Node withTrueStaticValues(Node root, int noise, long seed) {
        require(noise >= 0, "noise must not be negative: " + noise);
        return annotate(root, 0, noise, largestLeaf(root), new SplittableRandom(seed));
    }

    private static int largestLeaf(Node node) {
        int largest = node.kind() == Node.Kind.LEAF ? Math.abs(node.value()) : 0;
        for (Node child : node.children()) {
            largest = Math.max(largest, largestLeaf(child));
        }
        return largest;
    }

    private static Node annotate(Node node, int player, int noise, int bound, SplittableRandom random) {
        if (node.kind() == Node.Kind.LEAF) {
            return node;
        }
        boolean chance = node.kind() == Node.Kind.CHANCE;
        List<Node> children = new ArrayList<>();
        for (Node child : node.children()) {
            children.add(annotate(child, chance ? player : 1 - player, noise, bound, random));
        }
        Node rebuilt = chance ? Node.chance(node.probabilities(), children) : Node.player(children);
        double value = expectiminimax(rebuilt, player) + (noise == 0 ? 0 : random.nextInt(-noise, noise + 1));
        return rebuilt.withValue((int) Math.max(-bound, Math.min(bound, Math.round(value))));
    }

    /** The expectiminimax value of a subtree whose root {@code player} moves at, from player 0's view. */
    private static double expectiminimax(Node node, int player) {
        if (node.kind() == Node.Kind.LEAF) {
            return node.value();
        }
        if (node.kind() == Node.Kind.CHANCE) {
            double sum = 0;
            for (int i = 0; i < node.children().size(); i++) {
                sum += node.probabilities()[i] * expectiminimax(node.children().get(i), player);
            }
            return sum;
        }
        double best = player == 0 ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        for (Node child : node.children()) {
            double v = expectiminimax(child, 1 - player);
            best = player == 0 ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }

    private static void require(boolean condition, String message) {
        if (!condition) {
            throw new IllegalArgumentException(message);
        }
    }
}

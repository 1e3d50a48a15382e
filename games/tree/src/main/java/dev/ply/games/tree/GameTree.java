package dev.ply.games.tree;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * An explicit, immutable game tree: every node is a player node, a chance node or a leaf, with values
 * given by the text or the program that built it rather than by rules, and optionally a label for
 * pictures. Searches run on it through {@link TreeGame}, exactly as on a real game: the textbook's trees
 * for teaching, and the test bed of every search module.
 *
 * <p>Node 0 is the root, where player 0 (MAX) moves. Every child of a player node is seen from the
 * other player; every child of a chance node from the same player as the chance node, which is the
 * player who moves after the chance event. Leaf values are from player 0's point of view. Interior
 * nodes may carry a static value too, which {@link TreeGame}'s evaluator returns at a depth limit.
 *
 * <p>Build trees with {@link Node} and {@link #of(Node)}, from text with {@link TreeNotation}, or with
 * {@link GameTrees}. Nodes are numbered breadth-first from the root (0), each node's children next to each
 * other; the accessors take those numbers.
 */
public final class GameTree {

    final int[] firstChild;
    final int[] childCount;
    final int[] toMove;
    final boolean[] chance;
    final double[] probability;
    final int[] value;
    final String[] label;
    private final int depth;
    private final int maxBranching;
    private final int bound;

    private GameTree(int size) {
        firstChild = new int[size];
        childCount = new int[size];
        toMove = new int[size];
        chance = new boolean[size];
        probability = new double[size];
        value = new int[size];
        label = new String[size];
        depth = 0;
        maxBranching = 0;
        bound = 0;
    }

    private GameTree(GameTree structure, int depth, int maxBranching, int bound) {
        this.firstChild = structure.firstChild;
        this.childCount = structure.childCount;
        this.toMove = structure.toMove;
        this.chance = structure.chance;
        this.probability = structure.probability;
        this.value = structure.value;
        this.label = structure.label;
        this.depth = depth;
        this.maxBranching = maxBranching;
        this.bound = bound;
    }

    /**
     * A node of a tree under construction.
     *
     * @param kind whether it is a leaf, a player node or a chance node
     * @param value a leaf's value from player 0's view, or an interior node's static value
     * @param children the children, in move order
     * @param probabilities for a chance node, the probability of each child; they sum to 1
     * @param label a name for pictures and move notation, or {@code null}
     */
    public record Node(Kind kind, int value, List<Node> children, double[] probabilities, String label) {

        /** What a node is. */
        public enum Kind {
            /** A terminal node with a value. */
            LEAF,
            /** A node where a player chooses a child. */
            PLAYER,
            /** A node where chance chooses a child with the given probabilities. */
            CHANCE
        }

        /**
         * A leaf.
         *
         * @param value its value from player 0's view
         * @return the node
         */
        public static Node leaf(int value) {
            return new Node(Kind.LEAF, value, List.of(), new double[0], null);
        }

        /**
         * A player node.
         *
         * @param children its children, in move order; at least one
         * @return the node
         */
        public static Node player(List<Node> children) {
            if (children.isEmpty()) {
                throw new IllegalArgumentException("a player node needs a child");
            }
            return new Node(Kind.PLAYER, 0, List.copyOf(children), new double[0], null);
        }

        /**
         * A chance node.
         *
         * @param probabilities the probability of each child, summing to 1
         * @param children its children
         * @return the node
         */
        public static Node chance(double[] probabilities, List<Node> children) {
            if (children.isEmpty() || probabilities.length != children.size()) {
                throw new IllegalArgumentException("a chance node needs one probability per child");
            }
            double sum = 0;
            for (double p : probabilities) {
                if (!(p > 0)) {
                    throw new IllegalArgumentException("chance probabilities must be positive, not " + p);
                }
                sum += p;
            }
            if (Math.abs(sum - 1) >= 1e-9) {
                throw new IllegalArgumentException("chance probabilities must sum to 1, not " + sum);
            }
            return new Node(Kind.CHANCE, 0, List.copyOf(children), probabilities.clone(), null);
        }

        /**
         * The same node with a static value, returned by the evaluator at a depth limit.
         *
         * @param staticValue the value from player 0's view
         * @return a new node
         */
        public Node withValue(int staticValue) {
            return new Node(kind, staticValue, children, probabilities, label);
        }

        /**
         * The same node with a label.
         *
         * @param name the label, or {@code null} for none
         * @return a new node
         */
        public Node withLabel(String name) {
            return new Node(kind, value, children, probabilities, name);
        }
    }

    /**
     * Flattens a tree of nodes, children of each node stored next to each other.
     *
     * @param root the root, where player 0 moves (or a chance node before player 0 moves)
     * @return the tree
     */
    public static GameTree of(Node root) {
        List<Node> order = new ArrayList<>();
        List<Integer> parentOf = new ArrayList<>();
        order.add(root);
        parentOf.add(-1);
        // Breadth-first, so that each node's children get consecutive indices.
        for (int i = 0; i < order.size(); i++) {
            for (Node child : order.get(i).children()) {
                order.add(child);
                parentOf.add(i);
            }
        }
        GameTree tree = new GameTree(order.size());
        int next = 1;
        int[] depths = new int[order.size()];
        int depth = 0;
        int branching = 1;
        int bound = 1;
        tree.toMove[0] = 0;
        tree.probability[0] = 1;
        for (int i = 0; i < order.size(); i++) {
            Node node = order.get(i);
            tree.value[i] = node.value();
            tree.label[i] = node.label();
            bound = Math.max(bound, Math.abs(node.value()));
            tree.chance[i] = node.kind() == Node.Kind.CHANCE;
            tree.firstChild[i] = next;
            tree.childCount[i] = node.children().size();
            branching = Math.max(branching, node.children().size());
            for (int c = 0; c < node.children().size(); c++) {
                int child = next + c;
                tree.toMove[child] = tree.chance[i] ? tree.toMove[i] : 1 - tree.toMove[i];
                tree.probability[child] = tree.chance[i] ? node.probabilities()[c] : 1;
                depths[child] = depths[i] + 1;
                depth = Math.max(depth, depths[child]);
            }
            next += node.children().size();
        }
        return new GameTree(tree, depth, branching, bound);
    }

    /**
     * The index of a node's first child; its children are the next {@link #childCount(int)} indices.
     *
     * @param node a node index
     * @return the first child's index
     */
    public int firstChild(int node) {
        return firstChild[node];
    }

    /**
     * The number of a node's children.
     *
     * @param node a node index
     * @return 0 for a leaf
     */
    public int childCount(int node) {
        return childCount[node];
    }

    /**
     * The player to move at a node, or at a chance node the player who moves after it.
     *
     * @param node a node index
     * @return 0 (MAX) or 1 (MIN)
     */
    public int toMove(int node) {
        return toMove[node];
    }

    /**
     * Whether a node is a chance node.
     *
     * @param node a node index
     * @return {@code true} for a chance node
     */
    public boolean isChance(int node) {
        return chance[node];
    }

    /**
     * The probability of reaching a node from its parent: 1 below a player node.
     *
     * @param node a node index
     * @return the probability
     */
    public double probability(int node) {
        return probability[node];
    }

    /**
     * A leaf's value, or an interior node's static value, from MAX's view.
     *
     * @param node a node index
     * @return the value
     */
    public int value(int node) {
        return value[node];
    }

    /**
     * A node's label.
     *
     * @param node a node index
     * @return the label, or {@code null} if it has none
     */
    public String label(int node) {
        return label[node];
    }

    /**
     * The number of nodes.
     *
     * @return nodes, root included
     */
    public int size() {
        return firstChild.length;
    }

    /**
     * The number of leaves.
     *
     * @return nodes without children
     */
    public int leaves() {
        int leaves = 0;
        for (int count : childCount) {
            if (count == 0) {
                leaves++;
            }
        }
        return leaves;
    }

    /**
     * The length of the longest path from the root to a leaf, in plies.
     *
     * @return the depth
     */
    public int depth() {
        return depth;
    }

    /**
     * The most children of any node.
     *
     * @return the largest branching factor, at least 1
     */
    public int maxBranching() {
        return maxBranching;
    }

    /**
     * The largest absolute value of any node.
     *
     * @return the bound, at least 1
     */
    public int bound() {
        return bound;
    }

    /**
     * Whether any node is a chance node.
     *
     * @return {@code true} if the tree has chance nodes
     */
    public boolean hasChanceNodes() {
        for (boolean c : chance) {
            if (c) {
                return true;
            }
        }
        return false;
    }

    /**
     * The exact value of the root by expectiminimax over the whole tree (each player maximises their
     * own value, chance nodes average by probability): the oracle searches are checked against. Computed
     * here, without any search code.
     *
     * @return the value from player 0's point of view
     */
    public double exactValue() {
        return valueOf(0);
    }

    /**
     * The exact value of a node, as {@link #exactValue()} defines it.
     *
     * @param node a node index
     * @return its value from player 0's point of view
     */
    public double valueOf(int node) {
        // Iterative post-order, so deep trees do not overflow the stack.
        double[] values = new double[size()];
        Deque<int[]> stack = new ArrayDeque<>();
        stack.push(new int[] {node, 0});
        while (!stack.isEmpty()) {
            int[] frame = stack.peek();
            int n = frame[0];
            if (frame[1] < childCount[n]) {
                stack.push(new int[] {firstChild[n] + frame[1]++, 0});
                continue;
            }
            stack.pop();
            if (childCount[n] == 0) {
                values[n] = value[n];
            } else if (chance[n]) {
                double sum = 0;
                for (int c = 0; c < childCount[n]; c++) {
                    sum += probability[firstChild[n] + c] * values[firstChild[n] + c];
                }
                values[n] = sum;
            } else {
                boolean max = toMove[n] == 0;
                double best = max ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
                for (int c = 0; c < childCount[n]; c++) {
                    double v = values[firstChild[n] + c];
                    best = max ? Math.max(best, v) : Math.min(best, v);
                }
                values[n] = best;
            }
        }
        return values[node];
    }
}

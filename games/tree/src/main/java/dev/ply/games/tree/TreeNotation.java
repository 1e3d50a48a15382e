package dev.ply.games.tree;

import dev.ply.core.NotationException;
import dev.ply.games.tree.GameTree.Node;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * The written form of game trees, as textbooks draw them in one line.
 *
 * <pre>
 * tree    = [label ":"] node
 * node    = integer                          a leaf: its value (utility) from MAX's view
 *         | "(" tree { "," tree } ")"        a player node; the root is MAX's, players alternate
 *         | "[" outcome { "," outcome } "]"  a chance node (also written with braces)
 * outcome = [probability ":"] tree           probabilities as decimals (0.25) or fractions (1/36);
 *                                            all given, summing to 1, or none (equally likely)
 * label   = a letter, then letters, digits, "_" or "'"
 * </pre>
 *
 * <p>Examples: the textbook tree {@code ((4,6,9),(2,7,8),(5,3,9))}; with labels
 * {@code A:(B:(4,6,9),C:(2,7,8),D:(5,3,9))}; a chance node {@code [0.5:(3,5),0.5:(1,8)]} or
 * {@code [(3,5),(1,8)]}; a die {@code [1/6:1,1/6:2,1/6:3,1/6:4,1/6:5,1/6:6]}. Blanks are ignored. A child of a
 * player node is seen from the other player, a child of a chance node from the player who moves after it.
 *
 * <p>Errors are {@link NotationException}s of one line naming the character where reading stopped.
 */
public final class TreeNotation {

    /** The most children a node of a written tree may have. */
    public static final int MAX_CHILDREN = 64;
    /** The deepest a written tree may be, in plies. */
    public static final int MAX_DEPTH = 64;
    /** The most nodes a written or generated tree may have. */
    public static final int MAX_NODES = 2_000_000;

    private static final double PROBABILITY_TOLERANCE = 1e-9;

    private TreeNotation() {
    }

    /**
     * Reads a tree.
     *
     * @param text the tree, such as {@code ((4,6,9),(2,7,8),(5,3,9))}
     * @return the root
     * @throws NotationException one line naming the problem and where it is
     */
    public static Node parse(String text) {
        Parser parser = new Parser(text);
        parser.skipBlanks();
        if (parser.atEnd()) {
            throw new NotationException("a tree needs a leaf value or a node such as ((4,6),(2,7)); the text is empty");
        }
        Node root = parser.tree(0);
        parser.skipBlanks();
        if (!parser.atEnd()) {
            throw parser.error("unexpected '" + parser.peek() + "' after the tree");
        }
        return root;
    }

    /**
     * Writes a tree in the form {@link #parse(String)} reads: labels kept, probabilities of unequal chance
     * outcomes written as decimals.
     *
     * @param root the root
     * @return the text
     */
    public static String write(Node root) {
        StringBuilder text = new StringBuilder();
        write(root, text);
        return text.toString();
    }

    private static void write(Node node, StringBuilder text) {
        if (node.label() != null) {
            text.append(node.label()).append(':');
        }
        switch (node.kind()) {
            case LEAF -> text.append(node.value());
            case PLAYER -> {
                text.append('(');
                for (int i = 0; i < node.children().size(); i++) {
                    text.append(i == 0 ? "" : ",");
                    write(node.children().get(i), text);
                }
                text.append(')');
            }
            case CHANCE -> {
                boolean equal = true;
                double[] p = node.probabilities();
                for (double q : p) {
                    equal &= Math.abs(q - 1.0 / p.length) < PROBABILITY_TOLERANCE;
                }
                text.append('[');
                for (int i = 0; i < node.children().size(); i++) {
                    text.append(i == 0 ? "" : ",");
                    if (!equal) {
                        text.append(new BigDecimal(Double.toString(p[i])).stripTrailingZeros().toPlainString())
                                .append(':');
                    }
                    write(node.children().get(i), text);
                }
                text.append(']');
            }
            default -> throw new AssertionError(node.kind());
        }
    }

    private static final class Parser {
        private final String text;
        private int at;
        private int nodes;

        Parser(String text) {
            this.text = text;
        }

        boolean atEnd() {
            return at >= text.length();
        }

        char peek() {
            return text.charAt(at);
        }

        void skipBlanks() {
            while (!atEnd() && Character.isWhitespace(peek())) {
                at++;
            }
        }

        NotationException error(String problem) {
            String shown = text.length() > 60 ? text.substring(0, 57) + "..." : text;
            return new NotationException("tree: " + problem + " at character " + (at + 1) + " of '" + shown + "'");
        }

        Node tree(int depth) {
            if (depth > MAX_DEPTH) {
                throw error("the tree is deeper than " + MAX_DEPTH + " plies");
            }
            if (++nodes > MAX_NODES) {
                throw error("the tree has more than " + MAX_NODES + " nodes");
            }
            skipBlanks();
            String label = null;
            if (!atEnd() && Character.isLetter(peek())) {
                int start = at;
                while (!atEnd() && (Character.isLetterOrDigit(peek()) || peek() == '_' || peek() == '\'')) {
                    at++;
                }
                label = text.substring(start, at);
                skipBlanks();
                if (atEnd() || peek() != ':') {
                    throw error("expected ':' after the label '" + label + "'");
                }
                at++;
                skipBlanks();
            }
            Node node = node(depth);
            return label == null ? node : node.withLabel(label);
        }

        private Node node(int depth) {
            if (atEnd()) {
                throw error("the text ends where a leaf or a node should be");
            }
            char c = peek();
            if (c == '(') {
                at++;
                List<Node> children = new ArrayList<>();
                do {
                    children.add(tree(depth + 1));
                    checkChildren(children.size());
                } while (comma(')'));
                return Node.player(children);
            }
            if (c == '[' || c == '{') {
                char close = c == '[' ? ']' : '}';
                at++;
                List<Node> children = new ArrayList<>();
                List<Double> probabilities = new ArrayList<>();
                int firstChild = at;
                do {
                    skipBlanks();
                    int start = at;
                    Double probability = probability();
                    if (probability != null) {
                        probabilities.add(probability);
                    } else if (!probabilities.isEmpty()) {
                        at = start;
                        throw error("give a probability for every outcome of a chance node or for none");
                    }
                    children.add(tree(depth + 1));
                    checkChildren(children.size());
                } while (comma(close));
                if (!probabilities.isEmpty() && probabilities.size() != children.size()) {
                    at = firstChild;
                    throw error("give a probability for every outcome of a chance node or for none");
                }
                double[] p = new double[children.size()];
                double sum = 0;
                for (int i = 0; i < p.length; i++) {
                    p[i] = probabilities.isEmpty() ? 1.0 / p.length : probabilities.get(i);
                    sum += p[i];
                }
                if (Math.abs(sum - 1) > PROBABILITY_TOLERANCE) {
                    at = firstChild;
                    throw error("the probabilities of a chance node sum to " + (float) sum + ", not 1");
                }
                return Node.chance(p, children);
            }
            if (c == '-' || Character.isDigit(c)) {
                int start = at;
                at++;
                while (!atEnd() && Character.isDigit(peek())) {
                    at++;
                }
                String number = text.substring(start, at);
                if (number.equals("-")) {
                    at = start;
                    throw error("a leaf value needs digits after '-'");
                }
                if (!atEnd() && (peek() == '.' || peek() == '/')) {
                    throw error("a leaf value is a whole number");
                }
                try {
                    int value = Integer.parseInt(number);
                    if (Math.abs((long) value) > 1_000_000_000) {
                        throw new NumberFormatException();
                    }
                    return Node.leaf(value);
                } catch (NumberFormatException e) {
                    at = start;
                    throw error("the leaf value " + number + " is outside -1000000000..1000000000");
                }
            }
            throw error("expected a leaf value, '(' or '[' but found '" + c + "'");
        }

        /** A probability and its ':' if one is written here; nothing consumed otherwise. */
        private Double probability() {
            int start = at;
            while (!atEnd() && (Character.isDigit(peek()) || peek() == '.' || peek() == '/')) {
                at++;
            }
            int end = at;
            skipBlanks();
            if (end == start || atEnd() || peek() != ':') {
                at = start;
                return null;
            }
            String written = text.substring(start, end);
            double value;
            try {
                int slash = written.indexOf('/');
                value = slash < 0 ? Double.parseDouble(written)
                        : Double.parseDouble(written.substring(0, slash)) / Double.parseDouble(written.substring(slash + 1));
            } catch (NumberFormatException e) {
                at = start;
                throw error("'" + written + "' is not a probability (write 0.25 or 1/4)");
            }
            if (!(value > 0 && value <= 1)) {
                at = start;
                throw error("the probability " + written + " is not in (0, 1]");
            }
            at++;
            return value;
        }

        /** Reads ',' (another child follows) or the closing bracket (the node ends). */
        private boolean comma(char close) {
            skipBlanks();
            if (atEnd()) {
                throw error("the text ends inside a node: expected ',' or '" + close + "'");
            }
            char c = peek();
            at++;
            if (c == ',') {
                return true;
            }
            if (c == close) {
                return false;
            }
            at--;
            throw error("expected ',' or '" + close + "' but found '" + c + "'");
        }

        private void checkChildren(int count) {
            if (count > MAX_CHILDREN) {
                throw error("a node has more than " + MAX_CHILDREN + " children");
            }
        }
    }
}

package dev.ply.trace;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The searched tree of a tree search's trace, as the pictures draw it: the last root search's nodes (an
 * iterative deepening search enters the root once per depth), each with its value and bound as it returned,
 * and the children it cut or pruned as ghost nodes.
 */
final class TreeView {

    /** One node of the picture. */
    static final class Node {
        final String move;
        final List<String> path;
        int player;
        String kind = "player";
        double value = Double.NaN;
        String bound = "exact";
        boolean leaf = true;
        boolean tableHit;
        /** "cut" or "pruned" for a child that was not searched; {@code null} for a searched one. */
        String ghost;
        double probability = Double.NaN;
        final Map<String, Node> children = new LinkedHashMap<>();
        double x;

        Node(String move, List<String> path) {
            this.move = move;
            this.path = path;
        }
    }

    final Node root;
    final int depth;
    final int nodes;

    private TreeView(Node root, int depth, int nodes) {
        this.root = root;
        this.depth = depth;
        this.nodes = nodes;
    }

    /**
     * The tree of a trace's last root search, down to a depth.
     *
     * @param trace a tree search's trace
     * @param depthLimit the deepest level drawn
     * @return the tree, or {@code null} when the trace has no tree events
     */
    static TreeView of(Trace trace, int depthLimit) {
        int start = -1;
        List<TraceEvent> events = trace.events();
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i).type() == TraceEvent.Type.ENTER && events.get(i).depth() == 0) {
                start = i;
            }
        }
        if (start < 0) {
            return null;
        }
        Node root = new Node("", List.of());
        int[] counts = {1, 0};
        for (int i = start; i < events.size(); i++) {
            TraceEvent e = events.get(i);
            if (e.depth() > depthLimit) {
                continue;
            }
            Node node = find(root, e.path(), counts);
            if (node == null) {
                continue;
            }
            counts[1] = Math.max(counts[1], e.depth());
            switch (e.type()) {
                case ENTER -> {
                    node.player = e.player();
                    node.kind = e.kind();
                }
                case EXIT -> {
                    node.value = e.value();
                    // A leaf's value is its own, whatever window it was reached with.
                    node.bound = node.children.isEmpty() && !node.tableHit ? "exact" : e.bound();
                }
                case TABLE -> {
                    node.tableHit = true;
                    node.value = e.value();
                    node.bound = e.bound();
                }
                case OUTCOME -> {
                    if (e.depth() < depthLimit) {
                        Node child = child(node, e.move(), counts);
                        child.probability = e.probability();
                    }
                }
                case CUTOFF, PRUNED -> {
                    node.leaf = false;
                    List<String> ghosts = e.type() == TraceEvent.Type.CUTOFF ? e.notSearched()
                            : e.move() == null ? List.of() : List.of(e.move());
                    if (e.depth() < depthLimit && ghosts != null) {
                        for (String move : ghosts) {
                            Node ghost = child(node, move, counts);
                            if (ghost.value != ghost.value && !ghost.tableHit) {
                                ghost.ghost = e.type() == TraceEvent.Type.CUTOFF ? "cut" : "pruned";
                                ghost.player = 1 - node.player;
                            }
                        }
                    }
                }
                default -> {
                }
            }
        }
        return new TreeView(root, counts[1], counts[0]);
    }

    private static Node find(Node root, List<String> path, int[] counts) {
        Node node = root;
        for (String move : path) {
            node = child(node, move, counts);
        }
        return node;
    }

    private static Node child(Node parent, String move, int[] counts) {
        parent.leaf = false;
        Node child = parent.children.get(move);
        if (child == null) {
            List<String> path = new ArrayList<>(parent.path);
            path.add(move);
            child = new Node(move, List.copyOf(path));
            parent.children.put(move, child);
            counts[0]++;
        }
        return child;
    }

    /** Gives every node its horizontal place: leaves in order, parents over the middle of their children. */
    int layout() {
        return place(root, 0);
    }

    private static int place(Node node, int next) {
        if (node.children.isEmpty()) {
            node.x = next;
            return next + 1;
        }
        int at = next;
        for (Node child : node.children.values()) {
            at = place(child, at);
        }
        double first = node.children.values().iterator().next().x;
        double last = 0;
        for (Node child : node.children.values()) {
            last = child.x;
        }
        node.x = (first + last) / 2;
        return at;
    }

    /**
     * A value as the pictures write it: an integer without decimals, a bound with its sign.
     *
     * @param node a node
     * @return such as {@code 4}, {@code ≤ 2}, {@code ≥ 5} or {@code 6.5}
     */
    static String valueText(Node node) {
        if (node.value != node.value) {
            return "";
        }
        String number = TextTrace.number(node.value);
        return switch (node.bound == null ? "exact" : node.bound) {
            case "lower" -> "\u2265 " + number;
            case "upper" -> "\u2264 " + number;
            default -> number;
        };
    }
}

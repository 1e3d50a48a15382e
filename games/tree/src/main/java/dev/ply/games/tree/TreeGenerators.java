package dev.ply.games.tree;

import dev.ply.core.InputNumbers;
import dev.ply.core.InvalidInputException;
import dev.ply.core.NotationException;
import dev.ply.games.tree.GameTree.Node;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Trees made by name, for the experiments textbooks describe:
 *
 * <ul>
 *   <li>{@code random:b=3,d=4,seed=7}: every interior node has {@code b} children, every leaf is {@code d}
 *       plies down, leaf values uniform in {@code values=LO..HI} (0..20 by default); with {@code chance=true}
 *       every move is followed by a chance node with {@code b} equally likely outcomes, as a turn of
 *       backgammon is a move then a roll ({@code d} counts the moves; no roll follows the last).</li>
 *   <li>{@code worst:b=3,d=4}: the worst order for alpha-beta, which then evaluates every one of the
 *       {@code b^d} leaves: leaf values are 1 to {@code b^d}, each node's leaves a block of consecutive values,
 *       and every child's block better for the player to move than the blocks before it (higher at MAX
 *       nodes, lower at MIN nodes), so every child improves its parent's value and stays inside the window
 *       its ancestors pass down.</li>
 *   <li>{@code ordered:b=3,d=4}: the same tree with every node's children reversed: the best child first
 *       everywhere, the perfect ordering under which alpha-beta evaluates Knuth and Moore's minimal tree,
 *       {@code b^ceil(d/2) + b^floor(d/2) - 1} leaves.</li>
 * </ul>
 *
 * <p>{@code seed} (random trees only) is 1 by default; the same name always gives the same tree. A tree may have at most
 * {@value TreeNotation#MAX_NODES} nodes. Errors are {@link NotationException}s of one line.
 */
public final class TreeGenerators {

    /** The generators' names, as a specification starts. */
    public static final Set<String> NAMES = Set.of("random", "ordered", "worst");

    private TreeGenerators() {
    }

    /**
     * Whether a text names a generated tree rather than writing one.
     *
     * @param text a position's text
     * @return {@code true} when it starts with a generator's name and a colon, or a word, a colon and options
     */
    public static boolean isGenerated(String text) {
        int colon = text.indexOf(':');
        // A written tree never holds '=', so "name:key=value" is a generator's name, known or not.
        return colon > 0 && (NAMES.contains(text.substring(0, colon).strip()) || text.indexOf('=') > colon);
    }

    /**
     * Builds a named tree.
     *
     * @param spec such as {@code random:b=3,d=4,seed=7}
     * @return the root
     * @throws NotationException for an unknown generator or option, a missing or bad value, or a tree too large
     */
    public static Node generate(String spec) {
        int colon = spec.indexOf(':');
        String name = colon < 0 ? spec.strip() : spec.substring(0, colon).strip();
        if (!NAMES.contains(name)) {
            throw new NotationException("unknown tree generator '" + name + "'; generators: ordered, random, worst");
        }
        Map<String, String> options = options(name, colon < 0 ? "" : spec.substring(colon + 1));
        try {
            int branching = (int) number(options, name, "b", 1, TreeNotation.MAX_CHILDREN);
            int depth = (int) number(options, name, "d", 1, TreeNotation.MAX_DEPTH);
            long seed = options.containsKey("seed")
                    ? InputNumbers.parseLong(options.get("seed"), "tree option 'seed'", Long.MIN_VALUE, Long.MAX_VALUE) : 1;
            boolean chance = name.equals("random") && flag(options.getOrDefault("chance", "false"));
            int levels = chance ? 2 * depth - 1 : depth;
            checkSize(name, branching, levels);
            SplittableRandom random = new SplittableRandom(seed);
            if (name.equals("random")) {
                int[] range = range(options.getOrDefault("values", "0..20"));
                return chance ? alternating(random, branching, depth, range, 0)
                        : uniform(branching, depth, () -> random.nextInt(range[0], range[1] + 1));
            }
            Node worst = worst(branching, depth, 0, 1);
            return name.equals("worst") ? worst : reversed(worst);
        } catch (InvalidInputException e) {
            throw new NotationException(e.getMessage());
        }
    }

    private static Map<String, String> options(String name, String text) {
        Set<String> known = name.equals("random") ? Set.of("b", "d", "seed", "chance", "values") : Set.of("b", "d");
        Map<String, String> options = new LinkedHashMap<>();
        for (String item : text.split(",")) {
            if (item.isBlank()) {
                continue;
            }
            int eq = item.indexOf('=');
            String key = (eq < 0 ? item : item.substring(0, eq)).strip();
            if (!known.contains(key)) {
                throw new NotationException("unknown option '" + key + "' for " + name + " trees; options: "
                        + String.join(", ", known.stream().sorted().toList()));
            }
            if (eq < 0) {
                throw new NotationException("option '" + key + "' of " + name + " trees needs a value, such as "
                        + key + "=3");
            }
            if (options.put(key, item.substring(eq + 1).strip()) != null) {
                throw new NotationException("option '" + key + "' of " + name + " trees is given twice");
            }
        }
        return options;
    }

    private static long number(Map<String, String> options, String name, String key, long min, long max) {
        String value = options.get(key);
        if (value == null) {
            throw new NotationException(name + " trees need " + key + "=" + (key.equals("b") ? "CHILDREN" : "PLIES")
                    + ", such as " + name + ":b=3,d=4");
        }
        return InputNumbers.parseLong(value, "tree option '" + key + "'", min, max);
    }

    private static boolean flag(String value) {
        return switch (value) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new NotationException("tree option 'chance' is true or false, not '" + value + "'");
        };
    }

    private static int[] range(String text) {
        int dots = text.indexOf("..");
        if (dots < 0) {
            throw new NotationException("tree option 'values' is LOW..HIGH, such as -9..9, not '" + text + "'");
        }
        int low = (int) InputNumbers.parseLong(text.substring(0, dots).strip(), "tree option 'values'", -1_000_000,
                1_000_000);
        int high = (int) InputNumbers.parseLong(text.substring(dots + 2).strip(), "tree option 'values'", low,
                1_000_000);
        return new int[] {low, high};
    }

    private static void checkSize(String name, int branching, int levels) {
        long nodes = 1;
        long layer = 1;
        for (int level = 0; level < levels; level++) {
            layer *= branching;
            nodes += layer;
            if (nodes > TreeNotation.MAX_NODES) {
                throw new NotationException(name + " tree too large: more than " + TreeNotation.MAX_NODES
                        + " nodes; lower b or d");
            }
        }
    }

    private interface Leaves {
        int next();
    }

    private static Node uniform(int branching, int depth, Leaves leaves) {
        if (depth == 0) {
            return Node.leaf(leaves.next());
        }
        List<Node> children = new ArrayList<>(branching);
        for (int i = 0; i < branching; i++) {
            children.add(uniform(branching, depth - 1, leaves));
        }
        return Node.player(children);
    }

    private static Node alternating(SplittableRandom random, int branching, int moves, int[] range, int level) {
        List<Node> children = new ArrayList<>(branching);
        for (int i = 0; i < branching; i++) {
            if (moves == 1) {
                children.add(Node.leaf(random.nextInt(range[0], range[1] + 1)));
            } else {
                List<Node> outcomes = new ArrayList<>(branching);
                for (int o = 0; o < branching; o++) {
                    outcomes.add(alternating(random, branching, moves - 1, range, level + 1));
                }
                double[] p = new double[branching];
                java.util.Arrays.fill(p, 1.0 / branching);
                double total = 0;
                for (int o = 0; o < branching - 1; o++) {
                    total += p[o];
                }
                p[branching - 1] = 1 - total;
                children.add(Node.chance(p, outcomes));
            }
        }
        return Node.player(children);
    }

    /**
     * The worst-ordered tree of height {@code height} whose leaves are {@code first} to {@code first + b^height - 1}.
     *
     * @param player the player to move at this node: 0 (MAX) takes the blocks in increasing order, 1 (MIN) decreasing
     */
    private static Node worst(int branching, int height, int player, int first) {
        if (height == 0) {
            return Node.leaf(first);
        }
        int block = (int) Math.pow(branching, height - 1);
        List<Node> children = new ArrayList<>(branching);
        for (int i = 0; i < branching; i++) {
            int rank = player == 0 ? i : branching - 1 - i;
            children.add(worst(branching, height - 1, 1 - player, first + rank * block));
        }
        return Node.player(children);
    }

    /** Every node's children in the opposite order. */
    private static Node reversed(Node node) {
        if (node.kind() == Node.Kind.LEAF) {
            return node;
        }
        List<Node> children = new ArrayList<>(node.children().size());
        for (int i = node.children().size() - 1; i >= 0; i--) {
            children.add(reversed(node.children().get(i)));
        }
        return Node.player(children).withValue(node.value()).withLabel(node.label());
    }
}

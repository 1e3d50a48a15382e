package dev.ply.games.tree;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import dev.ply.core.ZobristKeys;
import dev.ply.core.capability.BoardView;
import dev.ply.core.eval.Evaluator;
import dev.ply.games.tree.GameTree.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;

/**
 * The game {@code tree}: game trees written out, played through the core SPI so that every search, every
 * command and the trace tools work on the textbook's trees exactly as on a real game, and checked against
 * {@link GameTree#exactValue()}.
 *
 * <p><b>Positions</b> are a tree, written as {@link TreeNotation} reads it ({@code ((4,6,9),(2,7,8),(5,3,9))},
 * MAX to move over three MIN nodes) or named as {@link TreeGenerators} builds it ({@code ordered:b=3,d=4}),
 * optionally followed by the path to a node below the root: {@code ((4,6,9),(2,7,8),(5,3,9)) /1} is the
 * second MIN node. The registered game's initial position is that textbook tree. A position with a tree of
 * its own belongs to a <em>variant</em> of the game, a {@code TreeGame} of that tree (same id, its own move
 * count, depth and bounds): tools create searches for {@code state.game()}. A path alone ({@code /0/2})
 * names a node of this game's own tree.
 *
 * <p><b>Moves</b> (and chance outcomes) are child indices 0, 1, ...; a labelled child is written by its label
 * ({@code B}), and both are read. Terminal outcomes are the leaf values from each player's view, and the
 * evaluator scores a node at exactly its value ({@link Evaluator#winScore()} is 1; an interior node's static
 * value is 0 unless a generator set one), so a search's root score is the tree's value.
 *
 * <p>The game counts the positions entered and the leaves reached by every state of it
 * ({@link #positionsEntered()}, {@link #leavesReached()}): an independent measure of a search's work.
 */
public final class TreeGame implements Game {

    /** The textbook's tree, the registered game's initial position. */
    public static final String TEXTBOOK = "((4,6,9),(2,7,8),(5,3,9))";

    private final GameTree tree;
    /** The tree's text as written (a tree or a generator's name), or {@code null} for a tree given as an object. */
    private final String source;
    private final long salt;
    private final LongAdder positions = new LongAdder();
    private final LongAdder leaves = new LongAdder();

    /** The registered game, on the textbook's tree; the service loader calls this. */
    public TreeGame() {
        this(GameTree.of(TreeNotation.parse(TEXTBOOK)), TEXTBOOK);
    }

    /**
     * Wraps a tree.
     *
     * @param tree the tree
     */
    public TreeGame(GameTree tree) {
        this(tree, null);
    }

    private TreeGame(GameTree tree, String source) {
        this.tree = tree;
        this.source = source;
        this.salt = source == null ? 0 : ZobristKeys.mix(source.hashCode() * ZobristKeys.GOLDEN_GAMMA + 1);
    }

    /**
     * The game of a written or generated tree.
     *
     * @param text a tree as {@link TreeNotation} reads it, or a generator's name as {@link TreeGenerators} reads it
     * @return a new game whose initial position is that tree's root
     * @throws NotationException one line naming the problem
     */
    public static TreeGame of(String text) {
        String trimmed = text.strip();
        Node root = TreeGenerators.isGenerated(trimmed) ? TreeGenerators.generate(trimmed) : TreeNotation.parse(trimmed);
        return new TreeGame(GameTree.of(root), trimmed);
    }

    /**
     * The tree being played.
     *
     * @return the tree
     */
    public GameTree tree() {
        return tree;
    }

    /**
     * How many times any state of this game entered a position by {@link GameState#play(int)}.
     *
     * @return positions entered since creation or the last {@link #resetCounters()}
     */
    public long positionsEntered() {
        return positions.sum();
    }

    /**
     * How many times any state of this game entered a leaf.
     *
     * @return leaves reached since creation or the last {@link #resetCounters()}
     */
    public long leavesReached() {
        return leaves.sum();
    }

    /** Sets both counters to zero. */
    public void resetCounters() {
        positions.reset();
        leaves.reset();
    }

    @Override
    public String id() {
        return "tree";
    }

    @Override
    public String displayName() {
        return "Game trees (the textbook's, written or generated)";
    }

    @Override
    public GameState newState() {
        return new TreeState(this, new int[tree.depth() + 1], 0);
    }

    /**
     * Reads a position: a path in this game's tree ({@code /0/2}), or a tree (written or generated) with an
     * optional path, which gives a state of that tree's own game.
     *
     * @param notation such as {@code /1}, {@code ((4,6),(2,7)) /1} or {@code worst:b=2,d=3}
     * @return the state
     * @throws NotationException one line naming the problem
     */
    @Override
    public GameState parseState(String notation) {
        String text = notation.strip();
        if (text.isEmpty()) {
            throw new NotationException("a tree position is a tree such as " + TEXTBOOK
                    + ", a generated tree such as ordered:b=3,d=4, or a path such as /0/2");
        }
        if (text.startsWith("/")) {
            return descend(newState(), text);
        }
        int slash = pathStart(text);
        TreeGame variant = of(slash < 0 ? text : text.substring(0, slash));
        return slash < 0 ? variant.newState() : descend(variant.newState(), text.substring(slash).strip());
    }

    /** Where the path after a tree starts: the first '/' outside a probability ("1/6:") and outside brackets. */
    private static int pathStart(String text) {
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                depth++;
            } else if (c == ')' || c == ']' || c == '}') {
                depth--;
            } else if (c == '/' && depth == 0 && (i == 0 || Character.isWhitespace(text.charAt(i - 1)))) {
                return i;
            }
        }
        return -1;
    }

    private static GameState descend(GameState root, String path) {
        TreeState state = (TreeState) root;
        if (path.length() == 1) {
            return state;
        }
        for (String step : path.substring(1).split("/", -1)) {
            int child = state.childNamed(step.strip(), path);
            state.descend(child);
        }
        return state.rebased();
    }

    /**
     * The tree's text as written or named, if it was given as text.
     *
     * @return the text, or {@code null} for a tree given as an object
     */
    public String source() {
        return source;
    }

    @Override
    public int maxMoves() {
        return tree.maxBranching();
    }

    @Override
    public int maxPlies() {
        return tree.depth() + 1;
    }

    /** Leaf values are the outcomes, so the largest one is the tree's {@link GameTree#bound()}. */
    @Override
    public int maxOutcome() {
        return tree.bound();
    }

    @Override
    public boolean hasChanceNodes() {
        return tree.hasChanceNodes();
    }

    @Override
    public String playerName(int player) {
        return player == 0 ? "MAX" : "MIN";
    }

    @Override
    public Evaluator<TreeState> defaultEvaluator() {
        return new Evaluator<>() {
            @Override
            public int evaluate(TreeState state) {
                int v = tree.value[state.node()];
                return state.toMove() == 0 ? v : -v;
            }

            @Override
            public int bound() {
                return tree.bound();
            }

            @Override
            public int winScore() {
                return 1;
            }
        };
    }

    /** A position of a {@link TreeGame}: the path from the root. */
    public static final class TreeState implements GameState, BoardView {
        private final TreeGame game;
        private final GameTree tree;
        private final int[] path;
        private int length;
        private final int base;

        TreeState(TreeGame game, int[] path, int length) {
            this.game = game;
            this.tree = game.tree;
            this.path = path;
            this.length = length;
            this.base = length;
        }

        private TreeState(TreeGame game, int[] path, int length, int base) {
            this.game = game;
            this.tree = game.tree;
            this.path = path;
            this.length = length;
            this.base = base;
        }

        /**
         * The index of the current node in the tree.
         *
         * @return the node
         */
        public int node() {
            return length == 0 ? 0 : path[length - 1];
        }

        void descend(int child) {
            int next = tree.firstChild[node()] + child;
            path[length++] = next;
        }

        TreeState rebased() {
            return new TreeState(game, path, length, length);
        }

        @Override
        public Game game() {
            return game;
        }

        @Override
        public int toMove() {
            return tree.toMove[node()];
        }

        @Override
        public boolean isChanceNode() {
            return tree.chance[node()];
        }

        @Override
        public int legalMoves(int[] moves) {
            int count = tree.childCount[node()];
            for (int i = 0; i < count; i++) {
                moves[i] = i;
            }
            return count;
        }

        @Override
        public int chanceOutcomes(int[] outcomes, double[] probabilities) {
            int node = node();
            if (!tree.chance[node]) {
                return 0;
            }
            int count = tree.childCount[node];
            for (int i = 0; i < count; i++) {
                outcomes[i] = i;
                probabilities[i] = tree.probability[tree.firstChild[node] + i];
            }
            return count;
        }

        @Override
        public void play(int move) {
            descend(move);
            game.positions.increment();
            if (tree.childCount[node()] == 0) {
                game.leaves.increment();
            }
        }

        @Override
        public void undo() {
            if (length == base) {
                throw new IllegalStateException("no move to undo");
            }
            length--;
        }

        @Override
        public long hash() {
            return ZobristKeys.mix((node() + 1) * ZobristKeys.GOLDEN_GAMMA + game.salt);
        }

        @Override
        public boolean isTerminal() {
            return tree.childCount[node()] == 0;
        }

        @Override
        public int outcome(int player) {
            if (!isTerminal()) {
                throw new IllegalStateException("not a leaf: " + notation());
            }
            int v = tree.value[node()];
            return player == 0 ? v : -v;
        }

        @Override
        public int plies() {
            return length - base;
        }

        @Override
        public GameState copy() {
            return new TreeState(game, path.clone(), length, length);
        }

        @Override
        public String notation() {
            String path = path();
            if (game.source == null) {
                return path;
            }
            return path.equals("/") ? game.source : game.source + " " + path;
        }

        /**
         * The path from the root: {@code /} for the root, {@code /1/0} below it, labels where nodes have them.
         *
         * @return the path
         */
        public String path() {
            if (length == 0) {
                return "/";
            }
            StringBuilder text = new StringBuilder();
            int parent = 0;
            for (int i = 0; i < length; i++) {
                int child = path[i] - tree.firstChild[parent];
                String label = tree.label[path[i]];
                text.append('/').append(label != null ? label : Integer.toString(child));
                parent = path[i];
            }
            return text.toString();
        }

        /** One row: the current node's children, each a cell to click. */
        @Override
        public int rows() {
            return 1;
        }

        @Override
        public int columns() {
            return Math.max(1, tree.childCount[node()]);
        }

        /**
         * Each child as a token: a leaf shows its value, an inner node its label (or {@code ?}); the colour is the
         * player who moves there (a chance outcome shows its probability).
         */
        @Override
        public List<Token> pieces() {
            int node = node();
            int count = tree.childCount[node];
            List<Token> tokens = new ArrayList<>();
            if (count == 0) {
                tokens.add(new Token(Integer.toString(tree.value[node]), 0, "leaf"));
                return tokens;
            }
            for (int i = 0; i < count; i++) {
                int child = tree.firstChild[node] + i;
                String label = tree.label[child];
                String glyph = tree.childCount[child] == 0 ? Integer.toString(tree.value[child])
                        : label != null ? label : "?";
                if (tree.chance[node]) {
                    glyph += " (" + (float) tree.probability[child] + ")";
                }
                tokens.add(new Token(glyph, tree.toMove[child], tree.childCount[child] == 0 ? "leaf"
                        : tree.chance[child] ? "chance" : "node"));
            }
            return tokens;
        }

        @Override
        public String cellName(int cell) {
            return tree.childCount[node()] == 0 ? "" : moveToString(cell);
        }

        @Override
        public int[] clicks(int move) {
            return new int[] {move};
        }

        @Override
        public String moveToString(int move) {
            String label = move >= 0 && move < tree.childCount[node()] ? tree.label[tree.firstChild[node()] + move]
                    : null;
            return label != null ? label : Integer.toString(move);
        }

        @Override
        public int parseMove(String text) {
            return childNamed(text.strip(), text);
        }

        /** The child a step names, by label or index. */
        int childNamed(String step, String context) {
            int node = node();
            int count = tree.childCount[node];
            for (int i = 0; i < count; i++) {
                if (step.equals(tree.label[tree.firstChild[node] + i])) {
                    return i;
                }
            }
            int child;
            try {
                child = Integer.parseInt(step);
            } catch (NumberFormatException e) {
                throw new NotationException("'" + step + "' in '" + context + "' is neither a child index nor a"
                        + " child's label of node " + path());
            }
            if (count == 0) {
                throw new IllegalMoveException("node " + path() + " is a leaf: it has no child " + step);
            }
            if (child < 0 || child >= count) {
                throw new IllegalMoveException("node " + path() + " has children 0 to " + (count - 1) + ", not " + child);
            }
            return child;
        }

        @Override
        public String toString() {
            return "tree node " + path() + (isTerminal() ? " = " + tree.value[node()] : "");
        }
    }
}

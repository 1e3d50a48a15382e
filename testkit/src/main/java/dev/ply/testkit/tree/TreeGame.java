package dev.ply.testkit.tree;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import dev.ply.core.ZobristKeys;
import dev.ply.core.eval.Evaluator;
import java.util.concurrent.atomic.LongAdder;

/**
 * A {@link GameTree} as a {@link Game}, so that any search can run on it and be checked against
 * {@link GameTree#exactValue()}.
 *
 * <p>Moves (and chance outcomes) are child indices 0, 1, ...; positions are written as the path of
 * child indices from the root, {@code "/"} for the root and {@code "/0/2/1"} below it. Terminal outcomes
 * are the leaf values from each player's view, and the evaluator scores a leaf at exactly its value
 * ({@link Evaluator#winScore()} is 1), so a search's root score is comparable with the exact value.
 *
 * <p>The game counts the positions entered and the leaves reached by every state it created
 * ({@link #positionsEntered()}, {@link #leavesReached()}): an independent measure of a search's work.
 * Not registered for {@link java.util.ServiceLoader}; tests create it directly.
 */
public final class TreeGame implements Game {

    private final GameTree tree;
    private final LongAdder positions = new LongAdder();
    private final LongAdder leaves = new LongAdder();

    /**
     * Wraps a tree.
     *
     * @param tree the tree
     */
    public TreeGame(GameTree tree) {
        this.tree = tree;
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
        return "Synthetic game tree";
    }

    @Override
    public GameState newState() {
        return new TreeState(this, new int[tree.depth() + 1], 0);
    }

    @Override
    public GameState parseState(String notation) {
        if (!notation.startsWith("/")) {
            throw new NotationException("a tree position starts with '/', not '" + notation + "'");
        }
        TreeState state = (TreeState) newState();
        if (notation.length() == 1) {
            return state;
        }
        for (String step : notation.substring(1).split("/", -1)) {
            int child;
            try {
                child = Integer.parseInt(step);
            } catch (NumberFormatException e) {
                throw new NotationException("'" + step + "' in '" + notation + "' is not a child index");
            }
            if (child < 0 || child >= tree.childCount[state.node()]) {
                throw new NotationException("node '" + notation + "' does not exist: no child " + child);
            }
            state.descend(child);
        }
        return state.rebased();
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
    public static final class TreeState implements GameState {
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
            return ZobristKeys.mix((node() + 1) * ZobristKeys.GOLDEN_GAMMA);
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
            if (length == 0) {
                return "/";
            }
            StringBuilder text = new StringBuilder();
            int parent = 0;
            for (int i = 0; i < length; i++) {
                text.append('/').append(path[i] - tree.firstChild[parent]);
                parent = path[i];
            }
            return text.toString();
        }

        @Override
        public String moveToString(int move) {
            return Integer.toString(move);
        }

        @Override
        public int parseMove(String text) {
            int child;
            try {
                child = Integer.parseInt(text.trim());
            } catch (NumberFormatException e) {
                throw new NotationException("'" + text + "' is not a child index");
            }
            if (child < 0 || child >= tree.childCount[node()]) {
                throw new IllegalMoveException("node " + notation() + " has no child " + child);
            }
            return child;
        }

        @Override
        public String toString() {
            return "tree node " + notation() + (isTerminal() ? " = " + tree.value[node()] : "");
        }
    }
}

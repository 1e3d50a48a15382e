package dev.ply.testkit.tree;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import dev.ply.core.ZobristKeys;
import dev.ply.core.eval.Evaluator;

/**
 * A uniform game tree too large to store: every position has {@code branching} moves, the game ends
 * after {@code depth} plies (or never, with depth 0), and values come from a hash of the path. For
 * testing time limits, stop requests and node limits of searches, where a search must be cut short.
 *
 * <p>Moves are 0 to {@code branching - 1}; positions are written as the path, {@code "/"} for the
 * root and {@code "/3/0/2"} below it. Players alternate; the evaluator returns a pseudo-random value in
 * {@code [-100, 100]} from the side to move's view, and leaves of a finite tree score the same. Not
 * registered for {@link java.util.ServiceLoader}.
 *
 * <p>With chance outcomes ({@link #ImplicitTreeGame(int, int, long, int)}) every move is followed by a
 * chance node, as a turn of backgammon is a roll and a play: outcome {@code i} of {@code n} has
 * probability {@code (i + 1) / (n (n + 1) / 2)}, and the player who did not make the move moves next.
 * Chance events count as plies of {@code depth}.
 */
public final class ImplicitTreeGame implements Game {

    private static final int VALUE_BOUND = 100;
    private static final int MAX_PATH = 4096;

    private final int branching;
    private final int depth;
    private final long seed;
    private final int outcomes;

    /**
     * Creates the game.
     *
     * @param branching moves per position, at least 1
     * @param depth plies until the game ends, or 0 for a game that never ends
     * @param seed varies the values
     */
    public ImplicitTreeGame(int branching, int depth, long seed) {
        this(branching, depth, seed, 0);
    }

    /**
     * Creates the game with a chance node after every move.
     *
     * @param branching moves per player position, at least 1
     * @param depth plies (moves and chance events) until the game ends, or 0 for a game that never ends
     * @param seed varies the values
     * @param outcomes chance outcomes after every move, at least 1; 0 for a game without chance nodes
     */
    public ImplicitTreeGame(int branching, int depth, long seed, int outcomes) {
        if (branching < 1 || depth < 0 || outcomes < 0) {
            throw new IllegalArgumentException("implicit tree with branching " + branching + ", depth " + depth
                    + ", outcomes " + outcomes);
        }
        this.branching = branching;
        this.depth = depth;
        this.seed = seed;
        this.outcomes = outcomes;
    }

    @Override
    public String id() {
        return "implicit-tree";
    }

    @Override
    public String displayName() {
        return "Implicit uniform tree";
    }

    @Override
    public GameState newState() {
        return new State(this);
    }

    @Override
    public GameState parseState(String notation) {
        if (!notation.startsWith("/")) {
            throw new NotationException("a tree position starts with '/', not '" + notation + "'");
        }
        State state = new State(this);
        if (notation.length() > 1) {
            for (String step : notation.substring(1).split("/", -1)) {
                try {
                    state.play(state.parseMove(step));
                } catch (NotationException e) {
                    throw new NotationException("bad step '" + step + "' in '" + notation + "'");
                }
            }
        }
        state.base = state.length;
        return state;
    }

    @Override
    public int maxMoves() {
        return Math.max(branching, outcomes);
    }

    @Override
    public int maxPlies() {
        return depth == 0 ? MAX_PATH : depth + 1;
    }

    @Override
    public boolean hasChanceNodes() {
        return outcomes > 0;
    }

    @Override
    public Evaluator<State> defaultEvaluator() {
        return new Evaluator<>() {
            @Override
            public int evaluate(State state) {
                return state.value();
            }

            @Override
            public int bound() {
                return VALUE_BOUND;
            }
        };
    }

    /** A position: the path from the root and its running hash. */
    public static final class State implements GameState {
        private final ImplicitTreeGame game;
        private final int[] path = new int[MAX_PATH];
        private final long[] hashes = new long[MAX_PATH + 1];
        private int length;
        private int base;

        State(ImplicitTreeGame game) {
            this.game = game;
            this.hashes[0] = mix(game.seed);
        }

        int value() {
            return (int) ((hashes[length] >>> 33) % (2 * VALUE_BOUND + 1)) - VALUE_BOUND;
        }

        private static long mix(long x) {
            return ZobristKeys.mix(x + ZobristKeys.GOLDEN_GAMMA);
        }

        @Override
        public Game game() {
            return game;
        }

        @Override
        public int toMove() {
            // With chance nodes a turn takes two plies, a move and then the chance event.
            return game.outcomes == 0 ? length & 1 : (length + 1) / 2 & 1;
        }

        @Override
        public boolean isChanceNode() {
            return game.outcomes > 0 && (length & 1) == 1 && !isTerminal();
        }

        private int moveCount() {
            return isTerminal() ? 0 : isChanceNode() ? game.outcomes : game.branching;
        }

        @Override
        public int legalMoves(int[] moves) {
            int count = moveCount();
            for (int i = 0; i < count; i++) {
                moves[i] = i;
            }
            return count;
        }

        @Override
        public int chanceOutcomes(int[] outcomes, double[] probabilities) {
            if (!isChanceNode()) {
                return 0;
            }
            int n = game.outcomes;
            double total = n * (n + 1) / 2.0;
            for (int i = 0; i < n; i++) {
                outcomes[i] = i;
                probabilities[i] = (i + 1) / total;
            }
            return n;
        }

        @Override
        public void play(int move) {
            path[length] = move;
            hashes[length + 1] = mix(hashes[length] ^ (move + 1L) * 0xC2B2AE3D27D4EB4FL);
            length++;
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
            return hashes[length];
        }

        @Override
        public boolean isTerminal() {
            return game.depth > 0 && length >= game.depth || length >= MAX_PATH - 1;
        }

        @Override
        public int outcome(int player) {
            if (!isTerminal()) {
                throw new IllegalStateException("not a leaf");
            }
            int v = value() > 0 ? 1 : value() < 0 ? -1 : 0;
            return player == toMove() ? v : -v;
        }

        @Override
        public int plies() {
            return length - base;
        }

        @Override
        public GameState copy() {
            State copy = new State(game);
            System.arraycopy(path, 0, copy.path, 0, length);
            System.arraycopy(hashes, 0, copy.hashes, 0, length + 1);
            copy.length = length;
            copy.base = length;
            return copy;
        }

        @Override
        public String notation() {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < length; i++) {
                text.append('/').append(path[i]);
            }
            return length == 0 ? "/" : text.toString();
        }

        @Override
        public String moveToString(int move) {
            return Integer.toString(move);
        }

        @Override
        public int parseMove(String text) {
            int move;
            try {
                move = Integer.parseInt(text.trim());
            } catch (NumberFormatException e) {
                throw new NotationException("'" + text + "' is not a move number");
            }
            if (move < 0 || move >= moveCount()) {
                throw new IllegalMoveException("no move " + move + " at " + notation());
            }
            return move;
        }

        @Override
        public String toString() {
            return "implicit tree node " + notation();
        }
    }
}

package dev.ply.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.NotationException;
import dev.ply.core.Ply;
import dev.ply.core.capability.BoardView;
import dev.ply.core.capability.DrawRules;
import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.capability.SparseFeatures;
import dev.ply.core.capability.PassMove;
import dev.ply.core.eval.Evaluator;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The conformance tests every {@link Game} runs, Ply's own and any user's. Subclass it in your
 * game's tests and say which game:
 *
 * <pre>{@code
 * class ConnectFourContractTest extends GameContract {
 *     protected Game game() { return new ConnectFour(); }
 *     protected List<String> positions() { return List.of("...", "..."); }
 * }
 * }</pre>
 *
 * <p>Each check walks random play-outs from the initial state and from {@link #positions()}, and at
 * every state it reaches checks one rule of the SPI: play/undo restores the state and its hash; the
 * incremental hash equals the hash of the same position parsed from its notation; positions reached by
 * different move orders have equal hashes; copies are independent; notation round-trips (terminal status and
 * moves too, except in a repeated position, whose draw by repetition depends on history); every legal
 * move's string parses back to that move; chance probabilities are positive and sum to 1; terminal
 * states have no moves and zero-sum outcomes no larger than {@link Game#maxOutcome()}; move counts fit
 * {@link Game#maxMoves()}. It also checks that malformed positions and moves are rejected with a
 * {@link NotationException}, that seeded random mutations of positions ({@link NotationFuzzer}) are answered
 * with a one-line error or a sound state and never hang, that the game is registered for {@link java.util.ServiceLoader}, and that
 * the default evaluator keeps its bound.
 *
 * <p>Games can add rules-level checks: {@link #referencePerft()} (reference move counts the contract runs) and
 * {@link #finishedPositions()} (finished positions with their outcomes). Every state the play-outs reach that is
 * not finished must have a move, a pass where the player has nothing else: the SPI's rule for games with passes.
 *
 * <p>Failures name the start position and the moves that led to the failing state, so a failure can
 * be replayed. Play-outs are seeded: a run is repeatable.
 */
public abstract class GameContract {

    /**
     * The game under test.
     *
     * @return the game
     */
    protected abstract Game game();

    /** For subclasses: one per game or search under test. */
    protected GameContract() {
    }

    /**
     * Positions, in the game's notation, to start play-outs from besides the initial state: tricky
     * ones where rules interact (castling through check, bearing off, multi-jumps).
     *
     * @return positions; empty by default
     */
    protected List<String> positions() {
        return List.of();
    }

    /**
     * How many play-outs each check walks from each start position.
     *
     * @return 10 by default
     */
    protected int playouts() {
        return 10;
    }

    /**
     * The longest play-out, in plies; longer games are cut off there.
     *
     * @return 300 by default
     */
    protected int maxPlayoutPlies() {
        return 300;
    }

    /**
     * Texts that are not positions of the game, each of which {@link Game#parseState(String)} must
     * reject with a {@link NotationException}. Games add their own typical mistakes.
     *
     * @return malformed positions
     */
    protected List<String> malformedPositions() {
        return List.of("", "   ", "this is not a position", "\u0000\u0001", "////////", "12345678901234567890");
    }

    /**
     * Texts that are not legal moves in the initial position, each of which
     * {@link GameState#parseMove(String)} must reject with a {@link NotationException}.
     *
     * @return malformed or illegal moves
     */
    protected List<String> malformedMoves() {
        return List.of("", "  ", "??", "not-a-move", "zz99", "-1", "99999999999");
    }

    /**
     * Whether random play-outs of this game are expected to reach some position by two different move
     * orders, so that the transposition check has something to compare. Games where that is rare for
     * random play (chance games) return {@code false}.
     *
     * @return {@code true} by default
     */
    protected boolean expectsTranspositions() {
        return true;
    }

    /**
     * What identifies a state's position for its {@link GameState#hash() hash}: states with equal identities
     * must have equal hashes, and states with different identities should not share one. By default the
     * whole {@link GameState#notation() notation}; a game whose notation also holds counters that the hash
     * rightly leaves out (chess's FEN ends with the halfmove clock and the move number, which the repetition
     * rule ignores) returns the notation without them.
     *
     * @param state a state of the game; must be left as found
     * @return the position's identity
     */
    protected String positionIdentity(GameState state) {
        return state.notation();
    }

    /** A visitor of the states a play-out reaches; {@code path} describes how it was reached. */
    @FunctionalInterface
    protected interface StateCheck {
        /**
         * Checks one state.
         *
         * @param state the state; must be left as found
         * @param path the start position and moves that reached it, for failure messages
         */
        void check(GameState state, String path);
    }

    /**
     * Walks the seeded random play-outs from every start position and checks each state reached,
     * the final one included. Subclasses can use it for rules of their own.
     *
     * @param check the check
     */
    protected final void forEachPlayoutState(StateCheck check) {
        Game game = game();
        SplittableRandom random = new SplittableRandom(0x5EED_2026L);
        for (String start : starts()) {
            for (int p = 0; p < playouts(); p++) {
                GameState state = start == null ? game.newState() : game.parseState(start);
                // A position may belong to a variant of the game (the tree game's trees): same id, its own sizes.
                assertThat(state.game().id()).as("the game of %s", start).isEqualTo(game.id());
                int[] moves = new int[state.game().maxMoves()];
                StringBuilder path = new StringBuilder(start == null ? "initial position" : start).append(" moves:");
                for (int ply = 0; ply <= maxPlayoutPlies(); ply++) {
                    check.check(state, path.toString());
                    if (state.isTerminal() || ply == maxPlayoutPlies()) {
                        break;
                    }
                    int count = state.legalMoves(moves);
                    int move = moves[random.nextInt(count)];
                    path.append(' ').append(state.moveToString(move));
                    state.play(move);
                }
            }
        }
    }

    private List<String> starts() {
        List<String> starts = new ArrayList<>();
        starts.add(null);
        starts.addAll(positions());
        return starts;
    }

    /** A snapshot of everything observable about a state, to compare before and after. */
    private record Snapshot(String notation, long hash, int toMove, boolean chance, boolean terminal, int plies,
            List<Integer> moves) {
    }

    private static Snapshot snapshot(GameState state) {
        int[] buffer = new int[state.game().maxMoves()];
        int count = state.legalMoves(buffer);
        List<Integer> moves = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            moves.add(buffer[i]);
        }
        return new Snapshot(state.notation(), state.hash(), state.toMove(), state.isChanceNode(), state.isTerminal(),
                state.plies(), moves);
    }

    private static int[] legal(GameState state) {
        int[] buffer = new int[state.game().maxMoves()];
        return Arrays.copyOf(buffer, state.legalMoves(buffer));
    }

    @Test
    void shouldRestoreStateAndHashAfterUndoOfEveryMove() {
        forEachPlayoutState((state, path) -> {
            Snapshot before = snapshot(state);
            for (int move : legal(state)) {
                // Written before playing: moveToString takes a legal move of the current position.
                String text = state.moveToString(move);
                state.play(move);
                assertThat(state.plies()).as("plies after %s at %s", text, path).isEqualTo(before.plies() + 1);
                state.undo();
                Snapshot after = snapshot(state);
                if (!after.equals(before)) {
                    fail("undo of " + text + " did not restore the state at " + path + "\nbefore: " + before
                            + "\nafter:  " + after);
                }
            }
        });
    }

    @Test
    void shouldRestoreTheStartAfterUndoingAWholePlayout() {
        Game game = game();
        SplittableRandom random = new SplittableRandom(11);
        for (String start : starts()) {
            GameState state = start == null ? game.newState() : game.parseState(start);
            int[] moves = new int[state.game().maxMoves()]; // a parsed position may be of a larger variant
            Snapshot initial = snapshot(state);
            int played = 0;
            while (!state.isTerminal() && played < maxPlayoutPlies()) {
                int count = state.legalMoves(moves);
                state.play(moves[random.nextInt(count)]);
                played++;
            }
            for (int i = 0; i < played; i++) {
                state.undo();
            }
            assertThat(snapshot(state)).as("after undoing %d plies from %s", played, start).isEqualTo(initial);
            assertThatThrownBy(state::undo).as("undo with nothing to undo").isInstanceOf(IllegalStateException.class);
        }
    }

    @Test
    void shouldKeepTheIncrementalHashEqualToTheHashOfTheParsedPosition() {
        forEachPlayoutState((state, path) -> {
            GameState parsed = game().parseState(state.notation());
            assertThat(state.hash()).as("incremental hash vs hash from scratch at %s", path).isEqualTo(parsed.hash());
        });
    }

    @Test
    void shouldRoundTripTheNotation() {
        forEachPlayoutState((state, path) -> {
            GameState parsed = game().parseState(state.notation());
            assertThat(parsed.notation()).as("notation of parsed notation at %s", path).isEqualTo(state.notation());
            assertThat(parsed.toMove()).as("player to move at %s", path).isEqualTo(state.toMove());
            assertThat(parsed.isChanceNode()).as("chance node at %s", path).isEqualTo(state.isChanceNode());
            if (state instanceof DrawRules rules && rules.isRepetition()) {
                // A repeated position may be drawn by its history, which no notation of the position holds.
                return;
            }
            assertThat(parsed.isTerminal()).as("terminal at %s", path).isEqualTo(state.isTerminal());
            int[] mine = legal(state);
            int[] theirs = legal(parsed);
            Arrays.sort(mine);
            Arrays.sort(theirs);
            assertThat(theirs).as("legal moves of the parsed position at %s", path).isEqualTo(mine);
        });
    }

    @Test
    void shouldGiveEqualHashesToEqualPositionsReachedByDifferentMoveOrders() {
        Map<String, Long> hashes = new HashMap<>();
        Map<Long, String> notations = new HashMap<>();
        Map<String, String> firstPath = new HashMap<>();
        int[] transpositions = {0};
        forEachPlayoutState((state, path) -> {
            String notation = positionIdentity(state);
            Long known = hashes.putIfAbsent(notation, state.hash());
            if (known != null) {
                assertThat(state.hash()).as("hash of %s reached by %s and by %s", notation, path,
                        firstPath.get(notation)).isEqualTo(known);
                if (!path.equals(firstPath.get(notation))) {
                    transpositions[0]++;
                }
            } else {
                firstPath.put(notation, path);
            }
            String other = notations.putIfAbsent(state.hash(), notation);
            assertThat(other == null || other.equals(notation))
                    .as("positions %s and %s share the hash %s", other, notation, state.hash()).isTrue();
        });
        transpositions[0] += swappedMoveOrders();
        if (expectsTranspositions()) {
            assertThat(transpositions[0]).as("transpositions found to compare").isPositive();
        }
    }

    /** Plays a, b, c and c, b, a where both are legal, and compares the hashes when they meet. */
    private int swappedMoveOrders() {
        int[] found = {0};
        SplittableRandom random = new SplittableRandom(5);
        forEachPlayoutState((state, path) -> {
            if (state.isTerminal() || state.isChanceNode() || random.nextInt(4) != 0) {
                return;
            }
            int[] first = legal(state);
            int a = first[random.nextInt(first.length)];
            state.play(a);
            if (state.isTerminal() || state.isChanceNode()) {
                state.undo();
                return;
            }
            int[] second = legal(state);
            int b = second[random.nextInt(second.length)];
            state.play(b);
            if (state.isTerminal() || state.isChanceNode()) {
                state.undo();
                state.undo();
                return;
            }
            int[] third = legal(state);
            int c = third[random.nextInt(third.length)];
            state.play(c);
            String notation = positionIdentity(state);
            long hash = state.hash();
            state.undo();
            state.undo();
            state.undo();
            if (a != c && contains(legal(state), c)) {
                state.play(c);
                if (!state.isTerminal() && !state.isChanceNode() && contains(legal(state), b)) {
                    state.play(b);
                    if (!state.isTerminal() && !state.isChanceNode() && contains(legal(state), a)) {
                        state.play(a);
                        if (positionIdentity(state).equals(notation)) {
                            found[0]++;
                            assertThat(state.hash()).as("hash after %s %s %s vs reversed, at %s", a, b, c, path)
                                    .isEqualTo(hash);
                        }
                        state.undo();
                    }
                    state.undo();
                }
                state.undo();
            }
        });
        return found[0];
    }

    private static boolean contains(int[] moves, int move) {
        for (int m : moves) {
            if (m == move) {
                return true;
            }
        }
        return false;
    }

    @Test
    void shouldKeepCopiesIndependent() {
        SplittableRandom random = new SplittableRandom(3);
        forEachPlayoutState((state, path) -> {
            if (state.isTerminal() || random.nextInt(3) != 0) {
                return;
            }
            Snapshot original = snapshot(state);
            GameState copy = state.copy();
            assertThat(copy.notation()).as("copy at %s", path).isEqualTo(original.notation());
            assertThat(copy.hash()).as("copy's hash at %s", path).isEqualTo(original.hash());
            int[] moves = legal(copy);
            copy.play(moves[random.nextInt(moves.length)]);
            assertThat(snapshot(state)).as("original after playing on its copy at %s", path).isEqualTo(original);
            String copyNotation = copy.notation();
            long copyHash = copy.hash();
            int[] mine = legal(state);
            state.play(mine[random.nextInt(mine.length)]);
            assertThat(copy.notation()).as("copy after playing on the original at %s", path).isEqualTo(copyNotation);
            assertThat(copy.hash()).isEqualTo(copyHash);
            state.undo();
            copy.undo();
            assertThat(copy.notation()).as("copy after undo at %s", path).isEqualTo(original.notation());
        });
    }

    @Test
    void shouldParseEveryLegalMovesNotationBackToTheSameMove() {
        forEachPlayoutState((state, path) -> {
            Set<String> texts = new HashSet<>();
            for (int move : legal(state)) {
                String text = state.moveToString(move);
                assertThat(texts.add(text)).as("two moves written %s at %s", text, path).isTrue();
                assertThat(state.parseMove(text)).as("parse of %s at %s", text, path).isEqualTo(move);
            }
        });
    }

    @Test
    void shouldDescribeItsBoardSoThatEveryLegalMoveHasItsOwnClicks() {
        forEachPlayoutState((state, path) -> {
            if (!(state instanceof BoardView board)) {
                return;
            }
            int cells = board.rows() * board.columns();
            assertThat(cells).as("board size at %s", path).isPositive();
            assertThat(board.pieces()).as("one entry per cell at %s", path).hasSize(cells);
            for (int cell = 0; cell < cells; cell++) {
                assertThat(board.cellName(cell)).as("name of cell %s at %s", cell, path).isNotNull();
            }
            if (state.isTerminal() || state.isChanceNode()) {
                return;
            }
            Set<String> seen = new HashSet<>();
            for (int move : legal(state)) {
                int[] clicks = board.clicks(move);
                for (int click : clicks) {
                    assertThat(click).as("a click of %s at %s", state.moveToString(move), path).isBetween(0, cells - 1);
                }
                String key = Arrays.toString(clicks) + " " + board.option(move);
                assertThat(seen.add(key)).as("two moves clicked as %s at %s", key, path).isTrue();
            }
        });
    }

    @Test
    void shouldEncodeEveryPositionForANetworkAndIndexEachLegalMoveApart() {
        forEachPlayoutState((state, path) -> {
            if (!(state instanceof NetworkEncoding encoding)) {
                return;
            }
            assertThat(encoding.inputSize()).as("input size at %s", path)
                    .isEqualTo(encoding.inputPlanes() * encoding.inputHeight() * encoding.inputWidth()).isPositive();
            float[] input = new float[encoding.inputSize() + 2];
            Arrays.fill(input, Float.NaN);
            String before = state.notation();
            encoding.encode(input, 1);
            assertThat(state.notation()).as("encode leaves the state alone at %s", path).isEqualTo(before);
            assertThat(input[0]).as("encode writes nothing before its offset").isNaN();
            assertThat(input[input.length - 1]).as("encode writes nothing after its inputs").isNaN();
            for (int i = 1; i <= encoding.inputSize(); i++) {
                assertThat(Float.isFinite(input[i])).as("input %s at %s", i - 1, path).isTrue();
            }
            if (state.isTerminal() || state.isChanceNode()) {
                return;
            }
            Set<Integer> actions = new HashSet<>();
            for (int move : legal(state)) {
                int action = encoding.actionIndex(move);
                assertThat(action).as("action of %s at %s", state.moveToString(move), path)
                        .isBetween(0, encoding.actionCount() - 1);
                assertThat(actions.add(action) || !encoding.distinctActions())
                        .as("two legal moves share action %s at %s", action, path).isTrue();
            }
        });
    }

    @Test
    void shouldListEachPositionsActiveFeaturesOnceEachWithinTheFeatureSet() {
        forEachPlayoutState((state, path) -> {
            if (!(state instanceof SparseFeatures sparse)) {
                return;
            }
            assertThat(sparse.featureSetName()).as("feature set's name").isNotBlank();
            assertThat(sparse.featureCount()).as("feature count").isPositive();
            int[] active = new int[sparse.maxActiveFeatures() + 1];
            Arrays.fill(active, -1);
            String before = state.notation();
            int count = sparse.activeFeatures(active);
            assertThat(state.notation()).as("activeFeatures leaves the state alone at %s", path).isEqualTo(before);
            assertThat(count).as("active features at %s", path).isBetween(0, sparse.maxActiveFeatures());
            assertThat(active[sparse.maxActiveFeatures()]).as("nothing written past maxActiveFeatures").isEqualTo(-1);
            Set<Integer> seen = new HashSet<>();
            for (int i = 0; i < count; i++) {
                assertThat(active[i]).as("feature at %s", path).isBetween(0, sparse.featureCount() - 1);
                assertThat(seen.add(active[i])).as("feature %s twice at %s", active[i], path).isTrue();
            }
            int[] again = new int[sparse.maxActiveFeatures()];
            int copied = ((SparseFeatures) state.copy()).activeFeatures(again);
            Set<Integer> copySeen = new HashSet<>();
            for (int i = 0; i < copied; i++) {
                copySeen.add(again[i]);
            }
            assertThat(copySeen).as("a copy's features at %s", path).isEqualTo(seen);
            int words = (sparse.featureCount() + 63) / 64;
            long[] bits = new long[words + 1];
            Arrays.fill(bits, 0x5a5a5a5a5a5a5a5aL);
            if (sparse.activeFeatureBits(bits)) {
                for (int feature = 0; feature < words * 64; feature++) {
                    boolean on = (bits[feature >>> 6] >>> (feature & 63) & 1) != 0;
                    assertThat(on).as("bit of feature %s at %s", feature, path).isEqualTo(seen.contains(feature));
                }
                assertThat(bits[words]).as("nothing written past the feature words").isEqualTo(0x5a5a5a5a5a5a5a5aL);
            }
        });
    }

    /**
     * A game's symmetries keep its rules: the mirror image of a game, move for move, is a game whose every position
     * encodes as the mirror image of the original's, with the mirrored legal moves.
     */
    @Test
    void shouldMirrorGamesMoveForMoveUnderEachSymmetry() {
        Game game = game();
        if (!(game.newState() instanceof NetworkEncoding first) || first.symmetryCount() == 1) {
            return;
        }
        SplittableRandom random = new SplittableRandom(0x5EED_2027L);
        for (int symmetry = 0; symmetry < first.symmetryCount(); symmetry++) {
            for (int p = 0; p < Math.max(1, playouts() / 2); p++) {
                GameState state = game.newState();
                GameState mirror = game.newState();
                int[] moves = new int[game.maxMoves()];
                int[] mirrorMoves = new int[game.maxMoves()];
                StringBuilder path = new StringBuilder("symmetry " + symmetry + ", moves:");
                while (true) {
                    assertThat(mirror.isTerminal()).as("terminal alike at %s", path).isEqualTo(state.isTerminal());
                    assertEncodedAsMirror(state, mirror, symmetry, path.toString());
                    if (state.isTerminal() || state.isChanceNode()) {
                        break;
                    }
                    int count = state.legalMoves(moves);
                    int mirrorCount = mirror.legalMoves(mirrorMoves);
                    assertThat(mirrorCount).as("legal moves of the mirror at %s", path).isEqualTo(count);
                    int move = moves[random.nextInt(count)];
                    int action = ((NetworkEncoding) state).symmetricAction(symmetry, ((NetworkEncoding) state)
                            .actionIndex(move));
                    int mirrored = GameState.NO_MOVE;
                    for (int i = 0; i < mirrorCount; i++) {
                        if (((NetworkEncoding) mirror).actionIndex(mirrorMoves[i]) == action) {
                            mirrored = mirrorMoves[i];
                        }
                    }
                    assertThat(mirrored).as("the mirror of %s is legal at %s", state.moveToString(move), path)
                            .isNotEqualTo(GameState.NO_MOVE);
                    path.append(' ').append(state.moveToString(move));
                    state.play(move);
                    mirror.play(mirrored);
                }
            }
        }
    }

    private static void assertEncodedAsMirror(GameState state, GameState mirror, int symmetry, String path) {
        NetworkEncoding encoding = (NetworkEncoding) state;
        float[] original = new float[encoding.inputSize()];
        float[] mirrored = new float[encoding.inputSize()];
        encoding.encode(original, 0);
        ((NetworkEncoding) mirror).encode(mirrored, 0);
        int cells = encoding.inputHeight() * encoding.inputWidth();
        for (int plane = 0; plane < encoding.inputPlanes(); plane++) {
            for (int cell = 0; cell < cells; cell++) {
                assertThat(mirrored[plane * cells + encoding.symmetricCell(symmetry, cell)])
                        .as("plane %s cell %s under symmetry %s at %s", plane, cell, symmetry, path)
                        .isEqualTo(original[plane * cells + cell]);
            }
        }
    }

    @Test
    void shouldListDistinctMovesThatFitMaxMoves() {
        forEachPlayoutState((state, path) -> {
            int max = state.game().maxMoves();
            int[] exact = new int[max];
            int count = state.legalMoves(exact);
            assertThat(count).as("move count at %s", path).isBetween(0, max);
            Set<Integer> distinct = new HashSet<>();
            for (int i = 0; i < count; i++) {
                assertThat(exact[i]).as("moves are non-negative at %s", path).isNotNegative();
                assertThat(distinct.add(exact[i])).as("move %s (%s) listed twice at %s", state.moveToString(exact[i]),
                        exact[i], path).isTrue();
            }
        });
    }

    @Test
    void shouldGiveChanceNodesPositiveProbabilitiesThatSumToOne() {
        forEachPlayoutState((state, path) -> {
            int max = state.game().maxMoves();
            int[] outcomes = new int[max];
            double[] probabilities = new double[max];
            int count = state.chanceOutcomes(outcomes, probabilities);
            if (!state.isChanceNode()) {
                assertThat(count).as("chance outcomes of a player node at %s", path).isZero();
                return;
            }
            assertThat(state.game().hasChanceNodes()).as("game declares chance nodes").isTrue();
            assertThat(Arrays.copyOf(outcomes, count)).as("outcomes equal the moves at %s", path)
                    .isEqualTo(legal(state));
            double sum = 0;
            for (int i = 0; i < count; i++) {
                assertThat(probabilities[i]).as("probability of outcome %s at %s", outcomes[i], path).isPositive();
                sum += probabilities[i];
            }
            assertThat(sum).as("sum of probabilities at %s", path).isCloseTo(1.0,
                    org.assertj.core.api.Assertions.within(1e-9));
        });
    }

    @Test
    void shouldEndGamesWithNoMovesAndZeroSumOutcomes() {
        forEachPlayoutState((state, path) -> {
            assertThat(state.toMove()).as("player to move at %s", path).isIn(0, 1);
            if (state.isTerminal()) {
                assertThat(legal(state)).as("moves of a finished game at %s", path).isEmpty();
                assertThat(state.outcome(0)).as("zero-sum outcome at %s", path).isEqualTo(-state.outcome(1));
                assertThat(Math.abs(state.outcome(0))).as("|outcome| at %s, within Game.maxOutcome()", path)
                        .isBetween(0, state.game().maxOutcome());
                assertThat(state.isChanceNode()).as("a finished game is no chance node, at %s", path).isFalse();
            } else {
                assertThat(legal(state)).as("moves of an unfinished game at %s", path).isNotEmpty();
                assertThatThrownBy(() -> state.outcome(0)).as("outcome before the end at %s", path)
                        .isInstanceOf(IllegalStateException.class);
            }
        });
    }

    @Test
    void shouldKeepTheDefaultEvaluatorWithinItsBoundAndLeaveTheStateAlone() {
        @SuppressWarnings("unchecked")
        Evaluator<GameState> evaluator = (Evaluator<GameState>) game().defaultEvaluator();
        assertThat(evaluator.bound()).isPositive();
        assertThat(evaluator.winScore()).isPositive();
        forEachPlayoutState((state, path) -> {
            if (state.isTerminal()) {
                return;
            }
            @SuppressWarnings("unchecked")
            Evaluator<GameState> own = (Evaluator<GameState>) state.game().defaultEvaluator();
            long hash = state.hash();
            int score = own.evaluate(state);
            assertThat(Math.abs(score)).as("|evaluation| at %s", path).isLessThanOrEqualTo(own.bound());
            assertThat(state.hash()).as("hash after evaluation at %s", path).isEqualTo(hash);
        });
    }

    @Test
    void shouldRejectMalformedPositionsWithOneLine() {
        for (String text : malformedPositions()) {
            assertThatThrownBy(() -> game().parseState(text)).as("parseState(\"%s\")", text)
                    .isInstanceOf(NotationException.class)
                    .satisfies(e -> assertThat(e.getMessage()).isNotBlank().doesNotContain("\n"));
        }
    }

    /**
     * Reference perft counts the contract checks itself: for each position (in the game's notation; the key
     * {@code ""} for the initial state), the move-path counts of depths 1, 2, 3 and so on, as published for the
     * game or counted independently. Games whose reference counts go on through finished games implement
     * {@link dev.ply.core.capability.PerftMoves}.
     *
     * @return position to counts by depth; empty by default
     */
    protected Map<String, long[]> referencePerft() {
        return Map.of();
    }

    /**
     * Finished positions, in the game's notation, with the outcome each gives player 0 (positive win, zero draw,
     * negative loss): the rules' own verdicts, checked against {@link GameState#outcome(int)}.
     *
     * @return position to player 0's outcome; empty by default
     */
    protected Map<String, Integer> finishedPositions() {
        return Map.of();
    }

    /**
     * Positions, in the game's notation, where the player to move has nothing to do but pass: the contract
     * checks that the pass is the one legal move, that the state offers {@link PassMove}, that the pass is
     * written {@value PassMove#NOTATION} and read back, and that playing and undoing it restores the position.
     * Fill it when the game has passes.
     *
     * @return positions; empty by default
     */
    protected List<String> positionsWithOnlyAPass() {
        return List.of();
    }

    @Test
    void shouldGiveAPlayerWithNothingElseToDoExactlyThePass() {
        for (String position : positionsWithOnlyAPass()) {
            GameState state = game().parseState(position);
            assertThat(state.isTerminal()).as("%s is not finished", position).isFalse();
            assertThat(state).as("%s: a game with passes offers PassMove", position).isInstanceOf(PassMove.class);
            int pass = ((PassMove) state).passMove();
            int[] moves = new int[state.game().maxMoves()];
            int count = state.legalMoves(moves);
            assertThat(Arrays.copyOf(moves, count)).as("the legal moves at %s", position).containsExactly(pass);
            assertThat(state.moveToString(pass)).isEqualTo(PassMove.NOTATION);
            assertThat(state.parseMove(PassMove.NOTATION)).isEqualTo(pass);
            assertThat(state.parseMove(" PASS ")).isEqualTo(pass);
            long hash = state.hash();
            String notation = state.notation();
            state.play(pass);
            state.undo();
            assertThat(state.hash()).as("hash after pass and undo at %s", position).isEqualTo(hash);
            assertThat(state.notation()).isEqualTo(notation);
        }
    }

    @Test
    void shouldMatchTheReferencePerftCounts() {
        referencePerft().forEach((position, counts) -> PerftAssertions.assertPerft(
                position.isEmpty() ? game().newState() : game().parseState(position), counts));
    }

    @Test
    void shouldScoreFinishedPositionsAsTheRulesDo() {
        finishedPositions().forEach((position, outcome) -> {
            GameState state = game().parseState(position);
            assertThat(state.isTerminal()).as("%s is finished", position).isTrue();
            assertThat(Integer.signum(state.outcome(0))).as("player 0's result at %s", position)
                    .isEqualTo(Integer.signum(outcome));
            assertThat(state.outcome(0)).as("player 0's outcome at %s", position).isEqualTo(outcome);
        });
    }

    /**
     * How many seeded random mutations of play-out positions {@link NotationFuzzer} reads, strictly and
     * leniently.
     *
     * @return 2,000 by default
     */
    protected int notationMutations() {
        return 2_000;
    }

    @Test
    void shouldAnswerMutatedPositionsWithOneLineOrASoundStateAndNeverHang() {
        List<String> notations = new ArrayList<>();
        forEachPlayoutState((state, path) -> {
            if (notations.size() < 500) {
                notations.add(state.notation());
            }
        });
        int accepted = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> new NotationFuzzer(0xF022L).checkPositionReaders(game(), notations, notationMutations()));
        assertThat(accepted).as("some mutations are still positions").isPositive();
        assertThat(accepted).as("some mutations are refused").isLessThan(notationMutations());
    }

    @Test
    void shouldRejectMalformedAndIllegalMovesWithOneLine() {
        GameState state = game().newState();
        String before = state.notation();
        for (String text : malformedMoves()) {
            assertThatThrownBy(() -> state.parseMove(text)).as("parseMove(\"%s\")", text)
                    .isInstanceOf(NotationException.class)
                    .satisfies(e -> assertThat(e.getMessage()).isNotBlank().doesNotContain("\n"));
        }
        assertThat(state.notation()).as("a rejected move leaves the state alone").isEqualTo(before);
    }

    @Test
    void shouldBeRegisteredForServiceLoader() {
        Game game = game();
        assertThat(Ply.games().find(game.id())).as("game '%s' in Ply.games()", game.id())
                .hasValueSatisfying(found -> assertThat(found.getClass()).isEqualTo(game.getClass()));
        assertThat(game.id()).matches("[a-z0-9-]+");
        assertThat(game.displayName()).isNotBlank();
        assertThat(game.maxMoves()).isPositive();
        assertThat(game.playerName(0)).isNotEqualTo(game.playerName(1));
    }

    @Test
    void shouldStartWithAConsistentInitialState() {
        GameState state = game().newState();
        assertThat(state.game().id()).isEqualTo(game().id());
        assertThat(state.plies()).isZero();
        assertThat(state.isTerminal()).isFalse();
        assertThat(state.toString()).isNotBlank();
        assertThat(game().newState().hash()).as("two initial states").isEqualTo(state.hash());
        assertThat(state.isChanceNode() && !game().hasChanceNodes()).as("chance node in a game without them")
                .isFalse();
    }
}

package dev.ply.games.go;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Go's rules on hand-checked positions (diagrams: rows from the top, X Black, O White). */
class GoRulesTest {

    private final GoGame go = new GoGame();

    private static GoState play(GoState state, String... moves) {
        for (String move : moves) {
            state.play(state.parseMove(move));
        }
        return state;
    }

    private static boolean legal(GoState state, String vertex) {
        int[] moves = new int[state.game().maxMoves()];
        int count = state.legalMoves(moves);
        int point = GoNotation.parseVertex(vertex, state.game().size());
        return Arrays.stream(moves, 0, count).anyMatch(move -> move == point);
    }

    @Test
    void shouldCaptureAWholeGroupAndCountIt() {
        // . . . . .
        // . X X . .
        // X O O X .      White's two stones have one liberty left, B1... and C1
        // X O O X .
        // . X X . .  <- Black plays... (row 1 has B1, C1 Black already) - White's group: B2, C2, B3, C3.
        GoState state = go.parseState("5/1XX2/XOOX1/XOOX1/1X3 b komi=0.5");
        long before = state.hash();
        play(state, "C1");
        assertThat(state.notation()).isEqualTo("5/1XX2/X2X1/X2X1/1XX2 w komi=0.5 captures=4,0");
        assertThat(state.captures(0)).isEqualTo(4);
        state.undo();
        assertThat(state.hash()).isEqualTo(before);
        assertThat(state.notation()).isEqualTo("5/1XX2/XOOX1/XOOX1/1X3 b komi=0.5");
    }

    @Test
    void shouldLetASnapbackRecaptureMoreThanTheThrowIn() {
        // Black throws in at C1; White captures it with B1 and is left with one liberty, C1; Black takes three.
        GoState state = go.parseState("5/5/XXXX1/XOOX1/X2O1 b komi=0.5");
        play(state, "C1");
        assertThat(state.koPoint()).isEqualTo(-1);
        play(state, "B1");
        assertThat(state.captures(1)).isEqualTo(1);
        assertThat(state.koPoint()).as("B1 joins a group: no ko").isEqualTo(-1);
        assertThat(legal(state, "C1")).isTrue();
        play(state, "C1");
        assertThat(state.captures(0)).isEqualTo(3);
        assertThat(state.notation()).isEqualTo("5/5/XXXX1/X2X1/X1XO1 w komi=0.5 captures=3,1");
    }

    @Test
    void shouldForbidRetakingAKoAtOnceButNotAfterAMoveElsewhere() {
        // White just took at C3; Black may not take back at B3 until a move has been played elsewhere.
        GoState state = go.parseState("5/1OX2/O1OX1/1OX2/5 b komi=0.5 ko=B3");
        assertThat(legal(state, "B3")).isFalse();
        assertThatThrownBy(() -> state.parseMove("B3")).isInstanceOf(IllegalMoveException.class)
                .hasMessage("B3 retakes the ko at once");
        play(state, "E5", "E1");
        assertThat(legal(state, "B3")).isTrue();
        play(state, "B3");
        assertThat(state.captures(0)).isEqualTo(1);
        assertThat(state.koPoint()).as("now White may not retake at C3").isEqualTo(GoNotation.parseVertex("C3", 5));
        assertThat(state.notation()).contains(" ko=C3");
    }

    @Test
    void shouldForbidSuicideButAllowAMoveThatCapturesFirst() {
        // White's A1 would have no liberty: suicide. Black's stone in the same shape captures instead.
        GoState white = go.parseState("5/5/5/XX3/1X3 w komi=0.5");
        assertThat(legal(white, "A1")).isFalse();
        assertThatThrownBy(() -> white.parseMove("A1")).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("A1 is suicide");
        // O's single stone at A2 with its last liberty at A1... Black fills it and captures, though A1 has no
        // empty neighbour.
        GoState black = go.parseState("5/5/X4/OX3/1X3 b komi=0.5");
        assertThat(legal(black, "A1")).isTrue();
        play(black, "A1");
        assertThat(black.captures(0)).isEqualTo(1);
        assertThat(black.stone(GoNotation.parseVertex("A2", 5))).isEqualTo(-1);
    }

    @Test
    void shouldLeaveASekiAliveAndScoreItsSharedLibertiesForNobody() {
        // . . . . .
        // . X X . .     Black's A2 and White's B1-B3 share the liberties A1 and A3 and have no others:
        // . O X . .     whoever fills one is captured at the other, so both are left on the board.
        // X O X . .
        // . O X . .
        String seki = "5/1XX2/1OX2/XOX2/1OX2";
        GoState whiteFills = go.parseState(seki + " w komi=0.5");
        play(whiteFills, "A1");
        play(whiteFills, "A3");
        assertThat(whiteFills.captures(0)).as("Black takes White's four").isEqualTo(4);
        GoState blackFills = go.parseState(seki + " b komi=0.5");
        play(blackFills, "A1");
        play(blackFills, "A3");
        assertThat(blackFills.captures(1)).as("White takes Black's two").isEqualTo(2);

        GoState finished = go.parseState(seki + " b komi=0.5 passes=2");
        // Tromp-Taylor: the stones count; A1 and the open region (it reaches White's B3 through A3) are nobody's.
        assertThat(finished.area()).containsExactly(6, 3);
        assertThat(finished.scoreHalfPoints()).isEqualTo(2 * (6 - 3) - 1);
        assertThat(finished.outcome(0)).isEqualTo(1);
        assertThat(finished.facts()).as("what the board view tells beside the board").containsExactly(
                "Black has captured 0", "White has captured 0", "Area: Black 6, White 3 + komi 0.5: Black wins by 2.5");
        GoState split = go.parseState("2XO1/2XO1/2XO1/2XO1/2XO1 b komi=5.5 passes=2");
        assertThat(split.cellOwner(0)).as("A5: Black's territory").isZero();
        assertThat(split.cellOwner(4)).as("E5: White's").isEqualTo(1);
        assertThat(split.cellOwner(2)).as("C5: a stone is no territory").isEqualTo(-1);
        assertThat(go.parseState("2XO1/2XO1/2XO1/2XO1/2XO1 b komi=5.5").cellOwner(0)).as("not before the end")
                .isEqualTo(-1);
        assertThat(whiteFills.facts()).as("during the game: the captures only").containsExactly(
                "Black has captured 4", "White has captured 0");
    }

    @Test
    void shouldScoreWithKomiAndDrawOnlyWithAnIntegerKomi() {
        assertThat(go.parseState("2XO1/2XO1/2XO1/2XO1/2XO1 b komi=5 passes=2").outcome(0)).isZero();
        assertThat(go.parseState("2XO1/2XO1/2XO1/2XO1/2XO1 b komi=5.5 passes=2").outcome(1)).isEqualTo(1);
        assertThat(go.parseState("2XO1/2XO1/2XO1/2XO1/2XO1 b komi=4.5 passes=2").outcome(0)).isEqualTo(1);
        assertThat(go.parseState("2XO1/2XO1/2XO1/2XO1/2XO1 b komi=-0.5 passes=2").scoreHalfPoints())
                .isEqualTo(2 * (15 - 10) + 1);
    }

    @Test
    void shouldEndTheGameAfterTwoPassesInARowOnly() {
        GoState state = go.newState();
        play(state, "pass");
        assertThat(state.isTerminal()).isFalse();
        play(state, "E5", "pass");
        assertThat(state.isTerminal()).isFalse();
        play(state, "pass");
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.legalMoves(new int[82])).isZero();
        assertThat(state.notation()).endsWith(" passes=2");
        assertThatThrownBy(() -> state.parseMove("pass")).isInstanceOf(IllegalMoveException.class);
        state.undo();
        assertThat(state.isTerminal()).isFalse();
    }

    @Test
    void shouldRefuseASendTwoReturnOneThatRecreatesAnEarlierBoard() {
        // 5x5, a game found by random play. White's last move, C5, captures Black's A5 and B5 (two stones); Black's
        // B5 would take C5 back (one stone) and remake the board as it was after White's B4, two moves before -
        // no simple ko (two stones were taken), but positional superko.
        String[] moves = "C2 A4 A3 A2 D1 C5 E4 B2 C4 B3 D5 E2 C1 E3 B5 D3 D4 D2 E1 B4 A5 C5".split(" ");
        GoState state = play(GoGame.of(5, 0.5).newState(), moves);
        assertThat(state.captures(1)).as("White's captures").isEqualTo(3);
        assertThat(state.koPoint()).isEqualTo(-1);
        assertThat(legal(state, "B5")).isFalse();
        assertThatThrownBy(() -> state.parseMove("B5")).isInstanceOf(IllegalMoveException.class)
                .hasMessage("B5 recreates an earlier position (positional superko)");

        GoState earlier = play(GoGame.of(5, 0.5).newState(), Arrays.copyOf(moves, 20));
        GoState forced = state.copy();
        forced.play(GoNotation.parseVertex("B5", 5)); // play() trusts its caller: the board the rule forbids
        assertThat(board(forced)).isEqualTo(board(earlier));
        assertThat(forced.boardHash()).isEqualTo(earlier.boardHash());

        // Undoing White's capture and playing it again leaves the history as it was.
        state.undo();
        assertThat(legal(state, "C5")).isTrue();
        play(state, "C5");
        assertThat(legal(state, "B5")).isFalse();

        // Under situational superko the board recurs with the other player to move (White, not Black): allowed.
        GoState situational = play(GoGame.of(5, 0.5, true).newState(), moves);
        assertThat(legal(situational, "B5")).isTrue();
        assertThat(situational.notation()).endsWith(" superko=situational");
        assertThat(go.parseState(situational.notation()).game().situationalSuperko()).isTrue();
    }

    private static String board(GoState state) {
        return state.notation().split(" ")[0];
    }

    @Test
    void shouldReadAndWriteGtpVertices() {
        GoState nineteen = go.parseState("19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19 b komi=6.5");
        assertThat(nineteen.moveToString(nineteen.parseMove("T19"))).isEqualTo("T19");
        assertThat(nineteen.moveToString(nineteen.parseMove("a1"))).isEqualTo("A1");
        assertThat(nineteen.moveToString(nineteen.parseMove("J10"))).isEqualTo("J10");
        assertThatThrownBy(() -> nineteen.parseMove("I10")).isInstanceOf(NotationException.class)
                .hasMessageContaining("skip I");
        assertThatThrownBy(() -> go.newState().parseMove("K5")).isInstanceOf(IllegalMoveException.class)
                .hasMessage("K5 is off the 9x9 board");
        assertThat(go.newState().notation()).isEqualTo("9/9/9/9/9/9/9/9/9 b komi=7.5");
    }

    private static java.util.List<String> playoutMoves(GoState state) {
        int[] moves = new int[state.game().maxMoves()];
        int count = state.playoutMoves(moves);
        java.util.List<String> names = new java.util.ArrayList<>();
        for (int i = 0; i < count; i++) {
            names.add(state.moveToString(moves[i]));
        }
        return names;
    }

    @Test
    void shouldKeepPlayoutsOutOfTheirOwnEyesButNotOutOfFalseOnes() {
        // . . . . .
        // X X X . .     B3 is Black's eye: its neighbours are Black, and so are its diagonals.
        // X . X . .
        // X X X . .
        // . . . . .
        GoState eye = go.parseState("5/XXX2/X1X2/XXX2/5 b komi=0.5");
        assertThat(legal(eye, "B3")).isTrue();
        assertThat(playoutMoves(eye)).doesNotContain("B3").contains("D3", "A1", "E5").doesNotContain("pass");
        // Two White stones on the diagonals make B3 a false eye: filling it may be needed, so play-outs may.
        GoState falseEye = go.parseState("5/XXX2/X1X2/OXO2/5 b komi=0.5");
        assertThat(playoutMoves(falseEye)).contains("B3");
        // On the edge one opposing diagonal is enough to make it false.
        GoState edge = go.parseState("5/5/5/XXX2/X1X2 b komi=0.5");
        assertThat(playoutMoves(edge)).doesNotContain("B1");
        GoState edgeFalse = go.parseState("5/5/5/XXO2/X1X2 b komi=0.5");
        assertThat(playoutMoves(edgeFalse)).contains("B1");
        // Nothing but eyes left: the pass, and only the pass.
        GoState full = go.parseState("XXXXX/X1XXX/XXXXX/XXX1X/XXXXX b komi=0.5");
        assertThat(playoutMoves(full)).containsExactly("pass");
    }

    @Test
    void shouldAnswerTheLastMovesAtariFirstInPolicyPlayouts() {
        int[] buffer = new int[26];
        // Black's C3 goes into White's B3, D3 and C4: one liberty, C2. White's policy takes it, whatever the seed.
        GoState capture = play(GoGame.of(5, 0.5).parseState("5/2O2/1O1O1/5/5 b komi=0.5"), "C3");
        // Black's D3 puts White's C3 in atari (B3, C4 and D3 around it): extending at C2 gives it three liberties.
        GoState save = play(GoGame.of(5, 0.5).parseState("5/2X2/1XO2/5/5 b komi=0.5"), "D3");
        // Here the extension would leave two stones with one liberty (B2 is Black's, D2 too): no urgent move.
        GoState doomed = play(GoGame.of(5, 0.5).parseState("5/2X2/1XO2/1X1X1/5 b komi=0.5"), "D3");
        java.util.Set<String> saveDraws = new java.util.HashSet<>();
        for (int seed = 0; seed < 50; seed++) {
            java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
            assertThat(capture.moveToString(capture.policyPlayoutMove(random, buffer))).isEqualTo("C2");
            saveDraws.add(save.moveToString(save.policyPlayoutMove(random, buffer)));
        }
        assertThat(saveDraws).containsExactly("C2");
        assertThat(doomed.urgentMoves(buffer)).isZero();
        assertThat(capture.urgentMoves(buffer)).isEqualTo(1);
    }

    @Test
    void shouldAnswerTheLastMoveWithMoGoShapes() {
        int[] buffer = new int[26];
        // White's C3 between Black's B3 and D3 (D3 the last move): the hane under and over it, C2 and C4, complete
        // the shape X O X over an empty row; E3 beside D3 completes none.
        GoState state = play(GoGame.of(5, 0.5).parseState("5/5/1XO2/5/5 b komi=0.5"), "D3");
        int count = state.patternMoves(buffer);
        java.util.List<String> moves = new java.util.ArrayList<>();
        for (int i = 0; i < count; i++) {
            moves.add(state.moveToString(buffer[i]));
        }
        assertThat(moves).contains("C2", "C4").doesNotContain("E3");
        // Nothing but the last stone on the board: no shape.
        GoState alone = play(GoGame.of(5, 0.5).newState(), "C3");
        assertThat(alone.patternMoves(buffer)).isZero();
        // The shapes hold in every rotation and with the colours swapped.
        for (String position : new String[] {"5/2X2/2O2/2X2/5 w komi=0.5", "5/2O2/2X2/2O2/5 b komi=0.5"}) {
            GoState turned = GoGame.of(5, 0.5).parseState(position);
            int centre = GoNotation.parseVertex("B3", 5);
            assertThat(GoPatterns.matches(GoPatterns.code(new int[] {0}, 0, 1, 0))).isFalse();
            int[] colours = new int[25];
            for (int point = 0; point < 25; point++) {
                colours[point] = turned.stone(point) + 1;
            }
            assertThat(GoPatterns.matches(GoPatterns.code(colours, 0, 5, centre))).as(position).isTrue();
        }
    }

    @Test
    void shouldGiveMovesPriorsAsMoGoAndFuegoDid() {
        // White to move after Black's C3 went into atari: taking it (C2) is urgent; the hane C4... is occupied.
        GoState capture = play(GoGame.of(5, 0.5).parseState("5/2O2/1O1O1/5/5 b komi=0.5"), "C3");
        assertThat(capture.movePrior(GoNotation.parseVertex("C2", 5))).isEqualTo(0.9);
        assertThat(capture.movePrior(capture.passMove())).isEqualTo(0.1);
        // White's own eye at A5 (A4 and B5 White's, B4 too): filling it is bad; E1, far from every stone, is an
        // empty first-line move; D4 is plain.
        GoState eyes = GoGame.of(5, 0.5).parseState("1O3/OO3/5/5/5 w komi=0.5");
        assertThat(eyes.movePrior(GoNotation.parseVertex("A5", 5))).isEqualTo(0.05);
        assertThat(eyes.movePrior(GoNotation.parseVertex("E1", 5))).isEqualTo(0.3);
        assertThat(eyes.movePrior(GoNotation.parseVertex("D4", 5))).isEqualTo(0.5);
        // The shape after D3 (see the shapes test): the hane C2.
        GoState shape = play(GoGame.of(5, 0.5).parseState("5/5/1XO2/5/5 b komi=0.5"), "D3");
        assertThat(shape.movePrior(GoNotation.parseVertex("C2", 5))).isEqualTo(0.75);
        // After a pass, passing is not bad.
        GoState passed = play(GoGame.of(5, 0.5).newState(), "C3", "pass");
        assertThat(passed.movePrior(passed.passMove())).isEqualTo(0.5);
    }

    @Test
    void shouldEndEveryRandomPlayoutThatKeepsOutOfItsOwnEyes() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(19);
        int[] moves = new int[go.maxMoves()];
        for (int game = 0; game < 30; game++) {
            GoState state = go.newState();
            int plies = 0;
            while (!state.isTerminal()) {
                int count = state.playoutMoves(moves);
                state.play(moves[random.nextInt(count)]);
                plies++;
                assertThat(plies).as("play-out %s still going", game).isLessThanOrEqualTo(go.maxPlies());
            }
            assertThat(Math.abs(state.outcome(0))).isEqualTo(1);
        }
    }
}

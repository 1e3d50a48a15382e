package dev.ply.games.backgammon.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.ply.games.backgammon.BackgammonGame;
import dev.ply.games.backgammon.BackgammonState;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** pubeval's input encoding, checked on positions worked out by hand from README.pubeval.txt. */
class PubEvalTest {

    private final BackgammonGame game = new BackgammonGame();

    private static double[] expected(Map<Integer, Double> nonZero) {
        double[] x = new double[PubEval.INPUTS];
        nonZero.forEach((index, value) -> x[index] = value);
        return x;
    }

    private static double dot(double[] weights, double[] x) {
        double sum = 0;
        for (int i = 0; i < PubEval.INPUTS; i++) {
            sum += weights[i] * x[i];
        }
        return sum;
    }

    @Test
    void shouldEncodeTheStartingPositionAsTheReadmeDescribes() {
        // X on roll, so O has just played: pos[24] = 2, pos[13] = 5, pos[8] = 3, pos[6] = 5 are O's;
        // X's checkers are negative and only a single one (n == -1) is an input.
        BackgammonState state = game.parseState("4HPwATDgc/ABMA:X");
        double[] x = new double[PubEval.INPUTS];
        PubEval.inputs(state, 0, x);
        double[] hand = expected(Map.of(2, 1.0, 57, 1.0, 59, 1.0, 82, 1.0, 83, 1.0, 92, 1.0, 94, 1.0));
        assertThat(x).containsExactly(hand, within(1e-12));
        assertThat(PubEval.isRace(state, 0)).isFalse();
        assertThat(PubEval.score(state, 0)).isCloseTo(dot(PubEval.weights(false), hand), within(1e-9));
    }

    @Test
    void shouldEncodeBlotsStacksTheBarAndCheckersOff() {
        // O (just played): 1 on 24, 4 on 6, 2 on 5, 5 on 3, 3 off. X: 2 on the bar, a blot on O's 2-point,
        // 12 on O's 13-point.
        BackgammonState state = game.parseState("fPYAAAQA/w+ADA:X");
        assertThat(state.checkers(0, BackgammonState.OFF)).isEqualTo(3);
        assertThat(state.checkers(1, BackgammonState.BAR)).isEqualTo(2);
        double[] x = new double[PubEval.INPUTS];
        PubEval.inputs(state, 0, x);
        double[] hand = expected(Map.of(1, 1.0, 92, 1.0, 94, 0.5, 97, 1.0, 107, 1.0, 109, 1.0, 110, 1.0,
                120, 1.0, 121, 0.2));
        assertThat(x).containsExactly(hand, within(1e-12));
        assertThat(PubEval.score(state, 0)).isCloseTo(dot(PubEval.weights(false), hand), within(1e-9));
    }

    @Test
    void shouldUseTheRaceWeightsOnceNoContactRemains() {
        BackgammonState state = game.parseState("290NAADb7g4AAA:X");
        assertThat(PubEval.isRace(state, 0)).isTrue();
        double[] x = new double[PubEval.INPUTS];
        PubEval.inputs(state, 0, x);
        assertThat(PubEval.score(state, 0)).isCloseTo(dot(PubEval.weights(true), x), within(1e-9));
        assertThat(PubEval.score(state, 0)).isNotCloseTo(dot(PubEval.weights(false), x), within(1e-9));
    }

    @Test
    void shouldScoreAFinishedGameAboveAnyOther() {
        BackgammonState state = game.parseState("4HPwATDgc/ABMA:O:21");
        int[] moves = new int[BackgammonGame.MAX_MOVES];
        int count = state.legalMoves(moves);
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < count; i++) {
            state.play(moves[i]);
            best = Math.max(best, PubEval.score(state, 0));
            state.undo();
        }
        assertThat(best).isLessThan(PubEval.FINISHED);
        BackgammonState over = game.parseState("AAAAtrsbAAAAAA:X");
        assertThat(over.isTerminal()).isTrue();
        assertThat(PubEval.score(over, 0)).isEqualTo(PubEval.FINISHED);
    }
}

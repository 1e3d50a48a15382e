package dev.ply.lab;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.GameState;
import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.ChessGame;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.eval.ChessClassicEvaluatorProvider;
import dev.ply.games.chess.eval.ChessEvaluator;
import java.util.SplittableRandom;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/**
 * Texel tuning on chess positions whose labels a known evaluator made: the fit finds that evaluator's scaling and
 * moves a weight that was set wrong back towards the value that made the labels.
 */
class TexelTunerTest {

    private static final ChessGame CHESS = new ChessGame();
    private static final ChessEvaluator CLASSIC = ChessClassicEvaluatorProvider.classic();

    /** Positions of random games, each labelled with {@code 1/(1+10^(-score/400))} of {@code truth}'s score. */
    private static LabelledPositions labelledBy(ChessEvaluator truth) {
        LabelledPositions positions = new LabelledPositions();
        SplittableRandom random = new SplittableRandom(11);
        int[] moves = new int[ChessGame.MAX_MOVES];
        for (int game = 0; game < 1_000; game++) {
            ChessState state = CHESS.newState();
            int plies = 8 + random.nextInt(60);
            while (!state.isTerminal() && state.plies() < plies) {
                state.play(moves[random.nextInt(state.legalMoves(moves))]);
            }
            if (QuiescenceLeaves.judgeable(state)) {
                int score = truth.evaluate(state) * (state.toMove() == 0 ? 1 : -1);
                positions.add(state, 1 / (1 + Math.pow(10, -score / 400.0)));
            }
        }
        return positions;
    }

    @Test
    void shouldFindTheScaleOfTheLabelsAndMoveAWrongWeightBackTowardsTheTruth() {
        EvaluatorWeights weights = CLASSIC.weights();
        int index = weights.indexOf("material.knight.eg");
        int[] values = weights.values();
        values[index] = 400;
        ChessEvaluator truth = CLASSIC.withWeights(values);
        LabelledPositions positions = labelledBy(truth);
        try (TexelTuner exact = new TexelTuner(truth, positions, ChessGame.MAX_MOVES, true, 2)) {
            assertThat(exact.positions()).isGreaterThan(200);
            assertThat(exact.fitScale()).isCloseTo(1.0, Offset.offset(0.01));
            assertThat(exact.error(truth, 1.0)).isLessThan(1e-9);
        }
        try (TexelTuner tuner = new TexelTuner(CLASSIC, positions, ChessGame.MAX_MOVES, true, 2)) {
            double before = tuner.error(CLASSIC, 1.0);
            int[] passes = new int[1];
            EvaluatorWeights tuned = tuner.tune(1.0, i -> i == index, 8, 50, new TexelTuner.Progress() {
                @Override
                public void weight(int pass, int i, double error) {
                    assertThat(i).isEqualTo(index);
                }

                @Override
                public void pass(int pass, double error, int moved, EvaluatorWeights now) {
                    passes[0] = pass;
                }
            });
            assertThat(tuned.value(index)).isBetween(390, 410);
            assertThat(tuner.error(CLASSIC.withWeights(tuned.values()), 1.0)).isLessThan(before / 20);
            assertThat(passes[0]).isLessThan(50);
            for (int i = 0; i < weights.size(); i++) {
                if (i != index) {
                    assertThat(tuned.value(i)).isEqualTo(weights.value(i));
                }
            }
        }
    }

    @Test
    void shouldJudgeAnExchangeAfterItAndLeaveQuietPositionsAlone() {
        QuiescenceLeaves leaves = new QuiescenceLeaves(CLASSIC, ChessGame.MAX_MOVES);
        // White's pawn takes the queen on d5; nothing else hangs.
        ChessState exchange = CHESS.parseState("4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1");
        GameState leaf = leaves.leaf(exchange);
        assertThat(leaf.notation()).startsWith("4k3/8/8/3P4/8/8/8/4K3 b");
        ChessState quiet = CHESS.newState();
        assertThat(leaves.leaf(quiet)).isSameAs(quiet);
        assertThat(QuiescenceLeaves.judgeable(CHESS.parseState("4k3/8/8/8/8/8/8/r3K3 w - - 0 1"))).isFalse();
        assertThat(exchange.notation()).startsWith("4k3/8/8/3q4/4P3/8/8/4K3 w");
    }
}

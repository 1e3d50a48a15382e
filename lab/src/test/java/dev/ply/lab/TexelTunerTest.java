package dev.ply.lab;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.GameState;
import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.core.eval.TunableEvaluator;
import dev.ply.games.chess.ChessGame;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;
import dev.ply.games.chess.eval.ChessClassicEvaluatorProvider;
import dev.ply.games.chess.eval.ChessEvaluator;
import java.util.ArrayList;
import java.util.List;
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
    private static final ChessEvaluator PESTO = new ChessEvaluator();

    /** Positions of random games, each labelled with {@code 1/(1+10^(-score/400))} of {@code truth}'s score. */
    private static LabelledPositions labelledBy(TunableEvaluator<ChessState> truth) {
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
    void shouldReportAfterEveryPassTheErrorTheEvaluatorItselfGives() {
        // Weights of five terms, a piece-square entry among them, set wrong in the evaluator that made the labels.
        EvaluatorWeights weights = CLASSIC.weights();
        String[] names = {"material.knight.eg", "pst.pawn.eg.e4", "mobility.bishop.mg", "king.attack.scale",
            "tempo.mg"};
        int[] wrong = {360, 40, 15, 400, 40};
        int[] values = weights.values();
        List<Integer> indices = new ArrayList<>();
        for (int n = 0; n < names.length; n++) {
            indices.add(weights.indexOf(names[n]));
            values[weights.indexOf(names[n])] = wrong[n];
        }
        ChessEvaluator truth = CLASSIC.withWeights(values);
        LabelledPositions positions = labelledBy(truth);
        try (TexelTuner tuner = new TexelTuner(CLASSIC, positions, ChessGame.MAX_MOVES, true, 2)) {
            double before = tuner.error(CLASSIC, 1.0);
            List<Double> reported = new ArrayList<>();
            List<Double> own = new ArrayList<>();
            int[] reached = new int[1];
            EvaluatorWeights tuned = tuner.tune(1.0, indices::contains, 8, 30, new TexelTuner.Progress() {
                @Override
                public void weight(int pass, int i, double error) {
                    assertThat(indices).contains(i);
                }

                @Override
                public void pass(int pass, double error, int moved, EvaluatorWeights now) {
                    reported.add(error);
                    own.add(tuner.error(CLASSIC.withWeights(now.values()), 1.0));
                }

                @Override
                public void reach(int done, int of) {
                    assertThat(of).isEqualTo(names.length);
                    reached[0]++;
                }
            });
            assertThat(reached[0]).as("each weight's positions found, at the start and once more at the end")
                    .isGreaterThanOrEqualTo(2 * names.length);
            assertThat(reported).isNotEmpty();
            for (int pass = 0; pass < reported.size(); pass++) {
                assertThat(reported.get(pass)).as("pass %d", pass + 1).isCloseTo(own.get(pass), Offset.offset(1e-12));
            }
            assertThat(tuner.error(CLASSIC.withWeights(tuned.values()), 1.0)).isLessThan(before / 10);
            assertThat(tuned.value(weights.indexOf("material.knight.eg"))).isBetween(350, 370);
        }
    }

    @Test
    void shouldMoveAWeightThatReachesPositionsOnlyOnceAnotherHasMoved() {
        // A bonus per knight up that counts only while a switch is on: with the switch off the bonus reaches nothing.
        Gated truth = new Gated(new int[] {1, 60});
        LabelledPositions positions = labelledBy(truth);
        Gated start = new Gated(new int[] {0, 10});
        try (TexelTuner tuner = new TexelTuner(start, positions, ChessGame.MAX_MOVES, true, 2)) {
            EvaluatorWeights tuned = tuner.tune(1.0, i -> true, 8, 40, new TexelTuner.Progress() {
                @Override
                public void weight(int pass, int i, double error) {
                }

                @Override
                public void pass(int pass, double error, int moved, EvaluatorWeights now) {
                }
            });
            assertThat(tuned.value(0)).isEqualTo(1);
            assertThat(tuned.value(1)).isBetween(57, 63);
            assertThat(tuner.error(start.withWeights(tuned.values()), 1.0)).isLessThan(1e-5);
        }
    }

    @Test
    void shouldTakeAReachAnewForSomePositionsAndKeepTheRest() {
        int[] old = {1, 3, 5, 7, 9};
        assertThat(TexelTuner.merged(old, new int[] {3, 4, 7, 10}, new int[] {4, 7, 10}))
                .containsExactly(1, 4, 5, 7, 9, 10);
        assertThat(TexelTuner.merged(old, new int[] {0, 1, 9}, new int[0])).containsExactly(3, 5, 7);
        assertThat(TexelTuner.merged(new int[0], new int[] {2, 6}, new int[] {6})).containsExactly(6);
        assertThat(TexelTuner.merged(old, new int[0], new int[0])).containsExactly(old);
    }

    /** Material by PeSTO's tables, plus {@code bonus} per knight up while {@code switch} is 1. */
    private record Gated(int[] values) implements TunableEvaluator<ChessState> {

        @Override
        public EvaluatorWeights weights() {
            return EvaluatorWeights.builder().add("switch", values[0], 0, 1).add("bonus", values[1], -100, 100).build();
        }

        @Override
        public Gated withWeights(int[] newValues) {
            weights().withValues(newValues); // refuses a count or a value out of bounds, as the interface asks
            return new Gated(newValues.clone());
        }

        @Override
        public int evaluate(ChessState state) {
            int knights = Long.bitCount(state.bitboard(Piece.WHITE_KNIGHT))
                    - Long.bitCount(state.bitboard(Piece.BLACK_KNIGHT));
            int white = PESTO.evaluateForWhite(state) + values[0] * values[1] * knights;
            return state.sideToMove() == Piece.WHITE ? white : -white;
        }

        @Override
        public int bound() {
            return ChessEvaluator.BOUND;
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

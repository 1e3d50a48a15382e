package dev.ply.learning;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.capability.SparseFeatures;
import dev.ply.core.eval.Evaluator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The value network (NNUE): the evaluator's kept sums against sums computed afresh, training by DJL on tic-tac-toe's
 * exact values, and the file with its refusals.
 */
class ValueNetworkTest {

    private static final Game GAME = Ply.game("tictactoe");

    @TempDir
    Path dir;

    /** A network of random weights, biases included, so that every weight matters; buckets of 3 marks each. */
    private static ValueNetwork random(int hidden, int buckets, long seed) {
        ValueNetwork fresh = ValueNetworkTrainer.fresh("tictactoe", "tictactoe-18", 18, hidden, buckets, 3, 4, seed);
        SplittableRandom random = new SplittableRandom(seed);
        float[] bias = new float[hidden];
        for (int h = 0; h < hidden; h++) {
            bias[h] = (float) random.nextDouble(-0.5, 1.5);
        }
        float[] outputBias = new float[buckets];
        for (int b = 0; b < buckets; b++) {
            outputBias[b] = (float) random.nextDouble(-0.5, 0.5);
        }
        return new ValueNetwork(fresh.gameId(), fresh.featureSet(), 18, hidden, buckets, 3, fresh.inputWeights(),
                bias, fresh.outputWeights(), outputBias, 0, "test", "");
    }

    @Test
    void aPositionGetsTheSameScoreWhateverPathTheKeptSumsTook() {
        ValueNetwork network = random(24, 3, 7);
        ValueNetworkEvaluator kept = new ValueNetworkEvaluator(network, 9);
        SplittableRandom random = new SplittableRandom(11);
        int[] moves = new int[9];
        int[] active = new int[9];
        int evaluated = 0;
        int changed = 0;
        int previous = Integer.MIN_VALUE;
        for (int game = 0; game < 300; game++) {
            GameState state = GAME.newState();
            while (!state.isTerminal()) {
                int count = state.legalMoves(moves);
                // Each child in turn, as a search visits siblings, then one of them played.
                for (int i = 0; i < count; i++) {
                    state.play(moves[i]);
                    int score = kept.evaluate(state);
                    // A fresh evaluator computes the sums from nothing.
                    assertThat(score).as(state.notation()).isEqualTo(new ValueNetworkEvaluator(network, 9)
                            .evaluate(state));
                    // Within the rounding of both layers' weights of the network's own float logit.
                    int n = ((SparseFeatures) state).activeFeatures(active);
                    double slack = 0;
                    for (int h = 0; h < 24; h++) {
                        slack += Math.abs(network.outputWeights()[network.bucket(n) * 24 + h]) * (n + 1) * 0.5
                                / ValueNetworkEvaluator.QUANTUM + 0.5 / kept.outputQuantum();
                    }
                    double exact = network.logit(active, n) * ValueNetwork.unitsPerLogit();
                    assertThat((double) score).isCloseTo(exact, org.assertj.core.data.Offset.offset(
                            slack * ValueNetwork.unitsPerLogit() + 1));
                    changed += score != previous ? 1 : 0;
                    previous = score;
                    evaluated++;
                    state.undo();
                }
                state.play(moves[random.nextInt(count)]);
            }
        }
        assertThat(evaluated).isGreaterThan(5000);
        assertThat(changed).as("positions whose score differs from the one before").isGreaterThan(evaluated / 2);
    }

    @Test
    void aLogitTooLargeForTheFinestOutputQuantumIsKeptExactlyByACoarserOne() {
        // Every hidden unit on in full whatever the position, each answering 4: a logit of 96, 16,677 centipawns,
        // whose sum in multiples of 1/1024 of the hidden unit times 1/2^15 of the weight would leave an int.
        int hidden = 24;
        float[] bias = new float[hidden];
        java.util.Arrays.fill(bias, 2f);
        float[] output = new float[hidden];
        java.util.Arrays.fill(output, 4f);
        ValueNetwork network = new ValueNetwork("tictactoe", "tictactoe-18", 18, hidden, 1, 9, new float[18 * hidden],
                bias, output, new float[1], 0, "test", "");
        ValueNetworkEvaluator evaluator = new ValueNetworkEvaluator(network, 9);
        assertThat(evaluator.outputQuantum()).isEqualTo(1 << 14);
        GameState state = GAME.parseState("XO.X..O..");
        assertThat(evaluator.evaluate(state)).isEqualTo((int) Math.round(96 * ValueNetwork.unitsPerLogit()));
    }

    @Test
    void bucketsMadeFromOneKeepItsFunctionAndEachPositionReadsItsOwn() {
        ValueNetwork one = random(16, 1, 17);
        ValueNetwork three = one.withBuckets(3, 3);
        int[] active = new int[9];
        for (GameState state : new TicTacToeSolver(GAME).positions()) {
            int n = ((SparseFeatures) state).activeFeatures(active);
            assertThat(three.logit(active, n)).isEqualTo(one.logit(active, n));
        }
        // Moving one bucket's weights moves the positions of that bucket only: 3 to 5 marks.
        float[] weights = three.outputWeights().clone();
        for (int h = 16; h < 32; h++) {
            weights[h] += 1;
        }
        ValueNetwork moved = new ValueNetwork("tictactoe", "tictactoe-18", 18, 16, 3, 3, three.inputWeights(),
                three.hiddenBias(), weights, three.outputBias(), 0, "test", "");
        for (GameState state : new TicTacToeSolver(GAME).positions()) {
            int n = ((SparseFeatures) state).activeFeatures(active);
            assertThat(moved.logit(active, n) != three.logit(active, n)).as(state.notation())
                    .isEqualTo(n >= 3 && n <= 5 && hiddenOn(three, active, n));
        }
    }

    /** Whether some hidden unit of the position is above 0, so that its output weights count. */
    private static boolean hiddenOn(ValueNetwork network, int[] active, int count) {
        for (int h = 0; h < network.hidden(); h++) {
            float sum = network.hiddenBias()[h];
            for (int i = 0; i < count; i++) {
                sum += network.inputWeights()[active[i] * network.hidden() + h];
            }
            if (sum > 0) {
                return true;
            }
        }
        return false;
    }

    @Test
    void trainingLearnsTicTacToesExactValues() {
        TicTacToeSolver solver = new TicTacToeSolver(GAME);
        FeatureSamples samples = new FeatureSamples();
        List<GameState> positions = new ArrayList<>();
        int[] active = new int[9];
        for (GameState state : solver.positions()) {
            int n = ((SparseFeatures) state).activeFeatures(active);
            samples.add(active, n, (solver.value(state) + 1) / 2f);
            positions.add(state);
        }
        ValueNetwork start = ValueNetworkTrainer.fresh("tictactoe", "tictactoe-18", 18, 64, 3, 3, 4, 3);
        double before = samples.error(start);
        int[] order = new int[samples.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        ValueNetwork trained;
        try (ValueNetworkTrainer trainer = new ValueNetworkTrainer(start, 0.02f, 128, 800)) {
            SplittableRandom random = new SplittableRandom(5);
            for (int step = 0; step < 800; step++) {
                trainer.step(samples, order, random.nextInt(order.length));
            }
            trained = trainer.network(800 * 128L, "test");
        }
        double after = samples.error(trained);
        assertThat(after).as("error before %s", before).isLessThan(before / 4);
        // The evaluator, on the network trained, tells won positions from lost ones.
        ValueNetworkEvaluator evaluator = new ValueNetworkEvaluator(trained, 9);
        int decisive = 0;
        int right = 0;
        for (GameState state : positions) {
            int value = solver.value(state);
            if (value != 0) {
                decisive++;
                right += Integer.signum(evaluator.evaluate(state)) == value ? 1 : 0;
            }
        }
        assertThat(right).as("of %d decisive positions", decisive).isGreaterThan(decisive * 9 / 10);
    }

    @Test
    void trainingStepsTakeNoDirectMemoryOfTheirOwn() {
        TicTacToeSolver solver = new TicTacToeSolver(GAME);
        FeatureSamples samples = new FeatureSamples();
        int[] active = new int[9];
        for (GameState state : solver.positions()) {
            samples.add(active, ((SparseFeatures) state).activeFeatures(active), (solver.value(state) + 1) / 2f);
        }
        int[] order = new int[samples.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        int batch = 1024;
        java.lang.management.BufferPoolMXBean direct = java.lang.management.ManagementFactory
                .getPlatformMXBeans(java.lang.management.BufferPoolMXBean.class).stream()
                .filter(pool -> pool.getName().equals("direct")).findFirst().orElseThrow();
        ValueNetwork start = ValueNetworkTrainer.fresh("tictactoe", "tictactoe-18", 18, 64, 3, 3, 4, 3);
        try (ValueNetworkTrainer trainer = new ValueNetworkTrainer(start, 0.02f, batch, 200)) {
            trainer.step(samples, order, 0);
            long before = direct.getMemoryUsed();
            for (int step = 1; step < 200; step++) {
                trainer.step(samples, order, step * batch);
            }
            // A step's inputs alone are batch * 18 floats; 199 steps with a buffer each would hold 199 of them.
            assertThat(direct.getMemoryUsed() - before).isLessThan(batch * 18L * Float.BYTES);
        }
    }

    @Test
    void theFileKeepsEveryWeightAndEvalNnueLoadsIt() throws IOException {
        ValueNetwork network = random(8, 2, 13);
        Path file = dir.resolve("t.nnue");
        network.write(file);
        ValueNetwork read = ValueNetwork.read(file);
        assertThat(read.inputWeights()).containsExactly(network.inputWeights());
        assertThat(read.hiddenBias()).containsExactly(network.hiddenBias());
        assertThat(read.outputWeights()).containsExactly(network.outputWeights());
        assertThat(read.outputBias()).containsExactly(network.outputBias());
        assertThat(read.buckets()).isEqualTo(2);
        assertThat(read.bucketSize()).isEqualTo(3);
        assertThat(read.command()).isEqualTo("test");
        Evaluator<? extends GameState> loaded = Ply.evaluator(GAME, "nnue:" + file);
        GameState state = GAME.parseState("XO.X..O..");
        @SuppressWarnings("unchecked")
        Evaluator<GameState> evaluator = (Evaluator<GameState>) loaded;
        assertThat(evaluator.evaluate(state)).isEqualTo(new ValueNetworkEvaluator(network, 9).evaluate(state));
        assertThat(Ply.evaluator(GAME, "nnue:" + file)).as("one evaluator while the file is unchanged")
                .isSameAs(loaded);
    }

    @Test
    void aNetworkWithABaseAddsItsOutputToTheBaseEvaluatorsScore() throws IOException {
        ValueNetwork network = random(8, 2, 19);
        Path file = dir.resolve("base.nnue");
        network.withBase("default").write(file);
        @SuppressWarnings("unchecked")
        Evaluator<GameState> corrected = (Evaluator<GameState>) Ply.evaluator(GAME, "nnue:" + file);
        @SuppressWarnings("unchecked")
        Evaluator<GameState> base = (Evaluator<GameState>) Ply.evaluator(GAME, "default");
        ValueNetworkEvaluator alone = new ValueNetworkEvaluator(network, 9);
        int differ = 0;
        for (GameState state : new TicTacToeSolver(GAME).positions()) {
            int expected = Math.max(-ValueNetworkEvaluator.BOUND, Math.min(ValueNetworkEvaluator.BOUND,
                    alone.evaluate(state) + base.evaluate(state)));
            assertThat(corrected.evaluate(state)).as(state.notation()).isEqualTo(expected);
            differ += base.evaluate(state) != 0 ? 1 : 0;
        }
        assertThat(differ).as("positions the base scores at all").isGreaterThan(100);
        assertThat(ValueNetwork.read(file).base()).isEqualTo("default");
    }

    @Test
    void aDamagedOrForeignFileIsRefusedInOneLine() throws IOException {
        Path file = dir.resolve("t.nnue");
        random(8, 1, 13).write(file);
        byte[] bytes = Files.readAllBytes(file);
        Path cut = dir.resolve("cut.nnue");
        Files.write(cut, java.util.Arrays.copyOf(bytes, bytes.length - 9));
        assertThatThrownBy(() -> ValueNetwork.read(cut)).isInstanceOf(InvalidInputException.class)
                .hasMessage("value network " + cut + ": truncated: 639 bytes of weights, 648 expected");  // 18 x 8 + 8 + 8 + 1 floats and a checksum
        Path flipped = dir.resolve("flipped.nnue");
        byte[] damaged = bytes.clone();
        damaged[damaged.length - 20] ^= 1;
        Files.write(flipped, damaged);
        assertThatThrownBy(() -> ValueNetwork.read(flipped)).isInstanceOf(InvalidInputException.class)
                .hasMessage("value network " + flipped + ": damaged (checksum mismatch)");
        Path text = dir.resolve("text.nnue");
        Files.writeString(text, "evaluator chess:classic\n");
        assertThatThrownBy(() -> Ply.evaluator(GAME, "nnue:" + text)).isInstanceOf(InvalidInputException.class)
                .hasMessage("value network " + text + ": not a Ply value network file (ply fit writes them)");
        assertThatThrownBy(() -> Ply.evaluator(GAME, "nnue:" + dir.resolve("none.nnue")))
                .isInstanceOf(InvalidInputException.class)
                .hasMessage("network file " + dir.resolve("none.nnue") + ": no such file");
        Path foreign = dir.resolve("foreign.nnue");
        ValueNetwork other = random(8, 1, 13);
        new ValueNetwork("connectfour", "connectfour-84", 18, 8, 1, 3, other.inputWeights(), other.hiddenBias(),
                other.outputWeights(), other.outputBias(), 0, "test", "").write(foreign);
        assertThatThrownBy(() -> Ply.evaluator(GAME, "nnue:" + foreign)).isInstanceOf(InvalidInputException.class)
                .hasMessage("value network " + foreign + ": made for connectfour (connectfour-84, 18 features), not"
                        + " for tictactoe (tictactoe-18, 18 features)");
        assertThatThrownBy(() -> Ply.evaluator(GAME, "nnue")).isInstanceOf(InvalidInputException.class)
                .hasMessage("no value network ships for tictactoe: fit one with 'ply fit tictactoe --positions FILE"
                        + " --out NET' and pass eval=nnue:NET");
        assertThatThrownBy(() -> Ply.evaluator(Ply.game("tree"), "nnue:" + file))
                .isInstanceOf(InvalidInputException.class).hasMessage("eval=nnue: tree has no sparse features");
    }
}

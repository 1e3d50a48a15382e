package dev.ply.learning;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.capability.NetworkEncoding;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class NetworkTest {

    private static final Game TICTACTOE = Ply.game("tictactoe");

    @TempDir
    Path folder;

    private static NetworkInfo info() {
        return info("mlp:32,16");
    }

    private static NetworkInfo info(String spec) {
        NetworkEncoding encoding = (NetworkEncoding) TICTACTOE.newState();
        return new NetworkInfo("tictactoe", encoding.encodingName(), Architecture.parse(spec, encoding), 0, 0, "test");
    }

    @Test
    void aMiniBatchWhoseGradientsAreNotNumbersIsDroppedAndAnotherDrawn() {
        NetworkEncoding encoding = (NetworkEncoding) TICTACTOE.newState();
        LearnedNetwork start = LearnedNetwork.initial(info(), 5);
        float[] policy = new float[9];
        policy[4] = 1;
        // Seven good positions and one whose input is not a number: its gradients are NaN.
        Samples mixed = new Samples(encoding, 8);
        for (int i = 0; i < 8; i++) {
            float[] input = new float[18];
            input[i] = i == 7 ? Float.NaN : 1;
            mixed.add(input, policy, 1);
        }
        try (NetworkTrainer trainer = new NetworkTrainer(start, 0.01f, 0, 1)) {
            double[] losses = trainer.train(mixed, 40, new SplittableRandom(2));
            assertThat(losses[0]).isFinite();
            assertThat(losses[1]).isFinite();
            LearnedNetwork trained = trainer.network(start.info());
            assertThat(Arrays.stream(trained.tensors()).allMatch(NetworkTest::finite)).isTrue();
            assertThat(trained.tensors()[0]).isNotEqualTo(start.tensors()[0]);
        }
        Samples bad = new Samples(encoding, 1);
        float[] input = new float[18];
        input[0] = Float.NaN;
        bad.add(input, policy, 1);
        try (NetworkTrainer trainer = new NetworkTrainer(start, 0.01f, 0, 4)) {
            assertThatThrownBy(() -> trainer.train(bad, 3, new SplittableRandom(2)))
                    .isInstanceOf(InvalidInputException.class)
                    .hasMessageStartingWith("training failed: gradients that are not finite numbers on 8 mini-batches"
                            + " in a row at step 1 (");
            // No step was taken: the weights are the ones it started from.
            assertThat(trainer.network(start.info()).tensors()).isDeepEqualTo(start.tensors());
        }
    }

    private static boolean finite(float[] tensor) {
        for (float w : tensor) {
            if (!Float.isFinite(w)) {
                return false;
            }
        }
        return true;
    }

    @ParameterizedTest
    @ValueSource(strings = {"mlp:32,16", "resnet:2x16", "resnet:0x8"})
    void javaForwardPassAgreesWithTheEngineAfterTraining(String spec) {
        LearnedNetwork start = LearnedNetwork.initial(info(spec), 7);
        SplittableRandom random = new SplittableRandom(3);
        Samples samples = randomSamples(random);
        int batch = 8;
        float[] inputs = new float[batch * 18];
        for (int j = 0; j < inputs.length; j++) {
            inputs[j] = random.nextInt(2);
        }
        try (NetworkTrainer trainer = new NetworkTrainer(start, 0.01f, 1e-4f, 16)) {
            double[] losses = trainer.train(samples, 20, random);
            assertThat(losses[0]).isPositive();
            LearnedNetwork trained = trainer.network(info(spec).trained(20, 1));
            for (int t = 0; t < start.tensors().length; t++) {
                assertThat(trained.tensors()[t]).as("tensor %d", t).isNotEqualTo(start.tensors()[t]);
            }
            float[] engineLogits = new float[batch * 9];
            float[] engineValues = new float[batch];
            trainer.predict(inputs, batch, engineLogits, engineValues);
            float[] javaLogits = new float[batch * 9];
            float[] javaValues = new float[batch];
            trained.evaluate(inputs, batch, javaLogits, javaValues);
            assertThat(engineLogits).as("the engine's logits").isNotEqualTo(new float[batch * 9]);
            assertAgree(javaLogits, javaValues, engineLogits, engineValues);
        }
    }

    @Test
    void aWidenedPerceptronComputesWhatTheNarrowOneDidAndItsNewUnitsLearn() {
        // A trained narrow network, so that its weights are not the fresh ones widening adds.
        LearnedNetwork narrow = trainedOnRandomSamples(LearnedNetwork.initial(info("mlp:16,8"), 3), 30);
        MlpNetwork wide = MlpNetwork.widen(narrow, info("mlp:32,12"), 5);
        assertThat(wide.info().architecture()).isEqualTo(info("mlp:32,12").architecture());
        SplittableRandom random = new SplittableRandom(11);
        int batch = 16;
        float[] inputs = randomInputs(random, batch * 18);
        float[] narrowLogits = new float[batch * 9];
        float[] narrowValues = new float[batch];
        narrow.evaluate(inputs, batch, narrowLogits, narrowValues);
        float[] wideLogits = new float[batch * 9];
        float[] wideValues = new float[batch];
        wide.evaluate(inputs, batch, wideLogits, wideValues);
        assertThat(narrowLogits).as("the narrow network's logits").isNotEqualTo(new float[batch * 9]);
        assertAgree(wideLogits, wideValues, narrowLogits, narrowValues);
        // The new units of the first layer read the inputs with fresh weights; their outgoing weights start at 0 and
        // move once trained, so the new capacity is used.
        float[] second = wide.tensors()[2];
        assertThat(Arrays.copyOfRange(wide.tensors()[0], 16 * 18, 32 * 18)).isNotEqualTo(new float[16 * 18]);
        assertThat(second[20]).isZero();
        LearnedNetwork trained = trainedOnRandomSamples(wide, 5);
        assertThat(trained.tensors()[2][20]).isNotZero();
        // Other shapes are refused, in one line.
        for (String spec : List.of("mlp:8,8", "mlp:32,12,8", "resnet:1x8")) {
            assertThatThrownBy(() -> MlpNetwork.widen(narrow, info(spec), 5)).isInstanceOf(InvalidInputException.class)
                    .hasMessage("a network of shape mlp 18-16-8 cannot be widened into "
                            + info(spec).architecture().describe());
        }
    }

    /** {@code size} inputs, each 1 with probability 1/3 and 0 otherwise, as a board's planes are. */
    private static float[] randomInputs(SplittableRandom random, int size) {
        float[] inputs = new float[size];
        for (int j = 0; j < size; j++) {
            inputs[j] = random.nextInt(3) == 0 ? 1 : 0;
        }
        return inputs;
    }

    /** Each logit and value within 1e-5 of the expected one. */
    private static void assertAgree(float[] logits, float[] values, float[] expectedLogits, float[] expectedValues) {
        for (int j = 0; j < logits.length; j++) {
            assertThat(logits[j]).as("logit %d", j).isCloseTo(expectedLogits[j],
                    org.assertj.core.data.Offset.offset(1e-5f));
        }
        for (int j = 0; j < values.length; j++) {
            assertThat(values[j]).as("value %d", j).isCloseTo(expectedValues[j],
                    org.assertj.core.data.Offset.offset(1e-5f));
        }
    }

    /** The network trained {@code steps} steps on 64 random samples. */
    private static LearnedNetwork trainedOnRandomSamples(LearnedNetwork start, int steps) {
        SplittableRandom random = new SplittableRandom(3);
        Samples samples = randomSamples(random);
        try (NetworkTrainer trainer = new NetworkTrainer(start, 0.01f, 1e-4f, 16)) {
            trainer.train(samples, steps, random);
            return trainer.network(start.info().trained(steps, 1));
        }
    }

    /** 64 tic-tac-toe-sized samples: random 0/1 inputs, one random move as the policy, a random result. */
    private static Samples randomSamples(SplittableRandom random) {
        Samples samples = new Samples((NetworkEncoding) TICTACTOE.newState(), 64);
        for (int i = 0; i < 64; i++) {
            float[] input = new float[18];
            float[] policy = new float[9];
            for (int j = 0; j < 18; j++) {
                input[j] = random.nextInt(2);
            }
            policy[random.nextInt(9)] = 1;
            samples.add(input, policy, random.nextInt(3) - 1);
        }
        return samples;
    }

    @Test
    void residualNetworkAgreesWithTheEngineOnANonSquareBoard() {
        // 3 planes of 4 rows by 5 columns, every tensor random (variances positive): a mix-up of rows and columns,
        // planes and cells, or of batch normalisation's four tensors shows here.
        Architecture.ResNet shape = new Architecture.ResNet(3, 4, 5, 2, 8, 6, 11);
        NetworkInfo info = new NetworkInfo("tictactoe", "test", shape, 0, 0, "test");
        SplittableRandom random = new SplittableRandom(5);
        int[] sizes = shape.tensorSizes();
        float[][] tensors = new float[sizes.length][];
        for (int t = 0; t < sizes.length; t++) {
            tensors[t] = new float[sizes[t]];
            for (int j = 0; j < sizes[t]; j++) {
                tensors[t][j] = (float) random.nextDouble(0.05, 0.3) * (random.nextBoolean() ? 1 : -1);
            }
        }
        int convolutions = 1 + 2 * shape.blocks();
        List<Integer> variances = new java.util.ArrayList<>();
        for (int i = 0; i < convolutions; i++) {
            variances.add(5 * i + 4);
        }
        variances.add(5 * convolutions + 4); // the policy head's
        variances.add(5 * convolutions + 7 + 4); // the value head's
        for (int t : variances) {
            for (int j = 0; j < sizes[t]; j++) {
                tensors[t][j] = Math.abs(tensors[t][j]);
            }
        }
        LearnedNetwork network = LearnedNetwork.of(info, tensors);
        int batch = 3;
        float[] inputs = randomInputs(random, batch * shape.inputs());
        float[] javaLogits = new float[batch * 11];
        float[] javaValues = new float[batch];
        network.evaluate(inputs, batch, javaLogits, javaValues);
        float[] engineLogits = new float[batch * 11];
        float[] engineValues = new float[batch];
        try (NetworkTrainer trainer = new NetworkTrainer(network, 0.01f, 0, batch)) {
            trainer.predict(inputs, batch, engineLogits, engineValues);
        }
        for (int j = 0; j < javaLogits.length; j++) {
            assertThat(javaLogits[j]).as("logit %d", j).isCloseTo(engineLogits[j],
                    org.assertj.core.data.Offset.offset(1e-5f * Math.max(1, Math.abs(engineLogits[j]))));
        }
        for (int j = 0; j < batch; j++) {
            assertThat(Math.abs(engineValues[j])).as("a value short of tanh's saturation").isLessThan(0.999f);
            assertThat(javaValues[j]).isCloseTo(engineValues[j], org.assertj.core.data.Offset.offset(1e-5f));
        }
    }

    @Test
    void aResidualNetworkIsRefusedForAFlatEncoding() {
        NetworkEncoding backgammon = (NetworkEncoding) Ply.game("backgammon").newState();
        assertThatThrownBy(() -> Architecture.parse("resnet:2x8", backgammon))
                .isInstanceOf(InvalidInputException.class).hasMessageStartingWith("a residual network convolves board"
                        + " planes, and " + backgammon.encodingName() + " is a flat vector of "
                        + backgammon.inputSize() + " features");
        assertThat(Architecture.parse("mlp:8", backgammon).inputs()).isEqualTo(backgammon.inputSize());
    }

    @ParameterizedTest
    @ValueSource(strings = {"mlp:32,16", "resnet:2x16"})
    void aFileReadsBackAsTheSameNetwork(String spec) throws IOException {
        LearnedNetwork network = LearnedNetwork.initial(info(spec), 11);
        Path file = folder.resolve("n.net");
        NetworkFile.write(network, file);
        LearnedNetwork back = NetworkFile.read(file);
        assertThat(back.info()).isEqualTo(network.info());
        float[] input = new float[18];
        input[4] = 1;
        float[] a = new float[9];
        float[] b = new float[9];
        float[] va = new float[1];
        float[] vb = new float[1];
        network.evaluate(input, 1, a, va);
        back.evaluate(input, 1, b, vb);
        assertThat(b).containsExactly(a);
        assertThat(vb).containsExactly(va);
    }

    @Test
    void damagedTruncatedForeignAndMissingFilesAreRefusedInOneLine() throws IOException {
        Path file = folder.resolve("n.net");
        NetworkFile.write(LearnedNetwork.initial(info(), 1), file);
        byte[] bytes = Files.readAllBytes(file);

        Path cut = folder.resolve("cut.net");
        Files.write(cut, Arrays.copyOf(bytes, bytes.length - 100));
        assertThatThrownBy(() -> NetworkFile.read(cut)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("truncated");

        Path flipped = folder.resolve("flipped.net");
        byte[] damaged = bytes.clone();
        damaged[damaged.length - 50] ^= 0x10;
        Files.write(flipped, damaged);
        assertThatThrownBy(() -> NetworkFile.read(flipped)).hasMessageContaining("checksum");

        Path text = folder.resolve("text.net");
        Files.writeString(text, "hello, I am not a network\n");
        assertThatThrownBy(() -> NetworkFile.read(text)).hasMessageContaining("not a Ply network file");

        assertThatThrownBy(() -> NetworkFile.read(folder.resolve("missing.net"))).hasMessageContaining("no such file");

        Game connectFour = new dev.ply.games.tictactoe.TicTacToe();
        assertThat(connectFour.id()).isEqualTo("tictactoe");
        NetworkInfo other = new NetworkInfo("chess", "chess-planes", new Architecture.Mlp(18, List.of(8), 9), 0, 0, "x");
        Path foreign = folder.resolve("foreign.net");
        NetworkFile.write(LearnedNetwork.initial(other, 1), foreign);
        assertThatThrownBy(() -> Ply.network(TICTACTOE, foreign.toString()))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("made for chess, not tictactoe");
        for (Throwable t : List.of(catchMessage(cut), catchMessage(flipped), catchMessage(text))) {
            assertThat(t.getMessage()).doesNotContain("\n");
        }
    }

    private static Throwable catchMessage(Path file) {
        try {
            NetworkFile.read(file);
            throw new AssertionError("read " + file);
        } catch (InvalidInputException e) {
            return e;
        }
    }
}

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

class NetworkTest {

    private static final Game TICTACTOE = Ply.game("tictactoe");

    @TempDir
    Path folder;

    private static NetworkInfo info() {
        NetworkEncoding encoding = (NetworkEncoding) TICTACTOE.newState();
        return new NetworkInfo("tictactoe", encoding.encodingName(), new Architecture(encoding.inputSize(),
                List.of(32, 16), encoding.actionCount()), 0, 0, "test");
    }

    @Test
    void javaForwardPassAgreesWithTheEngineAfterTraining() {
        MlpNetwork start = MlpNetwork.initial(info(), 7);
        NetworkEncoding encoding = (NetworkEncoding) TICTACTOE.newState();
        Samples samples = new Samples(encoding, 64);
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 64; i++) {
            float[] input = new float[18];
            float[] policy = new float[9];
            for (int j = 0; j < 18; j++) {
                input[j] = random.nextInt(2);
            }
            policy[random.nextInt(9)] = 1;
            samples.add(input, policy, random.nextInt(3) - 1);
        }
        int batch = 8;
        float[] inputs = new float[batch * 18];
        for (int j = 0; j < inputs.length; j++) {
            inputs[j] = random.nextInt(2);
        }
        try (NetworkTrainer trainer = new NetworkTrainer(start, 0.01f, 1e-4f, 16)) {
            double[] losses = trainer.train(samples, 20, random);
            assertThat(losses[0]).isPositive();
            MlpNetwork trained = trainer.network(info().trained(20, 1));
            assertThat(trained.weights(0)).isNotEqualTo(start.weights(0));
            float[] engineLogits = new float[batch * 9];
            float[] engineValues = new float[batch];
            trainer.predict(inputs, batch, engineLogits, engineValues);
            float[] javaLogits = new float[batch * 9];
            float[] javaValues = new float[batch];
            trained.evaluate(inputs, batch, javaLogits, javaValues);
            for (int j = 0; j < javaLogits.length; j++) {
                assertThat(javaLogits[j]).isCloseTo(engineLogits[j], org.assertj.core.data.Offset.offset(1e-5f));
            }
            for (int j = 0; j < batch; j++) {
                assertThat(javaValues[j]).isCloseTo(engineValues[j], org.assertj.core.data.Offset.offset(1e-5f));
            }
        }
    }

    @Test
    void aFileReadsBackAsTheSameNetwork() throws IOException {
        MlpNetwork network = MlpNetwork.initial(info(), 11);
        Path file = folder.resolve("n.net");
        NetworkFile.write(network, file);
        MlpNetwork back = NetworkFile.read(file);
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
        NetworkFile.write(MlpNetwork.initial(info(), 1), file);
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
        NetworkInfo other = new NetworkInfo("chess", "chess-planes", new Architecture(18, List.of(8), 9), 0, 0, "x");
        Path foreign = folder.resolve("foreign.net");
        NetworkFile.write(MlpNetwork.initial(other, 1), foreign);
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

package dev.ply.learning;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.eval.PolicyValueNetwork;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NetworkEnsembleTest {

    private static final Game TICTACTOE = Ply.game("tictactoe");
    private static final NetworkEncoding ENCODING = (NetworkEncoding) TICTACTOE.newState();
    private static final int BATCH = 5;

    @TempDir
    Path folder;

    private static LearnedNetwork network(String spec, long seed) {
        NetworkInfo info = new NetworkInfo("tictactoe", ENCODING.encodingName(), Architecture.parse(spec, ENCODING), 0,
                0, "test " + seed);
        // Fresh heads answer almost nothing; random tensors make every output count.
        float[][] tensors = LearnedNetwork.initial(info, seed).tensors();
        SplittableRandom random = new SplittableRandom(seed);
        for (float[] tensor : tensors) {
            for (int i = 0; i < tensor.length; i++) {
                tensor[i] = (float) random.nextGaussian(0, 0.3);
            }
        }
        return LearnedNetwork.of(info, tensors);
    }

    private Path file(String name, String spec, long seed) throws IOException {
        Path file = folder.resolve(name);
        NetworkFile.write(network(spec, seed), file);
        return file;
    }

    private static float[] inputs() {
        SplittableRandom random = new SplittableRandom(42);
        float[] inputs = new float[BATCH * ENCODING.inputSize()];
        for (int i = 0; i < inputs.length; i++) {
            inputs[i] = random.nextInt(2);
        }
        return inputs;
    }

    private static float[][] answer(PolicyValueNetwork network, float[] inputs) {
        float[] logits = new float[BATCH * ENCODING.actionCount()];
        float[] values = new float[BATCH];
        network.evaluate(inputs, BATCH, logits, values);
        return new float[][] {logits, values};
    }

    @Test
    void shouldAnswerTheMeanOfItsNetworksLogitsAndValues() {
        List<LearnedNetwork> members = List.of(network("mlp:16,8", 1), network("mlp:32,16", 2),
                network("mlp:16,8", 3));
        NetworkEnsemble ensemble = NetworkEnsemble.of(members, "test");
        float[] inputs = inputs();
        float[][] mean = answer(ensemble, inputs);
        float[][] expected = {new float[mean[0].length], new float[BATCH]};
        for (LearnedNetwork member : members) {
            float[][] its = answer(member, inputs);
            for (int part = 0; part < 2; part++) {
                for (int i = 0; i < its[part].length; i++) {
                    expected[part][i] += its[part][i] / members.size();
                }
            }
            assertThat(its[1]).isNotEqualTo(mean[1]); // each network is one voice among three
        }
        for (int part = 0; part < 2; part++) {
            for (int i = 0; i < expected[part].length; i++) {
                assertThat(mean[part][i]).as("output %d of part %d", i, part).isCloseTo(expected[part][i],
                        within(1e-5f));
            }
        }
        // A smaller batch after a larger one reuses the thread's buffers and still answers the same.
        float[] one = Arrays.copyOf(inputs, ENCODING.inputSize());
        float[] logits = new float[ENCODING.actionCount()];
        float[] value = new float[1];
        ensemble.evaluate(one, 1, logits, value);
        assertThat(value[0]).isEqualTo(mean[1][0]);
        assertThat(logits).containsExactly(Arrays.copyOf(mean[0], ENCODING.actionCount()));
    }

    @Test
    void shouldReadBackTheEnsembleItWroteForSearchesButNotForTraining() throws IOException {
        Path a = file("a.net", "mlp:16,8", 4);
        Path b = file("b.net", "mlp:32,16", 5);
        Path out = folder.resolve("both.net");
        NetworkEnsemble written = NetworkEnsemble.write(TICTACTOE, List.of(a, b), out, "ply ensemble tictactoe a b");

        PolicyValueNetwork loaded = Ply.network(TICTACTOE, out.toString());
        assertThat(loaded).isInstanceOf(NetworkEnsemble.class);
        assertThat(((NetworkEnsemble) loaded).command()).isEqualTo("ply ensemble tictactoe a b");
        assertThat(((NetworkEnsemble) loaded).members()).hasSize(2);
        assertThat(loaded.description()).startsWith("mean of 2: tictactoe mlp 18-16-8");
        float[] inputs = inputs();
        float[][] before = answer(written, inputs);
        float[][] after = answer(loaded, inputs);
        assertThat(after[0]).containsExactly(before[0]);
        assertThat(after[1]).containsExactly(before[1]);

        assertThatThrownBy(() -> NetworkFile.read(out)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("an ensemble of networks").hasMessageContaining("name one of the networks");
        assertThatThrownBy(() -> NetworkEnsemble.write(TICTACTOE, List.of(out, a), folder.resolve("x.net"), "x"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("an ensemble of networks");
        assertThat(folder.resolve("x.net")).doesNotExist();
    }

    @Test
    void shouldRefuseTooFewNetworksAndNetworksOfAnotherEncoding() throws IOException {
        assertThatThrownBy(() -> NetworkEnsemble.of(List.of(network("mlp:8,8", 1)), "x"))
                .isInstanceOf(InvalidInputException.class).hasMessage("an ensemble holds 2 to 16 networks, not 1");
        NetworkInfo other = new NetworkInfo("chess", "chess-planes", new Architecture.Mlp(18, List.of(8), 9), 0, 0, "x");
        LearnedNetwork chess = LearnedNetwork.initial(other, 1);
        assertThatThrownBy(() -> NetworkEnsemble.of(List.of(network("mlp:8,8", 1), chess), "x"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("the same game and encoding");

        Path a = file("a.net", "mlp:8,8", 1);
        Path foreign = folder.resolve("chess.net");
        NetworkFile.write(chess, foreign);
        Path out = folder.resolve("out.net");
        assertThatThrownBy(() -> NetworkEnsemble.write(TICTACTOE, List.of(a, foreign), out, "x"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("made for chess, not tictactoe");
        assertThat(out).doesNotExist();
    }

    @Test
    void shouldRefuseACutOrDamagedEnsembleInOneLine() throws IOException {
        Path a = file("a.net", "mlp:16,8", 6);
        Path b = file("b.net", "mlp:16,8", 7);
        Path out = folder.resolve("both.net");
        NetworkEnsemble.write(TICTACTOE, List.of(a, b), out, "x");
        byte[] bytes = Files.readAllBytes(out);

        Path broken = folder.resolve("broken.net");
        for (int length : new int[] {NetworkEnsemble.MAGIC.length + 2, 40, 200, bytes.length / 2, bytes.length - 1}) {
            Files.write(broken, Arrays.copyOf(bytes, length));
            assertThatThrownBy(() -> Ply.network(TICTACTOE, broken.toString())).as("cut at %d", length)
                    .isInstanceOf(InvalidInputException.class)
                    .hasMessageStartingWith("network file " + broken)
                    .hasMessageNotContaining("\n");
        }
        byte[] damaged = bytes.clone();
        damaged[bytes.length / 2] ^= 0x10; // a weight of the first network: only the checksums can tell
        Files.write(broken, damaged);
        assertThatThrownBy(() -> Ply.network(TICTACTOE, broken.toString())).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("checksum");
        Files.write(broken, Arrays.copyOf(bytes, bytes.length + 3));
        assertThatThrownBy(() -> Ply.network(TICTACTOE, broken.toString())).isInstanceOf(InvalidInputException.class)
                .hasMessageStartingWith("network file " + broken);
    }
}

package dev.ply.games.backgammon.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class FeatureNetworkTest {

    private static double[] input(int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = random.nextInt(3) == 0 ? 0 : random.nextDouble() * 2 - 0.5;
        }
        return x;
    }

    private static double sigmoid(double z) {
        return 1 / (1 + Math.exp(-z));
    }

    @Test
    void shouldComputeTheTextbookFormulaFromTheWrittenWeights() throws Exception {
        FeatureNetwork network = new FeatureNetwork(7, 4, 3);
        StringWriter text = new StringWriter();
        network.write(text);
        String[] lines = text.toString().split("\n");
        assertThat(lines[0]).isEqualTo("7 4");
        double[] w = new double[lines.length - 1];
        for (int i = 1; i < lines.length; i++) {
            w[i - 1] = Double.parseDouble(lines[i]);
        }
        double[] x = input(7, 1);
        double[] h = new double[4];
        for (int j = 0; j < 4; j++) {
            double sum = w[j * 8 + 7];
            for (int i = 0; i < 7; i++) {
                sum += w[j * 8 + i] * x[i];
            }
            h[j] = sigmoid(sum);
        }
        double[] expected = new double[3];
        for (int k = 0; k < 3; k++) {
            double sum = w[32 + k * 5 + 4];
            for (int j = 0; j < 4; j++) {
                sum += w[32 + k * 5 + j] * h[j];
            }
            expected[k] = sigmoid(sum);
        }
        double[] out = new double[3];
        network.forward(x, new double[4], out);
        assertThat(out).containsExactly(expected, within(1e-8));
    }

    @Test
    void shouldReadBackWhatItWrote() throws Exception {
        FeatureNetwork network = new FeatureNetwork(9, 5, 11);
        StringWriter text = new StringWriter();
        network.write(text);
        FeatureNetwork copy = FeatureNetwork.read(new ByteArrayInputStream(
                text.toString().getBytes(StandardCharsets.US_ASCII)));
        double[] x = input(9, 2);
        double[] a = new double[3];
        double[] b = new double[3];
        network.forward(x, new double[5], a);
        copy.forward(x, new double[5], b);
        assertThat(b).containsExactly(a, within(1e-8));
    }

    @Test
    void shouldGiveGradientsThatMatchFiniteDifferences() {
        FeatureNetwork network = new FeatureNetwork(6, 3, 5);
        double[] x = input(6, 3);
        int n = network.parameterCount();
        double[][] gradients = new double[3][n];
        double[] out = new double[3];
        network.gradients(x, gradients, new double[3], out);
        double step = 1e-6;
        for (int p = 0; p < n; p++) {
            double[] direction = new double[n];
            direction[p] = 1;
            network.addToWeights(direction, step);
            double[] plus = new double[3];
            network.forward(x, new double[3], plus);
            network.addToWeights(direction, -2 * step);
            double[] minus = new double[3];
            network.forward(x, new double[3], minus);
            network.addToWeights(direction, step);
            for (int k = 0; k < 3; k++) {
                assertThat(gradients[k][p]).as("output %d, weight %d", k, p)
                        .isCloseTo((plus[k] - minus[k]) / (2 * step), within(1e-7));
            }
        }
    }

    @Test
    void shouldMoveTheOutputsTowardsTheTargetWhenTrained() {
        FeatureNetwork network = new FeatureNetwork(6, 3, 7);
        double[] x = input(6, 4);
        double[] target = {0.9, 0.2, 0.05};
        double[] before = new double[3];
        network.forward(x, new double[3], before);
        for (int step = 0; step < 200; step++) {
            network.train(x, target, 0.5, new double[3], new double[3], new double[3]);
        }
        double[] after = new double[3];
        network.forward(x, new double[3], after);
        for (int k = 0; k < 3; k++) {
            assertThat(Math.abs(after[k] - target[k])).isLessThan(Math.abs(before[k] - target[k]));
        }
    }
}

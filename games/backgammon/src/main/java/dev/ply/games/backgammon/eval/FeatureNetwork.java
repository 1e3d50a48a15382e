package dev.ply.games.backgammon.eval;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A small feed-forward network over {@link BackgammonFeatures}: one hidden layer of logistic units and
 * three logistic outputs, the chances (from the side of the player on roll, before the roll) of winning,
 * of winning a gammon or better, and of losing a gammon or worse. With no hidden units it is three
 * logistic regressions on the features.
 *
 * <p>Weights are plain numbers: {@link #write} and {@link #read} store them as text, one number a line
 * after a header {@code inputs hidden}: for each hidden unit its weight from each input and its bias,
 * then for each output its weight from each hidden unit (or input, without hidden units) and its bias.
 * The evaluator's weights were learned by temporal-difference
 * self-play ({@code dev.ply.bench.backgammon.TrainPlyEvaluator} in the bench module), with
 * {@link #train}.
 *
 * <p>Evaluation ({@link #forward}) is thread-safe and allocation-free given the caller's buffers;
 * training changes the weights and is for one thread.
 */
public final class FeatureNetwork {

    /** Outputs: win, gammon win, gammon loss. */
    public static final int OUTPUTS = 3;
    /** The index of the chance of winning among the outputs. */
    public static final int WIN = 0;
    /** The index of the chance of winning a gammon (or backgammon). */
    public static final int GAMMON_WIN = 1;
    /** The index of the chance of losing a gammon (or backgammon). */
    public static final int GAMMON_LOSS = 2;

    private final int inputs;
    private final int hidden;
    /**
     * Hidden weights, input-major: the weights from input {@code i} to the hidden units are
     * {@code [i * hidden, (i + 1) * hidden)}, and the biases come last, as if from an input {@code inputs}.
     * Evaluation then skips the inputs that are zero (most of the point inputs) in one contiguous pass each.
     */
    private final double[] hiddenWeights;
    /** Output weights, row per output: one weight per hidden unit (or input when there is none), then the bias. */
    private final double[] outputWeights;

    /**
     * Creates a network with small random weights, to be trained.
     *
     * @param inputs the number of inputs
     * @param hidden the number of hidden units, 0 for none
     * @param seed the seed of the initial weights
     */
    public FeatureNetwork(int inputs, int hidden, long seed) {
        this.inputs = inputs;
        this.hidden = hidden;
        this.hiddenWeights = new double[hidden * (inputs + 1)];
        this.outputWeights = new double[OUTPUTS * (width() + 1)];
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < hiddenWeights.length; i++) {
            hiddenWeights[i] = (random.nextDouble() - 0.5) * 0.2;
        }
        for (int i = 0; i < outputWeights.length; i++) {
            outputWeights[i] = (random.nextDouble() - 0.5) * 0.2;
        }
    }

    private FeatureNetwork(int inputs, int hidden, double[] hiddenWeights, double[] outputWeights) {
        this.inputs = inputs;
        this.hidden = hidden;
        this.hiddenWeights = hiddenWeights;
        this.outputWeights = outputWeights;
    }

    private int width() {
        return hidden == 0 ? inputs : hidden;
    }

    /**
     * The number of inputs.
     *
     * @return the input count
     */
    public int inputs() {
        return inputs;
    }

    /**
     * The number of hidden units.
     *
     * @return 0 for a network without a hidden layer
     */
    public int hidden() {
        return hidden;
    }

    /**
     * Computes the outputs.
     *
     * @param x the inputs, {@link #inputs()} values; not modified
     * @param h receives the hidden activations; at least {@link #hidden()} long; owned by the caller
     * @param out receives the {@value #OUTPUTS} outputs, each in (0, 1); owned by the caller
     */
    public void forward(double[] x, double[] h, double[] out) {
        double[] layer = x;
        if (hidden > 0) {
            System.arraycopy(hiddenWeights, inputs * hidden, h, 0, hidden);
            for (int i = 0; i < inputs; i++) {
                double xi = x[i];
                if (xi == 0) {
                    continue;
                }
                int base = i * hidden;
                for (int j = 0; j < hidden; j++) {
                    h[j] += hiddenWeights[base + j] * xi;
                }
            }
            for (int j = 0; j < hidden; j++) {
                h[j] = sigmoid(h[j]);
            }
            layer = h;
        }
        int width = width();
        int row = 0;
        for (int k = 0; k < OUTPUTS; k++) {
            double sum = outputWeights[row + width];
            for (int j = 0; j < width; j++) {
                sum += outputWeights[row + j] * layer[j];
            }
            out[k] = sigmoid(sum);
            row += width + 1;
        }
    }

    /**
     * One step of gradient descent on the squared error of the outputs, towards {@code target}.
     *
     * @param x the inputs; not modified
     * @param target the wanted outputs, {@value #OUTPUTS} values in [0, 1]; not modified
     * @param rate the learning rate
     * @param h a scratch buffer of {@link #hidden()} values
     * @param out a scratch buffer of {@value #OUTPUTS} values
     * @param delta a scratch buffer of {@link #hidden()} values
     */
    public void train(double[] x, double[] target, double rate, double[] h, double[] out, double[] delta) {
        forward(x, h, out);
        double[] layer = hidden > 0 ? h : x;
        int width = width();
        for (int j = 0; j < hidden; j++) {
            delta[j] = 0;
        }
        int row = 0;
        for (int k = 0; k < OUTPUTS; k++) {
            double error = (target[k] - out[k]) * out[k] * (1 - out[k]);
            for (int j = 0; j < hidden; j++) {
                delta[j] += error * outputWeights[row + j];
            }
            for (int j = 0; j < width; j++) {
                outputWeights[row + j] += rate * error * layer[j];
            }
            outputWeights[row + width] += rate * error;
            row += width + 1;
        }
        for (int j = 0; j < hidden; j++) {
            delta[j] *= h[j] * (1 - h[j]);
        }
        for (int i = 0; i <= inputs; i++) {
            double xi = i == inputs ? 1 : x[i];
            if (xi == 0) {
                continue;
            }
            int base = i * hidden;
            for (int j = 0; j < hidden; j++) {
                hiddenWeights[base + j] += rate * delta[j] * xi;
            }
        }
    }

    /**
     * The number of weights (biases included): the length of a gradient.
     *
     * @return the parameter count
     */
    public int parameterCount() {
        return hiddenWeights.length + outputWeights.length;
    }

    /**
     * The gradient of each output with respect to every weight, for TD(lambda) training: row {@code k} of
     * {@code gradients} receives the partial derivatives of output {@code k}, hidden weights first, in the
     * order {@link #addToWeights} takes.
     *
     * @param x the inputs; not modified
     * @param gradients receives {@value #OUTPUTS} rows of {@link #parameterCount()} values; owned by the caller
     * @param h a scratch buffer of {@link #hidden()} values
     * @param out receives the outputs
     */
    public void gradients(double[] x, double[][] gradients, double[] h, double[] out) {
        forward(x, h, out);
        double[] layer = hidden > 0 ? h : x;
        int width = width();
        int base = hiddenWeights.length;
        for (int k = 0; k < OUTPUTS; k++) {
            double[] g = gradients[k];
            double slope = out[k] * (1 - out[k]);
            int outRow = base + k * (width + 1);
            java.util.Arrays.fill(g, base, g.length, 0.0);
            for (int j = 0; j < width; j++) {
                g[outRow + j] = slope * layer[j];
            }
            g[outRow + width] = slope;
            int weightRow = k * (width + 1);
            for (int i = 0; i <= inputs; i++) {
                double xi = i == inputs ? 1 : x[i];
                int from = i * hidden;
                for (int j = 0; j < hidden; j++) {
                    g[from + j] = slope * outputWeights[weightRow + j] * h[j] * (1 - h[j]) * xi;
                }
            }
        }
    }

    /**
     * Adds {@code scale} times a direction (in the order of {@link #gradients}) to the weights.
     *
     * @param direction {@link #parameterCount()} values; not modified
     * @param scale the step
     */
    public void addToWeights(double[] direction, double scale) {
        int n = hiddenWeights.length;
        for (int i = 0; i < n; i++) {
            hiddenWeights[i] += scale * direction[i];
        }
        for (int i = 0; i < outputWeights.length; i++) {
            outputWeights[i] += scale * direction[n + i];
        }
    }

    private static double sigmoid(double z) {
        return 1 / (1 + Math.exp(-z));
    }

    /**
     * Writes the weights as text.
     *
     * @param writer receives the text; not closed
     * @throws IOException if writing fails
     */
    public void write(Writer writer) throws IOException {
        writer.write(inputs + " " + hidden + "\n");
        for (int j = 0; j < hidden; j++) {
            for (int i = 0; i <= inputs; i++) {
                writer.write(String.format(Locale.ROOT, "%.9g%n", hiddenWeights[i * hidden + j]));
            }
        }
        for (double w : outputWeights) {
            writer.write(String.format(Locale.ROOT, "%.9g%n", w));
        }
    }

    /**
     * Reads weights that {@link #write} wrote.
     *
     * @param in the text; read to the end, not closed
     * @return the network
     * @throws IOException if reading fails
     * @throws IllegalArgumentException if the text is not such weights
     */
    public static FeatureNetwork read(InputStream in) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII));
        String header = reader.readLine();
        if (header == null) {
            throw new IllegalArgumentException("empty weights");
        }
        String[] sizes = header.trim().split("\\s+");
        int inputs = Integer.parseInt(sizes[0]);
        int hidden = Integer.parseInt(sizes[1]);
        List<Double> values = new ArrayList<>();
        String line;
        while ((line = reader.readLine()) != null) {
            if (!line.isBlank()) {
                values.add(Double.parseDouble(line.trim()));
            }
        }
        int hiddenCount = hidden * (inputs + 1);
        int outputCount = OUTPUTS * ((hidden == 0 ? inputs : hidden) + 1);
        if (values.size() != hiddenCount + outputCount) {
            throw new IllegalArgumentException("a network of " + inputs + " inputs and " + hidden + " hidden units has "
                    + (hiddenCount + outputCount) + " weights, not " + values.size());
        }
        double[] hiddenWeights = new double[hiddenCount];
        double[] outputWeights = new double[outputCount];
        for (int j = 0; j < hidden; j++) {
            for (int i = 0; i <= inputs; i++) {
                hiddenWeights[i * hidden + j] = values.get(j * (inputs + 1) + i);
            }
        }
        for (int i = 0; i < outputCount; i++) {
            outputWeights[i] = values.get(hiddenCount + i);
        }
        return new FeatureNetwork(inputs, hidden, hiddenWeights, outputWeights);
    }
}

package dev.ply.learning;

import dev.ply.core.eval.PolicyValueNetwork;
import java.util.SplittableRandom;

/**
 * A policy-value multilayer perceptron evaluated in plain Java: the network a search uses. Immutable and
 * thread-safe; each thread evaluates with buffers of its own, so an evaluation allocates nothing once a thread has
 * made one.
 *
 * <p>Weights are kept per layer as {@code out × in} row-major matrices with a bias vector, in the order of
 * {@link Architecture#layers()}, the layout of PyTorch's {@code Linear} and of the network file.
 */
public final class MlpNetwork implements PolicyValueNetwork {

    private final NetworkInfo info;
    private final Architecture architecture;
    private final float[][] weights;
    private final float[][] biases;
    /**
     * Each layer's weights {@code in × out}, the order the forward pass reads them in: one input's weights to every
     * output lie side by side, so that adding them up is a loop the JIT vectorises, and an input of 0 (most of a
     * board's planes) costs nothing.
     */
    private final float[][] transposed;
    private final int widest;
    private final ThreadLocal<float[][]> buffers;

    /**
     * Creates a network from its weights.
     *
     * @param info what the network is
     * @param weights each layer's {@code out × in} weights, in the order of {@link Architecture#layers()}
     * @param biases each layer's biases
     */
    public MlpNetwork(NetworkInfo info, float[][] weights, float[][] biases) {
        this.info = info;
        this.architecture = info.architecture();
        int[][] layers = architecture.layers();
        if (weights.length != layers.length || biases.length != layers.length) {
            throw new IllegalArgumentException("expected " + layers.length + " layers");
        }
        int max = architecture.inputs();
        for (int i = 0; i < layers.length; i++) {
            if (weights[i].length != layers[i][0] * layers[i][1] || biases[i].length != layers[i][1]) {
                throw new IllegalArgumentException("layer " + i + " has the wrong size");
            }
            max = Math.max(max, layers[i][1]);
        }
        this.weights = weights;
        this.biases = biases;
        this.transposed = new float[layers.length][];
        for (int i = 0; i < layers.length; i++) {
            int in = layers[i][0];
            int out = layers[i][1];
            transposed[i] = new float[in * out];
            for (int o = 0; o < out; o++) {
                for (int j = 0; j < in; j++) {
                    transposed[i][j * out + o] = weights[i][o * in + j];
                }
            }
        }
        this.widest = max;
        this.buffers = ThreadLocal.withInitial(() -> new float[][] {new float[widest], new float[widest]});
    }

    /**
     * A network with fresh weights: He-initialised trunk, small heads, zero biases.
     *
     * @param info what the network is (its training step 0)
     * @param seed the random seed
     * @return the network
     */
    public static MlpNetwork initial(NetworkInfo info, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[][] layers = info.architecture().layers();
        float[][] weights = new float[layers.length][];
        float[][] biases = new float[layers.length][];
        for (int i = 0; i < layers.length; i++) {
            int in = layers[i][0];
            int out = layers[i][1];
            boolean head = i >= layers.length - 2;
            double deviation = head ? 0.01 : Math.sqrt(2.0 / in);
            weights[i] = new float[in * out];
            for (int j = 0; j < weights[i].length; j++) {
                weights[i][j] = (float) (random.nextGaussian() * deviation);
            }
            biases[i] = new float[out];
        }
        return new MlpNetwork(info, weights, biases);
    }

    /**
     * What the network is.
     *
     * @return its description
     */
    public NetworkInfo info() {
        return info;
    }

    /**
     * The weights of layer {@code i} (not copied: do not change them).
     *
     * @param layer the layer's index in {@link Architecture#layers()}
     * @return {@code out × in} weights
     */
    float[] weights(int layer) {
        return weights[layer];
    }

    /**
     * The biases of layer {@code i} (not copied: do not change them).
     *
     * @param layer the layer's index
     * @return the biases
     */
    float[] biases(int layer) {
        return biases[layer];
    }

    /**
     * The same weights with another description (a new training step or command).
     *
     * @param newInfo the description, of the same architecture
     * @return the network
     */
    public MlpNetwork withInfo(NetworkInfo newInfo) {
        return new MlpNetwork(newInfo, weights, biases);
    }

    @Override
    public String gameId() {
        return info.gameId();
    }

    @Override
    public String encodingName() {
        return info.encoding();
    }

    @Override
    public int inputSize() {
        return architecture.inputs();
    }

    @Override
    public int actionCount() {
        return architecture.actions();
    }

    @Override
    public void evaluate(float[] inputs, int batch, float[] logits, float[] values) {
        float[][] buffer = buffers.get();
        int hiddenLayers = architecture.hidden().size();
        int inputSize = architecture.inputs();
        int actions = architecture.actions();
        for (int b = 0; b < batch; b++) {
            float[] current = buffer[0];
            System.arraycopy(inputs, b * inputSize, current, 0, inputSize);
            int width = inputSize;
            for (int layer = 0; layer < hiddenLayers; layer++) {
                float[] next = current == buffer[0] ? buffer[1] : buffer[0];
                width = dense(layer, current, width, next, 0, true);
                current = next;
            }
            dense(hiddenLayers, current, width, logits, b * actions, false);
            float[] value = buffer[current == buffer[0] ? 1 : 0];
            dense(hiddenLayers + 1, current, width, value, 0, false);
            values[b] = (float) Math.tanh(value[0]);
        }
    }

    /**
     * One fully connected layer, {@code out[offset + o] = b[o] + Σ W[o][i]·in[i]}, with a ReLU if asked: each
     * non-zero input adds its row of the transposed weights to the outputs.
     */
    private int dense(int layer, float[] in, int inSize, float[] out, int offset, boolean relu) {
        float[] w = transposed[layer];
        float[] b = biases[layer];
        int outSize = b.length;
        System.arraycopy(b, 0, out, offset, outSize);
        for (int i = 0; i < inSize; i++) {
            float x = in[i];
            if (x != 0) {
                int row = i * outSize;
                for (int o = 0; o < outSize; o++) {
                    out[offset + o] += w[row + o] * x;
                }
            }
        }
        if (relu) {
            for (int o = 0; o < outSize; o++) {
                if (out[offset + o] < 0) {
                    out[offset + o] = 0;
                }
            }
        }
        return outSize;
    }

    @Override
    public String description() {
        return info.describe();
    }
}

package dev.ply.learning;

import java.util.SplittableRandom;

/**
 * A policy-value multilayer perceptron ({@link Architecture.Mlp}) evaluated in plain Java: the network a search
 * uses. Immutable and thread-safe; each thread evaluates with buffers of its own, so an evaluation allocates nothing
 * once a thread has made one.
 *
 * <p>Its tensors are each layer's {@code out × in} row-major weights and then its biases, in the order of
 * {@link Architecture.Mlp#layers()}: the layout of PyTorch's {@code Linear} and of the network file.
 */
public final class MlpNetwork implements LearnedNetwork {

    private final NetworkInfo info;
    private final Architecture.Mlp architecture;
    private final float[][] tensors;
    /** Each layer's weights as a row of outputs for each input, the order the forward pass reads them in. */
    private final float[][][] rows;
    private final float[][] biases;
    private final ThreadLocal<float[][]> buffers;
    private final ThreadLocal<int[]> active;

    /**
     * Creates a network from its tensors; {@link LearnedNetwork#of} checks their sizes.
     *
     * @param info what the network is, an {@link Architecture.Mlp}
     * @param tensors its tensors
     */
    MlpNetwork(NetworkInfo info, float[][] tensors) {
        this.info = info;
        this.architecture = (Architecture.Mlp) info.architecture();
        this.tensors = tensors;
        int[][] layers = architecture.layers();
        this.rows = new float[layers.length][][];
        this.biases = new float[layers.length][];
        int widest = architecture.inputs();
        for (int i = 0; i < layers.length; i++) {
            rows[i] = Layers.rows(tensors[2 * i], layers[i][1], layers[i][0]);
            biases[i] = tensors[2 * i + 1];
            widest = Math.max(widest, layers[i][1]);
        }
        int width = widest;
        this.buffers = ThreadLocal.withInitial(() -> new float[][] {new float[width], new float[width]});
        this.active = ThreadLocal.withInitial(() -> new int[width]);
    }

    /**
     * Fresh tensors: He-initialised trunk, small heads, zero biases.
     *
     * @param architecture the shape
     * @param seed the random seed
     * @return the tensors
     */
    static float[][] initialTensors(Architecture.Mlp architecture, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[][] layers = architecture.layers();
        float[][] tensors = new float[2 * layers.length][];
        for (int i = 0; i < layers.length; i++) {
            boolean head = i >= layers.length - 2;
            tensors[2 * i] = gaussian(random, layers[i][0] * layers[i][1], head ? 0.01 : Math.sqrt(2.0 / layers[i][0]));
            tensors[2 * i + 1] = new float[layers[i][1]];
        }
        return tensors;
    }

    static float[] gaussian(SplittableRandom random, int size, double deviation) {
        float[] values = new float[size];
        for (int j = 0; j < size; j++) {
            values[j] = (float) (random.nextGaussian() * deviation);
        }
        return values;
    }

    @Override
    public NetworkInfo info() {
        return info;
    }

    @Override
    public float[][] tensors() {
        return tensors;
    }

    @Override
    public MlpNetwork withInfo(NetworkInfo newInfo) {
        return new MlpNetwork(newInfo, tensors);
    }

    @Override
    public void evaluate(float[] inputs, int batch, float[] logits, float[] values) {
        float[][] buffer = buffers.get();
        int[] scratch = active.get();
        int hiddenLayers = architecture.hidden().size();
        int inputSize = architecture.inputs();
        int actions = architecture.actions();
        for (int b = 0; b < batch; b++) {
            float[] current = buffer[0];
            System.arraycopy(inputs, b * inputSize, current, 0, inputSize);
            int width = inputSize;
            for (int layer = 0; layer < hiddenLayers; layer++) {
                float[] next = current == buffer[0] ? buffer[1] : buffer[0];
                Layers.dense(rows[layer], biases[layer], current, width, next, true, scratch);
                width = biases[layer].length;
                current = next;
            }
            float[] head = current == buffer[0] ? buffer[1] : buffer[0];
            Layers.dense(rows[hiddenLayers], biases[hiddenLayers], current, width, head, false, scratch);
            System.arraycopy(head, 0, logits, b * actions, actions);
            Layers.dense(rows[hiddenLayers + 1], biases[hiddenLayers + 1], current, width, head, false, scratch);
            values[b] = (float) Math.tanh(head[0]);
        }
    }
}

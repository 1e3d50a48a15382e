package dev.ply.learning;

import dev.ply.core.InvalidInputException;
import java.util.Arrays;
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

    /**
     * A wider network that computes what {@code narrow} computes: each hidden layer keeps its units and gains new ones
     * whose incoming weights are fresh (He-initialised) and whose outgoing weights are 0, so every output stays the
     * same until training moves them (a function-preserving widening, as Net2Net's). A way to give a trained network
     * more capacity without losing what it knows.
     *
     * @param narrow a perceptron of the same inputs, actions and depth, no layer wider than {@code info}'s
     * @param info what the wider network is; its architecture an {@link Architecture.Mlp}
     * @param seed the random seed of the new weights
     * @return the wider network
     * @throws InvalidInputException if {@code narrow} cannot be widened into that shape
     */
    static MlpNetwork widen(LearnedNetwork narrow, NetworkInfo info, long seed) {
        if (!canWiden(narrow.info().architecture(), info.architecture())) {
            throw new InvalidInputException("a network of shape " + narrow.info().architecture().describe()
                    + " cannot be widened into " + info.architecture().describe());
        }
        int[][] from = ((Architecture.Mlp) narrow.info().architecture()).layers();
        int[][] to = ((Architecture.Mlp) info.architecture()).layers();
        int trunk = to.length - 2;
        SplittableRandom random = new SplittableRandom(seed);
        float[][] old = narrow.tensors();
        float[][] tensors = new float[2 * to.length][];
        for (int l = 0; l < to.length; l++) {
            int oldIn = from[l][0];
            int oldOut = from[l][1];
            int in = to[l][0];
            int out = to[l][1];
            float[] weights = new float[out * in];
            // An old unit reads its old inputs as before and the new ones with weight 0.
            for (int o = 0; o < oldOut; o++) {
                System.arraycopy(old[2 * l], o * oldIn, weights, o * in, oldIn);
            }
            if (l < trunk && out > oldOut) {
                // The new units' rows follow the old ones': fresh weights, as initialTensors draws them.
                float[] fresh = gaussian(random, (out - oldOut) * in, Math.sqrt(2.0 / in));
                System.arraycopy(fresh, 0, weights, oldOut * in, fresh.length);
            }
            tensors[2 * l] = weights;
            tensors[2 * l + 1] = Arrays.copyOf(old[2 * l + 1], out);
        }
        return new MlpNetwork(info, tensors);
    }

    /**
     * Whether a network of shape {@code from} can be {@linkplain #widen widened} into {@code to}: both perceptrons of
     * the same inputs, actions and depth, no layer of {@code to} narrower.
     *
     * @param from the narrow shape
     * @param to the wide one
     * @return whether it can
     */
    static boolean canWiden(Architecture from, Architecture to) {
        if (!(from instanceof Architecture.Mlp narrow) || !(to instanceof Architecture.Mlp wide)
                || narrow.inputs() != wide.inputs() || narrow.actions() != wide.actions()
                || narrow.hidden().size() != wide.hidden().size()) {
            return false;
        }
        for (int l = 0; l < narrow.hidden().size(); l++) {
            if (narrow.hidden().get(l) > wide.hidden().get(l)) {
                return false;
            }
        }
        return true;
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

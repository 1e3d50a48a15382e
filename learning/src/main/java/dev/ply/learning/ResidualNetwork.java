package dev.ply.learning;

import java.util.SplittableRandom;

/**
 * AlphaZero's residual policy-value network ({@link Architecture.ResNet}) evaluated in plain Java. Batch
 * normalisation is folded into the convolutions once, when the network is made (each output channel's weights
 * scaled by {@code γ / sqrt(σ² + ε)} and a bias {@code β - μ·γ / sqrt(σ² + ε)}), so that the forward pass is
 * convolutions, ReLUs and skip connections only ({@link Layers}). Immutable and thread-safe; each thread evaluates
 * with buffers of its own, so an evaluation allocates nothing once a thread has made one.
 */
public final class ResidualNetwork implements LearnedNetwork {

    /** Batch normalisation's ε, the trainer's as well. */
    static final float EPSILON = 1e-5f;

    private final NetworkInfo info;
    private final Architecture.ResNet shape;
    private final float[][] tensors;
    private final int cells;
    /** The 3×3 convolutions, folded: the first, then two per block; weights {@code 9 × in × out}. */
    private final float[][][] convolutionWeights;
    private final float[][] convolutionBiases;
    private final float[] policyConvolution;
    private final float[] policyConvolutionBias;
    /** The policy layer's weights {@code (cell · 2 + plane) × actions}: its inputs in the channel-last order. */
    private final float[][] policyWeights;
    private final float[] policyBias;
    private final float[] valueConvolution;
    private final float[] valueConvolutionBias;
    private final float[][] valueHiddenWeights;
    private final float[] valueHiddenBias;
    private final float[] valueOutWeights;
    private final float valueOutBias;
    private final ThreadLocal<float[][]> buffers;
    private final ThreadLocal<int[]> active;

    /**
     * Creates a network from its tensors; {@link LearnedNetwork#of} checks their sizes.
     *
     * @param info what the network is, an {@link Architecture.ResNet}
     * @param tensors its tensors
     */
    ResidualNetwork(NetworkInfo info, float[][] tensors) {
        this.info = info;
        this.shape = (Architecture.ResNet) info.architecture();
        this.tensors = tensors;
        this.cells = shape.height() * shape.width();
        int filters = shape.filters();
        int convolutions = 1 + 2 * shape.blocks();
        convolutionWeights = new float[convolutions][][];
        convolutionBiases = new float[convolutions][];
        int t = 0;
        for (int i = 0; i < convolutions; i++) {
            int in = i == 0 ? shape.planes() : filters;
            float[] scale = new float[filters];
            convolutionBiases[i] = fold(tensors, t + 1, scale);
            convolutionWeights[i] = kernelMajor(tensors[t], filters, in, scale);
            t += 5;
        }
        int policyPlanes = Architecture.ResNet.POLICY_PLANES;
        float[] scale = new float[policyPlanes];
        policyConvolutionBias = fold(tensors, t + 1, scale);
        policyConvolution = Layers.transpose(tensors[t], policyPlanes, filters, scale);
        policyWeights = Layers.rows(channelLast(tensors[t + 5], shape.actions(), policyPlanes), shape.actions(),
                policyPlanes * cells);
        policyBias = tensors[t + 6];
        t += 7;
        scale = new float[1];
        valueConvolutionBias = fold(tensors, t + 1, scale);
        valueConvolution = Layers.transpose(tensors[t], 1, filters, scale);
        valueHiddenWeights = Layers.rows(tensors[t + 5], shape.valueHidden(), cells);
        valueHiddenBias = tensors[t + 6];
        valueOutWeights = tensors[t + 7];
        valueOutBias = tensors[t + 8][0];
        int largest = cells * Math.max(Math.max(filters, shape.planes()), Architecture.ResNet.POLICY_PLANES);
        int valueHidden = shape.valueHidden();
        int padded = (shape.height() + 2) * (shape.width() + 2) * Math.max(filters, shape.planes());
        buffers = ThreadLocal.withInitial(() -> new float[][] {new float[largest], new float[largest],
            new float[largest], new float[largest], new float[valueHidden], new float[padded], new float[filters],
            new float[filters]});
        active = ThreadLocal.withInitial(() -> new int[largest]);
    }

    /**
     * Batch normalisation's four tensors from {@code first} on as a scale per channel (into {@code scale}) and the
     * bias it leaves.
     */
    private static float[] fold(float[][] tensors, int first, float[] scale) {
        float[] gamma = tensors[first];
        float[] beta = tensors[first + 1];
        float[] mean = tensors[first + 2];
        float[] variance = tensors[first + 3];
        float[] bias = new float[gamma.length];
        for (int c = 0; c < gamma.length; c++) {
            scale[c] = (float) (gamma[c] / Math.sqrt(variance[c] + EPSILON));
            bias[c] = beta[c] - mean[c] * scale[c];
        }
        return bias;
    }

    /** PyTorch's {@code out × in × 3 × 3} weights as {@code 9 · in} rows of {@code out}, each output's scaled. */
    private static float[][] kernelMajor(float[] weights, int out, int in, float[] scale) {
        float[][] major = new float[9 * in][out];
        for (int o = 0; o < out; o++) {
            for (int c = 0; c < in; c++) {
                for (int k = 0; k < 9; k++) {
                    major[k * in + c][o] = weights[(o * in + c) * 9 + k] * scale[o];
                }
            }
        }
        return major;
    }

    /** A layer's {@code out × (plane, cell)} weights with their inputs reordered to {@code (cell, plane)}. */
    private float[] channelLast(float[] weights, int out, int planes) {
        float[] reordered = new float[weights.length];
        for (int o = 0; o < out; o++) {
            int row = o * planes * cells;
            for (int p = 0; p < planes; p++) {
                for (int cell = 0; cell < cells; cell++) {
                    reordered[row + cell * planes + p] = weights[row + p * cells + cell];
                }
            }
        }
        return reordered;
    }

    /**
     * Fresh tensors: He-initialised convolutions, batch normalisation the identity, small heads, zero biases.
     *
     * @param shape the shape
     * @param seed the random seed
     * @return the tensors
     */
    static float[][] initialTensors(Architecture.ResNet shape, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] sizes = shape.tensorSizes();
        float[][] tensors = new float[sizes.length][];
        int cells = shape.height() * shape.width();
        int t = 0;
        for (int i = 0; i < 1 + 2 * shape.blocks(); i++) {
            int in = i == 0 ? shape.planes() : shape.filters();
            t = convolution(tensors, t, sizes, random, Math.sqrt(2.0 / (9 * in)));
        }
        t = convolution(tensors, t, sizes, random, Math.sqrt(2.0 / shape.filters()));
        tensors[t] = MlpNetwork.gaussian(random, sizes[t], 0.01);
        tensors[t + 1] = new float[sizes[t + 1]];
        t = convolution(tensors, t + 2, sizes, random, Math.sqrt(2.0 / shape.filters()));
        tensors[t] = MlpNetwork.gaussian(random, sizes[t], Math.sqrt(2.0 / cells));
        tensors[t + 1] = new float[sizes[t + 1]];
        tensors[t + 2] = MlpNetwork.gaussian(random, sizes[t + 2], 0.01);
        tensors[t + 3] = new float[1];
        return tensors;
    }

    private static int convolution(float[][] tensors, int t, int[] sizes, SplittableRandom random, double deviation) {
        tensors[t] = MlpNetwork.gaussian(random, sizes[t], deviation);
        tensors[t + 1] = filled(sizes[t + 1], 1);
        tensors[t + 2] = new float[sizes[t + 2]];
        tensors[t + 3] = new float[sizes[t + 3]];
        tensors[t + 4] = filled(sizes[t + 4], 1);
        return t + 5;
    }

    private static float[] filled(int size, float value) {
        float[] values = new float[size];
        java.util.Arrays.fill(values, value);
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
    public ResidualNetwork withInfo(NetworkInfo newInfo) {
        return new ResidualNetwork(newInfo, tensors);
    }

    @Override
    public void evaluate(float[] inputs, int batch, float[] logits, float[] values) {
        float[][] buffer = buffers.get();
        int[] scratch = active.get();
        int planes = shape.planes();
        int height = shape.height();
        int width = shape.width();
        int inputSize = planes * cells;
        int actions = shape.actions();
        for (int b = 0; b < batch; b++) {
            float[] board = buffer[0];
            int base = b * inputSize;
            for (int p = 0; p < planes; p++) {
                for (int cell = 0; cell < cells; cell++) {
                    board[cell * planes + p] = inputs[base + p * cells + cell];
                }
            }
            float[] trunk = buffer[1];
            Layers.convolve3x3(convolutionWeights[0], convolutionBiases[0], board, planes, trunk, height, width, true,
                    buffer[5], buffer[6], buffer[7]);
            float[] middle = buffer[2];
            float[] next = buffer[3];
            for (int block = 0; block < shape.blocks(); block++) {
                int first = 1 + 2 * block;
                Layers.convolve3x3(convolutionWeights[first], convolutionBiases[first], trunk, shape.filters(), middle,
                        height, width, true, buffer[5], buffer[6], buffer[7]);
                Layers.convolve3x3(convolutionWeights[first + 1], convolutionBiases[first + 1], middle,
                        shape.filters(), next, height, width, false, buffer[5], buffer[6], buffer[7]);
                int size = cells * shape.filters();
                for (int i = 0; i < size; i++) {
                    next[i] = Math.max(0, next[i] + trunk[i]);
                }
                float[] swap = trunk;
                trunk = next;
                next = swap;
            }
            float[] head = board; // free once the first convolution has read it
            Layers.convolve1x1(policyConvolution, policyConvolutionBias, trunk, shape.filters(), head, cells);
            Layers.dense(policyWeights, policyBias, head, Architecture.ResNet.POLICY_PLANES * cells, middle, false,
                    scratch);
            System.arraycopy(middle, 0, logits, b * actions, actions);
            Layers.convolve1x1(valueConvolution, valueConvolutionBias, trunk, shape.filters(), head, cells);
            float[] hidden = buffer[4];
            Layers.dense(valueHiddenWeights, valueHiddenBias, head, cells, hidden, true, scratch);
            float value = valueOutBias;
            for (int i = 0; i < hidden.length; i++) {
                value += valueOutWeights[i] * hidden[i];
            }
            values[b] = (float) Math.tanh(value);
        }
    }
}

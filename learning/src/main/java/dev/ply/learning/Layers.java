package dev.ply.learning;

/**
 * The forward pass's layers in plain Java, shared by the networks: fully connected layers over weight rows and
 * 3×3 and 1×1 convolutions over boards kept channel-last ({@code (row · width + column) · channels + channel}), so
 * that every inner loop runs over output channels side by side, a loop the JIT vectorises, and an input of 0 (most
 * of a board's planes) costs nothing. None of them allocates.
 */
final class Layers {

    private Layers() {
    }

    /**
     * PyTorch's {@code out × in} weights as {@code in × out}, each row scaled by {@code scale[o]} (1 if null).
     *
     * @param weights {@code out × in} row-major
     * @param out outputs
     * @param in inputs per output, in the given order
     * @param scale a factor per output, or null
     * @return {@code in × out} row-major
     */
    static float[] transpose(float[] weights, int out, int in, float[] scale) {
        float[] transposed = new float[in * out];
        for (int o = 0; o < out; o++) {
            float factor = scale == null ? 1 : scale[o];
            for (int i = 0; i < in; i++) {
                transposed[i * out + o] = weights[o * in + i] * factor;
            }
        }
        return transposed;
    }

    /**
     * PyTorch's {@code out × in} weights as one row of {@code out} weights for each input, the form {@link #dense}
     * reads.
     *
     * @param weights {@code out × in} row-major
     * @param out outputs
     * @param in inputs per output
     * @return {@code in} rows of {@code out}
     */
    static float[][] rows(float[] weights, int out, int in) {
        float[][] rows = new float[in][out];
        for (int o = 0; o < out; o++) {
            for (int i = 0; i < in; i++) {
                rows[i][o] = weights[o * in + i];
            }
        }
        return rows;
    }

    /**
     * A fully connected layer, {@code out[o] = b[o] + Σ W[i][o]·in[i]}, with a ReLU if asked. The inputs that are
     * not 0 are listed first, then their weight rows are added four at a time, so that each output is loaded and
     * stored once for four inputs. Every array in the inner loop is indexed by the output alone: with an offset the
     * JIT cannot rule out that two of them overlap, and does not vectorise the loop (seven times slower).
     *
     * @param rows the weights, one row of outputs for each input
     * @param bias the biases, whose length is the output count
     * @param in the inputs
     * @param inSize the inputs used
     * @param out receives the outputs from index 0
     * @param relu whether negative outputs become 0
     * @param active scratch of at least {@code inSize} entries
     */
    static void dense(float[][] rows, float[] bias, float[] in, int inSize, float[] out, boolean relu,
            int[] active) {
        int outSize = bias.length;
        System.arraycopy(bias, 0, out, 0, outSize);
        int count = 0;
        for (int i = 0; i < inSize; i++) {
            // Without a branch: whether a ReLU's output is 0 is a coin toss the processor cannot predict.
            active[count] = i;
            count += in[i] != 0 ? 1 : 0;
        }
        int k = 0;
        for (; k + 4 <= count; k += 4) {
            float[] w0 = rows[active[k]];
            float[] w1 = rows[active[k + 1]];
            float[] w2 = rows[active[k + 2]];
            float[] w3 = rows[active[k + 3]];
            float x0 = in[active[k]];
            float x1 = in[active[k + 1]];
            float x2 = in[active[k + 2]];
            float x3 = in[active[k + 3]];
            for (int o = 0; o < outSize; o++) {
                out[o] += w0[o] * x0 + w1[o] * x1 + w2[o] * x2 + w3[o] * x3;
            }
        }
        for (; k < count; k++) {
            float[] w = rows[active[k]];
            float x = in[active[k]];
            for (int o = 0; o < outSize; o++) {
                out[o] += w[o] * x;
            }
        }
        if (relu) {
            relu(out, 0, outSize);
        }
    }

    /**
     * A 3×3 convolution with zero padding that keeps the board's size, then a ReLU if asked. The board is first
     * copied into {@code padded} with a border of zeros, so that no kernel cell needs a bounds check; two
     * neighbouring output cells are summed together in {@code sumA} and {@code sumB}, each weight row loaded once for
     * both, two input channels at a time, every array of the inner loop indexed by the output channel alone (the
     * loop the JIT vectorises, as in {@link #dense}).
     *
     * @param rows the weights, one row of {@code outChannels} for each kernel cell {@code ky · 3 + kx} and input
     *     channel {@code c}, at {@code (ky · 3 + kx) · inChannels + c}
     * @param bias one per output channel
     * @param in the board, {@code height × width × inChannels}
     * @param inChannels input channels
     * @param out receives the board, {@code height × width × outChannels}
     * @param height rows
     * @param width columns
     * @param relu whether negative outputs become 0
     * @param padded scratch of at least {@code (height + 2) × (width + 2) × inChannels}
     * @param sumA scratch of at least {@code outChannels}
     * @param sumB scratch of at least {@code outChannels}
     */
    static void convolve3x3(float[][] rows, float[] bias, float[] in, int inChannels, float[] out, int height,
            int width, boolean relu, float[] padded, float[] sumA, float[] sumB) {
        int paddedWidth = width + 2;
        java.util.Arrays.fill(padded, 0, (height + 2) * paddedWidth * inChannels, 0f);
        for (int y = 0; y < height; y++) {
            System.arraycopy(in, y * width * inChannels, padded, ((y + 1) * paddedWidth + 1) * inChannels,
                    width * inChannels);
        }
        int outChannels = bias.length;
        for (int y = 0; y < height; y++) {
            int x = 0;
            for (; x + 2 <= width; x += 2) {
                System.arraycopy(bias, 0, sumA, 0, outChannels);
                System.arraycopy(bias, 0, sumB, 0, outChannels);
                for (int ky = 0; ky < 3; ky++) {
                    for (int kx = 0; kx < 3; kx++) {
                        int sa = ((y + ky) * paddedWidth + x + kx) * inChannels;
                        int sb = sa + inChannels;
                        int kernel = (ky * 3 + kx) * inChannels;
                        int c = 0;
                        for (; c + 2 <= inChannels; c += 2) {
                            float a0 = padded[sa + c];
                            float a1 = padded[sa + c + 1];
                            float b0 = padded[sb + c];
                            float b1 = padded[sb + c + 1];
                            if (a0 == 0 && a1 == 0 && b0 == 0 && b1 == 0) {
                                continue;
                            }
                            float[] w0 = rows[kernel + c];
                            float[] w1 = rows[kernel + c + 1];
                            for (int f = 0; f < outChannels; f++) {
                                sumA[f] += w0[f] * a0 + w1[f] * a1;
                                sumB[f] += w0[f] * b0 + w1[f] * b1;
                            }
                        }
                        for (; c < inChannels; c++) {
                            float va = padded[sa + c];
                            float vb = padded[sb + c];
                            float[] w = rows[kernel + c];
                            for (int f = 0; f < outChannels; f++) {
                                sumA[f] += w[f] * va;
                                sumB[f] += w[f] * vb;
                            }
                        }
                    }
                }
                int a = (y * width + x) * outChannels;
                System.arraycopy(sumA, 0, out, a, outChannels);
                System.arraycopy(sumB, 0, out, a + outChannels, outChannels);
            }
            for (; x < width; x++) {
                System.arraycopy(bias, 0, sumA, 0, outChannels);
                for (int ky = 0; ky < 3; ky++) {
                    for (int kx = 0; kx < 3; kx++) {
                        int sa = ((y + ky) * paddedWidth + x + kx) * inChannels;
                        int kernel = (ky * 3 + kx) * inChannels;
                        for (int c = 0; c < inChannels; c++) {
                            float v = padded[sa + c];
                            if (v != 0) {
                                float[] w = rows[kernel + c];
                                for (int f = 0; f < outChannels; f++) {
                                    sumA[f] += w[f] * v;
                                }
                            }
                        }
                    }
                }
                System.arraycopy(sumA, 0, out, (y * width + x) * outChannels, outChannels);
            }
        }
        if (relu) {
            relu(out, 0, height * width * outChannels);
        }
    }

    /**
     * A 1×1 convolution (a fully connected layer applied to each cell), then a ReLU.
     *
     * @param weights {@code inChannels × outChannels}
     * @param bias one per output channel
     * @param in the board, {@code cells × inChannels}
     * @param inChannels input channels
     * @param out receives {@code cells × outChannels}
     * @param cells the board's cells
     */
    static void convolve1x1(float[] weights, float[] bias, float[] in, int inChannels, float[] out, int cells) {
        int outChannels = bias.length;
        for (int cell = 0; cell < cells; cell++) {
            int o = cell * outChannels;
            int source = cell * inChannels;
            for (int f = 0; f < outChannels; f++) {
                float sum = bias[f];
                for (int c = 0; c < inChannels; c++) {
                    sum += weights[c * outChannels + f] * in[source + c];
                }
                out[o + f] = Math.max(0, sum);
            }
        }
    }

    static void relu(float[] values, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            values[i] = Math.max(values[i], 0f);
        }
    }
}

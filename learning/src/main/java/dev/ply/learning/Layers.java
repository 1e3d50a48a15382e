package dev.ply.learning;

/**
 * The forward pass's layers in plain Java, shared by the networks: fully connected layers over transposed weights and
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
     * A fully connected layer, {@code out[offset + o] = b[o] + Σ W[i][o]·in[i]}, with a ReLU if asked.
     *
     * @param transposed {@code in × out} weights
     * @param bias the biases, whose length is the output count
     * @param in the inputs
     * @param inSize the inputs used
     * @param out receives the outputs
     * @param offset where they go
     * @param relu whether negative outputs become 0
     */
    static void dense(float[] transposed, float[] bias, float[] in, int inSize, float[] out, int offset,
            boolean relu) {
        int outSize = bias.length;
        System.arraycopy(bias, 0, out, offset, outSize);
        for (int i = 0; i < inSize; i++) {
            float x = in[i];
            if (x != 0) {
                int row = i * outSize;
                for (int o = 0; o < outSize; o++) {
                    out[offset + o] += transposed[row + o] * x;
                }
            }
        }
        if (relu) {
            relu(out, offset, outSize);
        }
    }

    /**
     * A 3×3 convolution with zero padding that keeps the board's size, then a ReLU if asked.
     *
     * @param weights {@code 9 × inChannels × outChannels}: kernel cell {@code ky · 3 + kx}, input channel, output
     * @param bias one per output channel
     * @param in the board, {@code height × width × inChannels}
     * @param inChannels input channels
     * @param out receives the board, {@code height × width × outChannels}
     * @param height rows
     * @param width columns
     * @param relu whether negative outputs become 0
     */
    static void convolve3x3(float[] weights, float[] bias, float[] in, int inChannels, float[] out, int height,
            int width, boolean relu) {
        int outChannels = bias.length;
        int kernelStride = inChannels * outChannels;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int o = (y * width + x) * outChannels;
                System.arraycopy(bias, 0, out, o, outChannels);
                for (int ky = 0; ky < 3; ky++) {
                    int yy = y + ky - 1;
                    if (yy < 0 || yy >= height) {
                        continue;
                    }
                    for (int kx = 0; kx < 3; kx++) {
                        int xx = x + kx - 1;
                        if (xx < 0 || xx >= width) {
                            continue;
                        }
                        int source = (yy * width + xx) * inChannels;
                        int kernel = (ky * 3 + kx) * kernelStride;
                        int c = 0;
                        // Four input channels at a time: one load and store of the outputs for four products.
                        for (; c + 4 <= inChannels; c += 4) {
                            float v0 = in[source + c];
                            float v1 = in[source + c + 1];
                            float v2 = in[source + c + 2];
                            float v3 = in[source + c + 3];
                            int r0 = kernel + c * outChannels;
                            int r1 = r0 + outChannels;
                            int r2 = r1 + outChannels;
                            int r3 = r2 + outChannels;
                            for (int f = 0; f < outChannels; f++) {
                                out[o + f] += weights[r0 + f] * v0 + weights[r1 + f] * v1 + weights[r2 + f] * v2
                                        + weights[r3 + f] * v3;
                            }
                        }
                        for (; c < inChannels; c++) {
                            float v = in[source + c];
                            if (v != 0) {
                                int row = kernel + c * outChannels;
                                for (int f = 0; f < outChannels; f++) {
                                    out[o + f] += weights[row + f] * v;
                                }
                            }
                        }
                    }
                }
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
            if (values[i] < 0) {
                values[i] = 0;
            }
        }
    }
}

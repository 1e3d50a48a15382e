package dev.ply.learning;

import dev.ply.core.InvalidInputException;
import dev.ply.core.capability.NetworkEncoding;
import java.util.ArrayList;
import java.util.List;

/**
 * The shape of a policy-value network: its inputs, the parameter tensors it holds in the order the network file and
 * the trainer keep them, and a one-line description. Two shapes: a multilayer perceptron ({@link Mlp}) and
 * AlphaZero's residual convolutional network ({@link ResNet}).
 */
public sealed interface Architecture permits Architecture.Mlp, Architecture.ResNet {

    /** The widest layer or filter count allowed, so that a damaged header cannot ask for gigabytes. */
    int MAX_WIDTH = 4096;

    /** The most parameters a network may have (a 1 GiB file). */
    long MAX_PARAMETERS = 1L << 28;

    /**
     * The number of inputs of one position.
     *
     * @return the input size
     */
    int inputs();

    /**
     * The number of policy outputs.
     *
     * @return the size of the action space
     */
    int actions();

    /**
     * The shape of one position's inputs as the training engine reads them: {@code {inputs}} for a perceptron,
     * {@code {planes, height, width}} for a convolutional network.
     *
     * @return the dimensions after the batch's
     */
    long[] inputShape();

    /**
     * The size of every parameter tensor, in the order the network file and the trainer keep them.
     *
     * @return the sizes
     */
    int[] tensorSizes();

    /**
     * The number of parameters.
     *
     * @return the sum of {@link #tensorSizes()}
     */
    default long parameterCount() {
        long count = 0;
        for (int size : tensorSizes()) {
            count += size;
        }
        return count;
    }

    /**
     * The shape as the {@code --network} option writes it, such as {@code mlp:64,64} or {@code resnet:4x64}.
     *
     * @return the specification
     */
    String spec();

    /**
     * The shape as text for listings, such as {@code "mlp 18-64-64"} or {@code "resnet 4x64 on 2x6x7"}.
     *
     * @return the description
     */
    String describe();

    /**
     * Reads a network specification for a game's encoding: {@code mlp:W,W,...} (hidden layer widths) or
     * {@code resnet:BxF} (B residual blocks of F filters, on the encoding's planes).
     *
     * @param spec the specification
     * @param encoding the game's encoding, which gives the inputs and actions
     * @return the architecture
     * @throws InvalidInputException naming what is wrong with the specification
     */
    static Architecture parse(String spec, NetworkEncoding encoding) {
        String text = spec.trim();
        if (text.startsWith("mlp:")) {
            return new Mlp(encoding.inputSize(), parseHidden(text.substring(4)), encoding.actionCount());
        }
        if (text.startsWith("resnet:")) {
            if (encoding.inputHeight() == 1 && encoding.inputWidth() == 1) {
                throw new InvalidInputException("a residual network convolves board planes, and "
                        + encoding.encodingName() + " is a flat vector of " + encoding.inputSize()
                        + " features: use mlp:W,W");
            }
            String[] parts = text.substring(7).split("x", -1);
            try {
                if (parts.length == 2) {
                    int filters = Integer.parseInt(parts[1].trim());
                    return new ResNet(encoding.inputPlanes(), encoding.inputHeight(), encoding.inputWidth(),
                            Integer.parseInt(parts[0].trim()), filters, filters, encoding.actionCount());
                }
            } catch (NumberFormatException e) {
                // named below
            }
            throw new InvalidInputException("a residual network is resnet:BLOCKSxFILTERS such as resnet:4x64, not '"
                    + spec + "'");
        }
        throw new InvalidInputException("unknown network '" + spec + "': use mlp:W,W (such as mlp:64,64) or"
                + " resnet:BLOCKSxFILTERS (such as resnet:4x64)");
    }

    /**
     * Reads hidden layer widths such as {@code "64,64"}.
     *
     * @param text comma-separated widths
     * @return the widths
     * @throws InvalidInputException naming what is not a width
     */
    static List<Integer> parseHidden(String text) {
        List<Integer> widths = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            try {
                widths.add(Integer.parseInt(part.trim()));
            } catch (NumberFormatException e) {
                throw new InvalidInputException("hidden layers must be widths such as 64,64, not '" + text + "'");
            }
        }
        return widths;
    }

    private static void checkWidth(String what, int width) {
        if (width < 1 || width > MAX_WIDTH) {
            throw new InvalidInputException(what + " " + width + " is not in [1, " + MAX_WIDTH + "]");
        }
    }

    private static void checkCount(long parameters) {
        if (parameters > MAX_PARAMETERS) {
            throw new InvalidInputException("a network of " + parameters + " parameters is larger than any this"
                    + " format holds (" + MAX_PARAMETERS + ")");
        }
    }

    private static void checkSizes(int inputs, int actions) {
        if (inputs < 1 || actions < 1 || inputs > 1 << 20 || actions > 1 << 20) {
            throw new InvalidInputException("network sizes out of range: " + inputs + " inputs, " + actions
                    + " actions");
        }
    }

    /**
     * A multilayer perceptron whose trunk has the given hidden layers (each a fully connected layer and a ReLU), then
     * two heads, a linear policy head of one logit per action and a linear value head squashed by {@code tanh} into
     * [-1, 1]. Its tensors are each layer's {@code out × in} weights and then its biases, in the order of
     * {@link #layers()}.
     *
     * @param inputs the number of inputs
     * @param hidden the width of each hidden layer, at least one
     * @param actions the number of actions
     */
    record Mlp(int inputs, List<Integer> hidden, int actions) implements Architecture {

        /**
         * Checks the sizes.
         *
         * @param inputs the number of inputs
         * @param hidden the width of each hidden layer
         * @param actions the number of actions
         * @throws InvalidInputException naming a size out of range
         */
        public Mlp {
            hidden = List.copyOf(hidden);
            checkSizes(inputs, actions);
            if (hidden.isEmpty() || hidden.size() > 16) {
                throw new InvalidInputException("a network needs 1 to 16 hidden layers, not " + hidden.size());
            }
            long count = 0;
            long in = inputs;
            for (int width : hidden) {
                checkWidth("hidden layer width", width);
                count += in * width + width;
                in = width;
            }
            checkCount(count + in * (actions + 1L) + actions + 1L);
        }

        /**
         * The sizes of every fully connected layer in order: the trunk's, then the policy head's, then the value
         * head's, each as {@code {in, out}}.
         *
         * @return the layers
         */
        public int[][] layers() {
            int[][] layers = new int[hidden.size() + 2][];
            int in = inputs;
            for (int i = 0; i < hidden.size(); i++) {
                layers[i] = new int[] {in, hidden.get(i)};
                in = hidden.get(i);
            }
            layers[hidden.size()] = new int[] {in, actions};
            layers[hidden.size() + 1] = new int[] {in, 1};
            return layers;
        }

        @Override
        public long[] inputShape() {
            return new long[] {inputs};
        }

        @Override
        public int[] tensorSizes() {
            int[][] layers = layers();
            int[] sizes = new int[2 * layers.length];
            for (int i = 0; i < layers.length; i++) {
                sizes[2 * i] = layers[i][0] * layers[i][1];
                sizes[2 * i + 1] = layers[i][1];
            }
            return sizes;
        }

        @Override
        public String spec() {
            StringBuilder text = new StringBuilder("mlp:");
            for (int i = 0; i < hidden.size(); i++) {
                text.append(i == 0 ? "" : ",").append(hidden.get(i));
            }
            return text.toString();
        }

        @Override
        public String describe() {
            StringBuilder text = new StringBuilder("mlp ").append(inputs);
            for (int width : hidden) {
                text.append('-').append(width);
            }
            return text.toString();
        }
    }

    /**
     * AlphaZero's residual network on a board's planes: a 3×3 convolution of {@code filters} filters, then
     * {@code blocks} residual blocks (two 3×3 convolutions and a skip connection), each convolution followed by
     * batch normalisation and a ReLU; a policy head (a 1×1 convolution to 2 planes, then a fully connected layer to
     * one logit per action) and a value head (a 1×1 convolution to 1 plane, a fully connected layer of
     * {@code valueHidden} units with a ReLU, then one unit squashed by {@code tanh}). Convolutions keep the board's
     * size (zero padding) and have no bias, batch normalisation standing for it.
     *
     * <p>Its tensors, in order ({@code BN} being batch normalisation's scale, shift, running mean and running
     * variance, one each per channel; convolution weights {@code out × in × 3 × 3}, PyTorch's layout; fully
     * connected weights {@code out × in}, their inputs in the order {@code plane, row, column}): the first
     * convolution and its BN; each block's two convolutions, each with its BN; the policy head's convolution, BN,
     * weights and biases; the value head's convolution, BN, hidden weights and biases, output weights and bias.
     *
     * @param planes input planes
     * @param height board height
     * @param width board width
     * @param blocks residual blocks, 0 or more
     * @param filters filters of every 3×3 convolution
     * @param valueHidden units of the value head's hidden layer
     * @param actions the number of actions
     */
    record ResNet(int planes, int height, int width, int blocks, int filters, int valueHidden, int actions)
            implements Architecture {

        /** Planes of the policy head's 1×1 convolution, as in AlphaZero. */
        public static final int POLICY_PLANES = 2;

        /**
         * Checks the sizes.
         *
         * @param planes input planes
         * @param height board height
         * @param width board width
         * @param blocks residual blocks
         * @param filters filters of every 3×3 convolution
         * @param valueHidden units of the value head's hidden layer
         * @param actions the number of actions
         * @throws InvalidInputException naming a size out of range
         */
        public ResNet {
            if (planes < 1 || height < 1 || width < 1 || planes > 1024 || height > 64 || width > 64) {
                throw new InvalidInputException("a residual network needs board planes, not " + planes + "x" + height
                        + "x" + width);
            }
            checkSizes(planes * height * width, actions);
            if (blocks < 0 || blocks > 64) {
                throw new InvalidInputException("residual blocks " + blocks + " is not in [0, 64]");
            }
            checkWidth("filters", filters);
            checkWidth("value head width", valueHidden);
            long cells = (long) height * width;
            checkCount(9L * filters * (planes + 2L * blocks * filters) + (long) POLICY_PLANES * cells * actions
                    + cells * valueHidden + 3L * filters + actions + 2L * valueHidden);
        }

        @Override
        public int inputs() {
            return planes * height * width;
        }

        @Override
        public long[] inputShape() {
            return new long[] {planes, height, width};
        }

        @Override
        public int[] tensorSizes() {
            int cells = height * width;
            List<Integer> sizes = new ArrayList<>();
            addConvolution(sizes, filters * planes * 9, filters);
            for (int i = 0; i < 2 * blocks; i++) {
                addConvolution(sizes, filters * filters * 9, filters);
            }
            addConvolution(sizes, POLICY_PLANES * filters, POLICY_PLANES);
            sizes.add(actions * POLICY_PLANES * cells);
            sizes.add(actions);
            addConvolution(sizes, filters, 1);
            sizes.add(valueHidden * cells);
            sizes.add(valueHidden);
            sizes.add(valueHidden);
            sizes.add(1);
            return sizes.stream().mapToInt(Integer::intValue).toArray();
        }

        private static void addConvolution(List<Integer> sizes, int weights, int channels) {
            sizes.add(weights);
            for (int i = 0; i < 4; i++) {
                sizes.add(channels);
            }
        }

        @Override
        public String spec() {
            return "resnet:" + blocks + "x" + filters;
        }

        @Override
        public String describe() {
            return "resnet " + blocks + "x" + filters + " on " + planes + "x" + height + "x" + width;
        }
    }
}

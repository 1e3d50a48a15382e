package dev.ply.learning;

import dev.ply.core.InvalidInputException;
import java.util.ArrayList;
import java.util.List;

/**
 * The shape of a policy-value network: a multilayer perceptron whose trunk has the given hidden layers (each a
 * fully connected layer and a ReLU), then two heads, a linear policy head of one logit per action and a linear
 * value head squashed by {@code tanh} into [-1, 1].
 *
 * @param inputs the number of inputs
 * @param hidden the width of each hidden layer, at least one
 * @param actions the number of actions
 */
public record Architecture(int inputs, List<Integer> hidden, int actions) {

    /** The widest hidden layer allowed, so that a damaged header cannot ask for gigabytes. */
    public static final int MAX_WIDTH = 4096;

    /**
     * Checks the sizes.
     *
     * @param inputs the number of inputs
     * @param hidden the width of each hidden layer
     * @param actions the number of actions
     * @throws InvalidInputException naming a size out of range
     */
    public Architecture {
        hidden = List.copyOf(hidden);
        if (inputs < 1 || actions < 1 || inputs > 1 << 20 || actions > 1 << 20) {
            throw new InvalidInputException("network sizes out of range: " + inputs + " inputs, " + actions
                    + " actions");
        }
        if (hidden.isEmpty() || hidden.size() > 16) {
            throw new InvalidInputException("a network needs 1 to 16 hidden layers, not " + hidden.size());
        }
        for (int width : hidden) {
            if (width < 1 || width > MAX_WIDTH) {
                throw new InvalidInputException("hidden layer width " + width + " is not in [1, " + MAX_WIDTH + "]");
            }
        }
    }

    /**
     * Reads hidden layer widths such as {@code "64,64"}.
     *
     * @param text comma-separated widths
     * @return the widths
     * @throws InvalidInputException naming what is not a width
     */
    public static List<Integer> parseHidden(String text) {
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

    /**
     * The sizes of every fully connected layer in order: the trunk's, then the policy head's, then the value head's,
     * each as {@code {in, out}}.
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

    /**
     * The number of weights and biases.
     *
     * @return the parameter count
     */
    public int parameterCount() {
        int count = 0;
        for (int[] layer : layers()) {
            count += layer[0] * layer[1] + layer[1];
        }
        return count;
    }

    /**
     * The shape as text, such as {@code "mlp 18-64-64"}.
     *
     * @return the description
     */
    public String describe() {
        StringBuilder text = new StringBuilder("mlp ").append(inputs);
        for (int width : hidden) {
            text.append('-').append(width);
        }
        return text.toString();
    }
}

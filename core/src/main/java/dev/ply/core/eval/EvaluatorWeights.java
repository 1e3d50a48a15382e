package dev.ply.core.eval;

import dev.ply.core.InvalidInputException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The named weights of a {@link TunableEvaluator}: for each weight its name (such as {@code mobility.knight.mg}),
 * its value in the evaluator's units and the bounds a tuner keeps it within. Immutable; the order of the weights is
 * the evaluator's, fixed for its lifetime, so a weight is found by index in hot code and by name in files.
 */
public final class EvaluatorWeights {

    /** No weights: what a term of an evaluator without tunable parts declares. */
    public static final EvaluatorWeights NONE = new Builder().build();

    private final String[] names;
    private final int[] values;
    private final int[] minimums;
    private final int[] maximums;
    private final Map<String, Integer> index;

    private EvaluatorWeights(String[] names, int[] values, int[] minimums, int[] maximums) {
        this.names = names;
        this.values = values;
        this.minimums = minimums;
        this.maximums = maximums;
        this.index = new HashMap<>();
        for (int i = 0; i < names.length; i++) {
            if (index.put(names[i], i) != null) {
                throw new IllegalArgumentException("weight '" + names[i] + "' is declared twice");
            }
        }
    }

    /**
     * Starts a list of weights.
     *
     * @return an empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The weights of several parts one after the other, in the order given.
     *
     * @param parts the parts' weights
     * @return their concatenation
     * @throws IllegalArgumentException if two parts declare a weight of the same name
     */
    public static EvaluatorWeights concat(List<EvaluatorWeights> parts) {
        Builder builder = new Builder();
        for (EvaluatorWeights part : parts) {
            for (int i = 0; i < part.size(); i++) {
                builder.add(part.names[i], part.values[i], part.minimums[i], part.maximums[i]);
            }
        }
        return builder.build();
    }

    /**
     * The number of weights.
     *
     * @return 0 or more
     */
    public int size() {
        return names.length;
    }

    /**
     * A weight's name.
     *
     * @param i the weight's index, 0 to {@link #size()} - 1
     * @return its name, unique among these weights
     */
    public String name(int i) {
        return names[i];
    }

    /**
     * A weight's value.
     *
     * @param i the weight's index
     * @return its value in the evaluator's units
     */
    public int value(int i) {
        return values[i];
    }

    /**
     * The smallest value a weight may take.
     *
     * @param i the weight's index
     * @return its lower bound
     */
    public int minimum(int i) {
        return minimums[i];
    }

    /**
     * The largest value a weight may take.
     *
     * @param i the weight's index
     * @return its upper bound
     */
    public int maximum(int i) {
        return maximums[i];
    }

    /**
     * Finds a weight by name.
     *
     * @param name a weight's name
     * @return its index, or -1 if there is no weight of that name
     */
    public int indexOf(String name) {
        Integer i = index.get(name);
        return i == null ? -1 : i;
    }

    /**
     * All values, in order.
     *
     * @return a copy the caller owns
     */
    public int[] values() {
        return values.clone();
    }

    /**
     * The same weights with other values.
     *
     * @param newValues one value per weight, in order; copied
     * @return the weights with those values
     * @throws InvalidInputException if the count differs or a value is out of its weight's bounds (named)
     */
    public EvaluatorWeights withValues(int[] newValues) {
        if (newValues.length != names.length) {
            throw new InvalidInputException("expected " + names.length + " weight values, got " + newValues.length);
        }
        for (int i = 0; i < names.length; i++) {
            checkBounds(i, newValues[i]);
        }
        return new EvaluatorWeights(names, newValues.clone(), minimums, maximums);
    }

    /**
     * A consecutive run of these weights, as one part of an evaluator reads its own.
     *
     * @param from the first index, inclusive
     * @param to the last index, exclusive
     * @return the weights from {@code from} to {@code to}
     */
    public EvaluatorWeights slice(int from, int to) {
        Builder builder = new Builder();
        for (int i = from; i < to; i++) {
            builder.add(names[i], values[i], minimums[i], maximums[i]);
        }
        return builder.build();
    }

    /**
     * Whether another set of weights has the same names in the same order (values and bounds aside).
     *
     * @param other other weights
     * @return {@code true} if every index names the same weight in both
     */
    public boolean sameNames(EvaluatorWeights other) {
        return Arrays.equals(names, other.names);
    }

    void checkBounds(int i, int value) {
        if (value < minimums[i] || value > maximums[i]) {
            throw new InvalidInputException("weight " + names[i] + " = " + value + " is outside its bounds "
                    + minimums[i] + " .. " + maximums[i]);
        }
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < names.length; i++) {
            text.append(i == 0 ? "" : ", ").append(names[i]).append('=').append(values[i]);
        }
        return text.toString();
    }

    /** Declares weights one by one, in the order an evaluator reads them. */
    public static final class Builder {
        private final List<String> names = new ArrayList<>();
        private final List<int[]> entries = new ArrayList<>();

        private Builder() {
        }

        /**
         * Adds a weight.
         *
         * @param name its name: letters, digits, {@code .}, {@code -} and {@code _}, unique among the weights
         * @param value its value
         * @param minimum the smallest value a tuner may give it
         * @param maximum the largest value a tuner may give it
         * @return this builder
         * @throws IllegalArgumentException for a malformed name or a value outside the bounds
         */
        public Builder add(String name, int value, int minimum, int maximum) {
            if (name.isEmpty() || !name.chars().allMatch(c -> Character.isLetterOrDigit(c) || c == '.' || c == '-'
                    || c == '_')) {
                throw new IllegalArgumentException("malformed weight name '" + name + "'");
            }
            if (minimum > maximum || value < minimum || value > maximum) {
                throw new IllegalArgumentException("weight " + name + " = " + value + " does not fit its bounds "
                        + minimum + " .. " + maximum);
            }
            names.add(name);
            entries.add(new int[] {value, minimum, maximum});
            return this;
        }

        /**
         * The weights declared so far.
         *
         * @return the immutable weights
         * @throws IllegalArgumentException if a name is declared twice
         */
        public EvaluatorWeights build() {
            int n = names.size();
            int[] values = new int[n];
            int[] minimums = new int[n];
            int[] maximums = new int[n];
            for (int i = 0; i < n; i++) {
                values[i] = entries.get(i)[0];
                minimums[i] = entries.get(i)[1];
                maximums[i] = entries.get(i)[2];
            }
            return new EvaluatorWeights(names.toArray(new String[0]), values, minimums, maximums);
        }
    }
}

package dev.ply.learning;

import java.util.Arrays;

/**
 * Positions as a value network reads them: each one's active {@link dev.ply.core.capability.SparseFeatures} and its
 * target, the expected result from the side to move's view (1 a win, 0 a loss), in flat arrays, so that millions fit
 * in little memory.
 */
public final class FeatureSamples {

    private int count;
    private int mostActive;
    private int[] starts = new int[1025];
    private short[] features = new short[32 * 1024];
    private float[] targets = new float[1024];
    private float[] offsets = new float[1024];

    /** An empty set. */
    public FeatureSamples() {
    }

    /**
     * Adds a position.
     *
     * @param active its active features, each below 32,768
     * @param length how many
     * @param target its expected result for the side to move, in [0, 1]
     */
    public void add(int[] active, int length, float target) {
        add(active, length, target, 0);
    }

    /**
     * Adds a position whose logit starts from a base evaluator's.
     *
     * @param active its active features, each below 32,768
     * @param length how many
     * @param target its expected result for the side to move, in [0, 1]
     * @param offset the base evaluator's score of it as a logit, which the network's output is added to
     */
    public void add(int[] active, int length, float target, float offset) {
        if (!(target >= 0 && target <= 1)) {
            throw new IllegalArgumentException("a target is an expected result in [0, 1], not " + target);
        }
        if (count + 1 == targets.length) {
            targets = Arrays.copyOf(targets, targets.length * 2);
            offsets = Arrays.copyOf(offsets, offsets.length * 2);
            starts = Arrays.copyOf(starts, starts.length * 2);
        }
        int start = starts[count];
        if (start + length > features.length) {
            features = Arrays.copyOf(features, Math.max(features.length * 2, start + length));
        }
        for (int i = 0; i < length; i++) {
            if (active[i] < 0 || active[i] > Short.MAX_VALUE) {
                throw new IllegalArgumentException("feature index " + active[i] + " out of range");
            }
            features[start + i] = (short) active[i];
        }
        targets[count] = target;
        offsets[count] = offset;
        starts[++count] = start + length;
        mostActive = Math.max(mostActive, length);
    }

    /**
     * The number of positions.
     *
     * @return 0 or more
     */
    public int size() {
        return count;
    }

    /**
     * The most features any position added has on.
     *
     * @return 0 for an empty set
     */
    public int mostActive() {
        return mostActive;
    }

    /**
     * A position's target.
     *
     * @param i the position's index
     * @return its expected result for the side to move
     */
    public float target(int i) {
        return targets[i];
    }

    /**
     * A position's offset: its base evaluator's score as a logit, or 0.
     *
     * @param i the position's index
     * @return the offset
     */
    public float offset(int i) {
        return offsets[i];
    }

    /**
     * Copies a position's active features.
     *
     * @param i the position's index
     * @param into the destination
     * @return how many were copied
     */
    public int features(int i, int[] into) {
        int start = starts[i];
        int length = starts[i + 1] - start;
        for (int j = 0; j < length; j++) {
            into[j] = features[start + j];
        }
        return length;
    }

    /**
     * The mean squared error of a network's expected results ({@code 1 / (1 + e^-(offset + logit))}) against the
     * targets.
     *
     * @param network the network
     * @return the error; 0 for an empty set
     */
    public double error(ValueNetwork network) {
        int[] active = new int[Short.MAX_VALUE];
        double sum = 0;
        for (int i = 0; i < count; i++) {
            double p = 1 / (1 + Math.exp(-(offsets[i] + network.logit(active, features(i, active)))));
            sum += (p - targets[i]) * (p - targets[i]);
        }
        return count == 0 ? 0 : sum / count;
    }
}

package dev.ply.learning;

import dev.ply.core.GameState;
import dev.ply.core.capability.SparseFeatures;
import dev.ply.core.eval.Evaluator;

/**
 * A {@link ValueNetwork} as a search's evaluator ({@code eval=nnue:FILE}): the network's logit in centipawns from
 * the side to move's view, added to its base evaluator's score when it has one ({@link ValueNetwork#base()}). The hidden sums are not computed afresh for every position: each thread keeps, for each
 * side to move, the sums of the last position it evaluated and changes them by the features that went off and on
 * since, which in a search (siblings, a child after its parent's quiescence) are a few. Where more changed than
 * are on, the sums are computed afresh. This needs no hook in the game's moves: any game with
 * {@link SparseFeatures} gets it. The sums are kept in integers (the first layer's weights rounded to 1/{@value
 * #QUANTUM}), so that a position's score does not depend on the path its sums took to it: the same position always
 * gets the same score, as a transposition table needs. Thread-safe; each thread works in buffers of its own.
 */
public final class ValueNetworkEvaluator implements Evaluator<GameState> {

    /** The score bound, in centipawns: far above any logit a network trained on results gives. */
    public static final int BOUND = 20_000;
    /** The first layer's weights and biases are kept as integer multiples of 1/QUANTUM. */
    public static final int QUANTUM = 1024;

    private final ValueNetwork network;
    private final int[] inputWeights;
    private final int[] hiddenBias;
    private final float[] outputWeights;
    private final float outputScale = (float) (ValueNetwork.unitsPerLogit() / QUANTUM);
    private final float[] outputBias;
    private final ThreadLocal<Buffers> buffers;
    private final Evaluator<GameState> base;

    /**
     * Wraps a network without a base.
     *
     * @param network the network, made for the features of the game whose states it will see
     * @param maxActive the most features a position has on ({@link SparseFeatures#maxActiveFeatures()})
     */
    public ValueNetworkEvaluator(ValueNetwork network, int maxActive) {
        this(network, maxActive, null);
    }

    /**
     * Wraps a network and the evaluator whose score it corrects.
     *
     * @param network the network, made for the features of the game whose states it will see
     * @param maxActive the most features a position has on ({@link SparseFeatures#maxActiveFeatures()})
     * @param base the network's {@link ValueNetwork#base()} evaluator, or null for a network without one
     */
    public ValueNetworkEvaluator(ValueNetwork network, int maxActive, Evaluator<GameState> base) {
        this.network = network;
        this.base = base;
        this.inputWeights = quantize(network.inputWeights());
        this.hiddenBias = quantize(network.hiddenBias());
        this.outputWeights = network.outputWeights();
        this.outputBias = new float[network.buckets()];
        for (int b = 0; b < outputBias.length; b++) {
            outputBias[b] = (float) (network.outputBias()[b] * ValueNetwork.unitsPerLogit());
        }
        this.buffers = ThreadLocal.withInitial(() -> new Buffers(this, maxActive));
    }

    /**
     * The network.
     *
     * @return the network this evaluator reads
     */
    public ValueNetwork network() {
        return network;
    }

    @Override
    public int evaluate(GameState state) {
        Buffers buffer = buffers.get();
        int count = ((SparseFeatures) state).activeFeatures(buffer.features);
        Sums sums = buffer.sums[state.toMove()];
        sums.moveTo(buffer, count);
        int bucket = network.bucket(count);
        float out = output(sums.values, bucket * sums.values.length);
        int score = Math.round(out * outputScale + outputBias[bucket]) + (base == null ? 0 : base.evaluate(state));
        return Math.max(-BOUND, Math.min(BOUND, score));
    }

    /**
     * The output layer: each hidden sum clipped to [0, QUANTUM] times its weight, summed in four interleaved partial
     * sums, whose additions do not wait on one another as a single running sum's do (the order is fixed, so a
     * position's score is too).
     */
    private float output(int[] values, int row) {
        float a = 0;
        float b = 0;
        float c = 0;
        float d = 0;
        int hidden = values.length;
        int h = 0;
        for (; h + 3 < hidden; h += 4) {
            a += Math.min(QUANTUM, Math.max(0, values[h])) * outputWeights[row + h];
            b += Math.min(QUANTUM, Math.max(0, values[h + 1])) * outputWeights[row + h + 1];
            c += Math.min(QUANTUM, Math.max(0, values[h + 2])) * outputWeights[row + h + 2];
            d += Math.min(QUANTUM, Math.max(0, values[h + 3])) * outputWeights[row + h + 3];
        }
        for (; h < hidden; h++) {
            a += Math.min(QUANTUM, Math.max(0, values[h])) * outputWeights[row + h];
        }
        return (a + b) + (c + d);
    }

    private static int[] quantize(float[] weights) {
        int[] quantized = new int[weights.length];
        for (int i = 0; i < weights.length; i++) {
            quantized[i] = Math.round(weights[i] * QUANTUM);
        }
        return quantized;
    }

    @Override
    public int bound() {
        return BOUND;
    }

    /** A pawn, 100 centipawns, as chess's hand-written evaluators count. */
    @Override
    public int advantageUnit() {
        return 100;
    }

    /** One thread's buffers: the features of the position asked about, and the kept sums for each side to move. */
    private static final class Buffers {
        final int[] features;
        /** For each feature, the stamp of the last position whose features included it. */
        final int[] stamps;
        int stamp;
        final Sums[] sums;

        Buffers(ValueNetworkEvaluator evaluator, int maxActive) {
            this.features = new int[maxActive];
            this.stamps = new int[evaluator.network.features()];
            this.sums = new Sums[] {new Sums(evaluator, maxActive), new Sums(evaluator, maxActive)};
        }

        /** Stamps the features in {@link #features}, so that a kept position's features not among them are found. */
        int stampFeatures(int count) {
            if (++stamp == Integer.MAX_VALUE) {
                java.util.Arrays.fill(stamps, 0);
                stamp = 1;
            }
            for (int i = 0; i < count; i++) {
                stamps[features[i]] = stamp;
            }
            return stamp;
        }
    }

    /** The hidden sums of one kept position, with its features. */
    private static final class Sums {
        final int[] weights;
        final int[] bias;
        final int hidden;
        final int[] values;
        final int[] active;
        /** Whether each feature is on in the kept position. */
        final boolean[] on;
        int count = -1;

        Sums(ValueNetworkEvaluator evaluator, int maxActive) {
            this.weights = evaluator.inputWeights;
            this.bias = evaluator.hiddenBias;
            this.hidden = bias.length;
            this.values = new int[hidden];
            this.active = new int[maxActive];
            this.on = new boolean[evaluator.network.features()];
        }

        /** Changes the kept sums into those of the position whose features are in the buffers. */
        void moveTo(Buffers buffer, int count) {
            int[] features = buffer.features;
            int stamp = buffer.stampFeatures(count);
            int changes = 0;
            if (this.count >= 0) {
                for (int i = 0; i < this.count; i++) {
                    changes += buffer.stamps[active[i]] == stamp ? 0 : 1;
                }
                for (int i = 0; i < count; i++) {
                    changes += on[features[i]] ? 0 : 1;
                }
            }
            if (this.count < 0 || changes > count) {
                refresh(features, count);
                return;
            }
            for (int i = 0; i < this.count; i++) {
                int feature = active[i];
                if (buffer.stamps[feature] != stamp) {
                    on[feature] = false;
                    subtract(feature * hidden);
                }
            }
            for (int i = 0; i < count; i++) {
                int feature = features[i];
                if (!on[feature]) {
                    on[feature] = true;
                    add(feature * hidden);
                }
            }
            System.arraycopy(features, 0, active, 0, count);
            this.count = count;
        }

        private void refresh(int[] features, int count) {
            for (int i = 0; i < this.count; i++) {
                on[active[i]] = false;
            }
            System.arraycopy(bias, 0, values, 0, hidden);
            for (int i = 0; i < count; i++) {
                on[features[i]] = true;
                add(features[i] * hidden);
            }
            System.arraycopy(features, 0, active, 0, count);
            this.count = count;
        }

        private void add(int row) {
            for (int h = 0; h < hidden; h++) {
                values[h] += weights[row + h];
            }
        }

        private void subtract(int row) {
            for (int h = 0; h < hidden; h++) {
                values[h] -= weights[row + h];
            }
        }
    }
}

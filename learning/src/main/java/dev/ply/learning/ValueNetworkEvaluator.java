package dev.ply.learning;

import dev.ply.core.GameState;
import dev.ply.core.capability.SparseFeatures;
import dev.ply.core.eval.Evaluator;

/**
 * A {@link ValueNetwork} as a search's evaluator ({@code eval=nnue:FILE}): the network's logit in centipawns from
 * the side to move's view, added to its base evaluator's score when it has one ({@link ValueNetwork#base()}). The
 * hidden sums are not computed afresh for every position: each thread keeps, for each side to move, the sums of the
 * last position it evaluated with its features as bits, and changes them by the features that went off and on since
 * (found by exclusive ors of the bits, {@link SparseFeatures#activeFeatureBits}), which in a search (siblings, a child
 * after its parent's quiescence) are a few; a feature that went off and one that went on share one pass over the
 * sums. Where more changed than are on, the sums are computed afresh. This needs no hook in the game's moves: any
 * game with {@link SparseFeatures} gets it. The sums are kept in integers (the first layer's weights rounded to
 * 1/{@value #QUANTUM}), so that a position's score does not depend on the path its sums took to it: the same position
 * always gets the same score, as a transposition table needs. Thread-safe; each thread works in buffers of its own.
 */
public final class ValueNetworkEvaluator implements Evaluator<GameState> {

    /** The score bound, in centipawns: far above any logit a network trained on results gives. */
    public static final int BOUND = 20_000;
    /** The first layer's weights and biases are kept as integer multiples of 1/QUANTUM. */
    public static final int QUANTUM = 1024;

    private final ValueNetwork network;
    private final int[] inputWeights;
    private final int[] hiddenBias;
    /** The output weights in multiples of 1/outputQuantum. */
    private final int[] outputWeights;
    private final int outputQuantum;
    private final double outputScale;
    private final double[] outputBias;
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
        this.inputWeights = quantize(network.inputWeights(), QUANTUM);
        this.hiddenBias = quantize(network.hiddenBias(), QUANTUM);
        this.outputQuantum = outputQuantum(network);
        this.outputWeights = quantize(network.outputWeights(), outputQuantum);
        this.outputScale = ValueNetwork.unitsPerLogit() / ((double) QUANTUM * outputQuantum);
        this.outputBias = new double[network.buckets()];
        for (int b = 0; b < outputBias.length; b++) {
            outputBias[b] = network.outputBias()[b] * ValueNetwork.unitsPerLogit();
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

    /**
     * The output weights are kept as integer multiples of one over this power of two.
     *
     * @return between 1 and 2^15
     */
    int outputQuantum() {
        return outputQuantum;
    }

    @Override
    public int evaluate(GameState state) {
        Buffers buffer = buffers.get();
        SparseFeatures sparse = (SparseFeatures) state;
        if (!sparse.activeFeatureBits(buffer.bits)) {
            buffer.listToBits(sparse.activeFeatures(buffer.features));
        }
        Sums sums = buffer.sums[state.toMove()];
        int count = sums.moveTo(buffer.bits);
        int bucket = network.bucket(count);
        int out = output(sums.values, bucket * sums.values.length);
        int score = (int) Math.round(out * outputScale + outputBias[bucket])
                + (base == null ? 0 : base.evaluate(state));
        return Math.max(-BOUND, Math.min(BOUND, score));
    }

    /**
     * The output layer in integers: each hidden sum clipped to [0, QUANTUM] times its weight in multiples of
     * 1/{@link #outputQuantum}. The clip is done with shifts and masks, not {@code Math.min} and {@code Math.max}:
     * the compiler turns this loop into vector instructions, and the sums, being unpredictable, would mispredict
     * branches (four times slower in a micro-benchmark on JDK 17).
     */
    private int output(int[] values, int row) {
        int sum = 0;
        for (int h = 0; h < values.length; h++) {
            int x = values[h];
            x &= ~(x >> 31);
            int over = x - QUANTUM;
            x -= over & ~(over >> 31);
            sum += x * outputWeights[row + h];
        }
        return sum;
    }

    /**
     * The finest power of two, at most 2^15, in whose multiples the output weights can be kept so that no bucket's
     * sum can leave an int: with each clipped hidden sum at most QUANTUM and each weight rounded to at most its
     * magnitude times the quantum plus a half, QUANTUM times the sum of a bucket's rounded magnitudes stays below 2^31.
     */
    private static int outputQuantum(ValueNetwork network) {
        int hidden = network.hidden();
        double largest = 0;
        for (int b = 0; b < network.buckets(); b++) {
            double magnitude = 0;
            for (int h = 0; h < hidden; h++) {
                magnitude += Math.abs(network.outputWeights()[b * hidden + h]);
            }
            largest = Math.max(largest, magnitude);
        }
        int quantum = 1 << 15;
        while (quantum > 1 && (double) QUANTUM * (largest * quantum + 0.5 * hidden) >= Integer.MAX_VALUE) {
            quantum >>= 1;
        }
        return quantum;
    }

    private static int[] quantize(float[] weights, int quantum) {
        int[] quantized = new int[weights.length];
        for (int i = 0; i < weights.length; i++) {
            quantized[i] = Math.round(weights[i] * quantum);
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
        /** The features as a list, for a game that does not write them as bits. */
        final int[] features;
        /** The features as bits: feature i is bit i & 63 of word i >>> 6. */
        final long[] bits;
        final Sums[] sums;

        Buffers(ValueNetworkEvaluator evaluator, int maxActive) {
            this.features = new int[maxActive];
            this.bits = new long[(evaluator.network.features() + 63) >>> 6];
            this.sums = new Sums[] {new Sums(evaluator, maxActive), new Sums(evaluator, maxActive)};
        }

        void listToBits(int count) {
            java.util.Arrays.fill(bits, 0);
            for (int i = 0; i < count; i++) {
                bits[features[i] >>> 6] |= 1L << features[i];
            }
        }
    }

    /** The hidden sums of one kept position, with its features as bits. */
    private static final class Sums {
        final int[] weights;
        final int[] bias;
        final int hidden;
        final int[] values;
        final long[] bits;
        /** The rows of the features that went off and of those that went on, in {@link #moveTo}. */
        final int[] off;
        final int[] on;
        boolean kept;

        Sums(ValueNetworkEvaluator evaluator, int maxActive) {
            this.weights = evaluator.inputWeights;
            this.bias = evaluator.hiddenBias;
            this.hidden = bias.length;
            this.values = new int[hidden];
            this.bits = new long[(evaluator.network.features() + 63) >>> 6];
            this.off = new int[maxActive];
            this.on = new int[maxActive];
        }

        /**
         * Changes the kept sums into those of the position whose features are {@code now}, a feature that went off
         * and one that went on in a single pass over the sums where it can.
         *
         * @return the number of features on in {@code now}
         */
        int moveTo(long[] now) {
            int count = 0;
            int changes = 0;
            for (int w = 0; w < now.length; w++) {
                count += Long.bitCount(now[w]);
                changes += Long.bitCount(now[w] ^ bits[w]);
            }
            if (!kept || changes > count) {
                refresh(now);
                return count;
            }
            int offs = 0;
            int ons = 0;
            for (int w = 0; w < now.length; w++) {
                long was = bits[w];
                long is = now[w];
                for (long gone = was & ~is; gone != 0; gone &= gone - 1) {
                    off[offs++] = (w << 6 | Long.numberOfTrailingZeros(gone)) * hidden;
                }
                for (long came = is & ~was; came != 0; came &= came - 1) {
                    on[ons++] = (w << 6 | Long.numberOfTrailingZeros(came)) * hidden;
                }
                bits[w] = is;
            }
            int pairs = Math.min(offs, ons);
            for (int i = 0; i < pairs; i++) {
                move(off[i], on[i]);
            }
            for (int i = pairs; i < offs; i++) {
                subtract(off[i]);
            }
            for (int i = pairs; i < ons; i++) {
                add(on[i]);
            }
            return count;
        }

        private void refresh(long[] now) {
            System.arraycopy(bias, 0, values, 0, hidden);
            for (int w = 0; w < now.length; w++) {
                for (long set = now[w]; set != 0; set &= set - 1) {
                    add((w << 6 | Long.numberOfTrailingZeros(set)) * hidden);
                }
                bits[w] = now[w];
            }
            kept = true;
        }

        private void move(int from, int to) {
            for (int h = 0; h < hidden; h++) {
                values[h] += weights[to + h] - weights[from + h];
            }
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

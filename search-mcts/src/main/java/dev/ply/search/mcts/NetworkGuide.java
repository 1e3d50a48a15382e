package dev.ply.search.mcts;

import dev.ply.core.GameState;
import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.eval.PolicyValueNetwork;
import java.util.SplittableRandom;

/**
 * AlphaZero's use of a network in the tree (option {@code net}, preset {@code az}): a new leaf is judged by the
 * network's value instead of a play-out, and its children are created at once with the network's policy over the
 * legal moves as their priors; at the root, Dirichlet noise may be mixed into the priors for self-play
 * (option {@code noise}). One instance per search, shared by its workers; each worker evaluates with its own
 * {@link Scratch}, so nothing is allocated per node.
 */
final class NetworkGuide {

    /** The share of the root's priors that Dirichlet noise replaces, as in AlphaZero. */
    static final double NOISE_FRACTION = 0.25;

    private final PolicyValueNetwork network;
    private final double noiseAlpha;
    private final int leaves;

    /**
     * Creates the guide.
     *
     * @param network the network, made for the game's encoding
     * @param noiseAlpha the Dirichlet concentration of the root's noise; 0 for none
     * @param leaves the leaves a worker gathers for one call of the network (option {@code batch}); 1 for one at a
     *     time
     */
    NetworkGuide(PolicyValueNetwork network, double noiseAlpha, int leaves) {
        this.network = network;
        this.noiseAlpha = noiseAlpha;
        this.leaves = leaves;
    }

    PolicyValueNetwork network() {
        return network;
    }

    /** The leaves a worker gathers, with virtual loss, before it calls the network ({@link LeafBatch}). */
    int leaves() {
        return leaves;
    }

    /** One worker's buffers: the encoded position, the network's outputs and the priors of the legal moves. */
    static final class Scratch {
        final float[] input;
        final float[] logits;
        final float[] value = new float[1];
        final double[] priors;
        final double[] noise;

        Scratch(PolicyValueNetwork network, int maxMoves) {
            input = new float[network.inputSize()];
            logits = new float[network.actionCount()];
            priors = new double[maxMoves];
            noise = new double[maxMoves];
        }
    }

    Scratch newScratch(int maxMoves) {
        return new Scratch(network, maxMoves);
    }

    /**
     * Evaluates a position that is not over: the priors of its legal moves go to {@code scratch.priors}, in the
     * order of {@code moves}, and the value is returned.
     *
     * @param state the position, whose game has {@link NetworkEncoding}
     * @param moves its legal moves
     * @param count how many
     * @param scratch the worker's buffers
     * @return the position's value for player 0, as a reward in [0, 1]
     */
    double evaluate(GameState state, int[] moves, int count, Scratch scratch) {
        ((NetworkEncoding) state).encode(scratch.input, 0);
        network.evaluate(scratch.input, 1, scratch.logits, scratch.value);
        return outputs(state, moves, count, scratch.logits, 0, scratch.value[0], scratch);
    }

    /**
     * Reads the network's outputs for a position evaluated earlier (in a batch): the priors of its legal moves go
     * to {@code scratch.priors}, in the order of {@code moves}, and the value is returned.
     *
     * @param state the position, whose game has {@link NetworkEncoding}
     * @param moves its legal moves
     * @param count how many
     * @param logits the network's logits, the position's from {@code offset}
     * @param offset where the position's logits start
     * @param value the network's value of the position
     * @param scratch the worker's buffers
     * @return the position's value for player 0, as a reward in [0, 1]
     */
    double outputs(GameState state, int[] moves, int count, float[] logits, int offset, float value,
            Scratch scratch) {
        NetworkEncoding encoding = (NetworkEncoding) state;
        double[] priors = scratch.priors;
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < count; i++) {
            priors[i] = logits[offset + encoding.actionIndex(moves[i])];
            max = Math.max(max, priors[i]);
        }
        double sum = 0;
        for (int i = 0; i < count; i++) {
            priors[i] = Math.exp(priors[i] - max);
            sum += priors[i];
        }
        for (int i = 0; i < count; i++) {
            priors[i] /= sum;
        }
        return reward(state, value);
    }

    /** A value in [-1, 1] for the side to move as a reward in [0, 1] for player 0. */
    static double reward(GameState state, float value) {
        double forMover = (Math.max(-1, Math.min(1, value)) + 1) / 2;
        return state.toMove() == 0 ? forMover : 1 - forMover;
    }

    /**
     * The network's value of a position whose priors are not wanted (a chance node: the dice still to roll).
     *
     * @param state the position, encoded by its game's {@link NetworkEncoding}
     * @param scratch the worker's buffers
     * @return the position's value for player 0, as a reward in [0, 1]
     */
    double value(GameState state, Scratch scratch) {
        ((NetworkEncoding) state).encode(scratch.input, 0);
        network.evaluate(scratch.input, 1, scratch.logits, scratch.value);
        return reward(state, scratch.value[0]);
    }

    /** Whether the root's priors get noise. */
    boolean noisy() {
        return noiseAlpha > 0;
    }

    /**
     * Mixes Dirichlet noise into priors: {@code (1 - ε)·p + ε·η}, {@code η ~ Dir(α, ..., α)},
     * ε = {@value #NOISE_FRACTION}.
     */
    void addNoise(Scratch scratch, int count, SplittableRandom random) {
        double[] priors = scratch.priors;
        double[] noise = scratch.noise;
        double sum = 0;
        for (int i = 0; i < count; i++) {
            noise[i] = gamma(noiseAlpha, random);
            sum += noise[i];
        }
        for (int i = 0; i < count; i++) {
            double share = sum > 0 ? noise[i] / sum : 1.0 / count;
            priors[i] = (1 - NOISE_FRACTION) * priors[i] + NOISE_FRACTION * share;
        }
    }

    /** A draw from the gamma distribution of shape {@code alpha} and scale 1 (Marsaglia and Tsang 2000). */
    static double gamma(double alpha, SplittableRandom random) {
        if (alpha < 1) {
            // Gamma(a) = Gamma(a + 1) · U^(1/a).
            return gamma(alpha + 1, random) * Math.pow(random.nextDouble(), 1 / alpha);
        }
        double d = alpha - 1.0 / 3;
        double c = 1 / Math.sqrt(9 * d);
        while (true) {
            double x = random.nextGaussian();
            double v = 1 + c * x;
            if (v <= 0) {
                continue;
            }
            v = v * v * v;
            double u = random.nextDouble();
            if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) {
                return d * v;
            }
        }
    }
}

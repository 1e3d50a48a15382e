package dev.ply.core.eval;

import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.capability.NetworkEncoding;

/**
 * A policy-value network's value head as an evaluator, so that any search can stop at its judgement
 * ({@code alphabeta:eval=net:FILE}, {@code eval=net} for the game's shipped network): the value in [-1, 1] from the
 * side to move's view, in thousandths. Thread-safe; each thread encodes into buffers of its own.
 */
public final class NetworkValueEvaluator implements Evaluator<GameState> {

    /** The score of a value of 1: a sure win in the network's eyes. */
    public static final int SCALE = 1000;

    private final PolicyValueNetwork network;
    private final ThreadLocal<float[][]> buffers;

    /**
     * Wraps a network.
     *
     * @param network the network, made for the encoding of the game whose states it will see
     */
    public NetworkValueEvaluator(PolicyValueNetwork network) {
        this.network = network;
        this.buffers = ThreadLocal.withInitial(() -> new float[][] {new float[network.inputSize()],
            new float[network.actionCount()], new float[1]});
    }

    @Override
    public int evaluate(GameState state) {
        if (!(state instanceof NetworkEncoding encoding)) {
            throw new InvalidInputException(state.game().id() + " has no network encoding");
        }
        float[][] buffer = buffers.get();
        encoding.encode(buffer[0], 0);
        network.evaluate(buffer[0], 1, buffer[1], buffer[2]);
        return Math.round(Math.max(-1, Math.min(1, buffer[2][0])) * SCALE);
    }

    @Override
    public int bound() {
        return SCALE;
    }

    /** A value of 0.25, the network's idea of a clear advantage. */
    @Override
    public int advantageUnit() {
        return SCALE / 4;
    }
}

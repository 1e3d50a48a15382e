package dev.ply.core.eval;

/**
 * A network that judges positions, as AlphaZero's does: for each position of a batch, a logit per action of the
 * game's {@link dev.ply.core.capability.NetworkEncoding action space} (the policy, before the softmax over the legal
 * moves) and a value in [-1, 1] from the side to move's view. Searches reach networks only through this interface,
 * so core and the search modules stay free of any learning library; {@link NetworkLoader}s make them from files.
 *
 * <p>Implementations are immutable and thread-safe: several search threads call {@link #evaluate} at once.
 */
public interface PolicyValueNetwork {

    /**
     * The game the network was made for.
     *
     * @return a game id, such as {@code "tictactoe"}
     */
    String gameId();

    /**
     * The encoding of the inputs and actions the network was made for.
     *
     * @return the {@link dev.ply.core.capability.NetworkEncoding#encodingName()} it expects
     */
    String encodingName();

    /**
     * The number of inputs of one position.
     *
     * @return the input size
     */
    int inputSize();

    /**
     * The number of policy outputs of one position.
     *
     * @return the size of the action space
     */
    int actionCount();

    /**
     * Evaluates a batch of encoded positions.
     *
     * @param inputs {@code batch × inputSize()} numbers, position after position
     * @param batch the number of positions, at least 1
     * @param logits receives {@code batch × actionCount()} policy logits
     * @param values receives {@code batch} values in [-1, 1], each from its side to move's view
     */
    void evaluate(float[] inputs, int batch, float[] logits, float[] values);

    /**
     * One line saying what the network is, for listings and logs.
     *
     * @return a description such as {@code "mlp 18-64-64 tictactoe, step 4,800"}
     */
    String description();
}

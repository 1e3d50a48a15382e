package dev.ply.core.capability;

/**
 * Optional capability of a {@link dev.ply.core.GameState}: the position as the few binary features that are on, from
 * the side to move's view, out of a fixed set (in chess, one feature for each kind of piece of either side on each
 * square: 768 in all, about 30 on). This is what an efficiently updatable network (NNUE) reads: its first layer sums
 * one row of weights per feature that is on, and since a move turns only a few features off and on, an evaluator
 * keeps that sum and changes it by the difference ({@code eval=nnue:FILE}, trained by {@code ply fit}).
 *
 * <p>Like {@link NetworkEncoding}, everything but {@link #activeFeatures(int[])} and {@link
 * #activeFeatureBits(long[])} describes the feature set, not the
 * position: it is the same for every position of one game variant, and a network records {@link #featureSetName()}
 * and {@link #featureCount()} so that a network made for other features is refused.
 */
public interface SparseFeatures {

    /**
     * The name of this feature set, which a network records and must match: change it whenever the features or
     * their meaning change.
     *
     * @return a short name such as {@code "chess-768"}
     */
    String featureSetName();

    /**
     * The number of features, each with an index in {@code [0, featureCount())}.
     *
     * @return at least 1
     */
    int featureCount();

    /**
     * The most features any position has on at once: the size of the array {@link #activeFeatures} needs.
     *
     * @return at least 1
     */
    int maxActiveFeatures();

    /**
     * Writes the indices of the features that are on in this position, from the side to move's view, each once, in
     * no particular order. Allocates nothing: a search asks it at every node it evaluates.
     *
     * @param into the destination, at least {@link #maxActiveFeatures()} long
     * @return how many indices were written
     */
    int activeFeatures(int[] into);

    /**
     * Writes the same features as {@link #activeFeatures(int[])} as a set of bits, when the game keeps its position in
     * a form that makes this cheaper than the list: feature {@code i} is bit {@code i & 63} of {@code into[i >>> 6]}
     * (in chess, the twelve piece bit boards, turned for Black). An evaluator then finds the features that went off
     * and on since a kept position with a few exclusive ors. Optional: the default writes nothing and returns false,
     * and the caller reads {@link #activeFeatures(int[])} instead. Allocates nothing.
     *
     * @param into the destination, at least {@code (featureCount() + 63) / 64} long; every word of that length is
     *     written, bits past {@link #featureCount()} as zeros
     * @return true if the bits were written, false if this game lists its features only
     */
    default boolean activeFeatureBits(long[] into) {
        return false;
    }
}

package dev.ply.core.capability;

/**
 * Optional capability of a {@link dev.ply.core.GameState}: the position as the few binary features that are on, from
 * the side to move's view, out of a fixed set (in chess, one feature for each kind of piece of either side on each
 * square: 768 in all, about 30 on). This is what an efficiently updatable network (NNUE) reads: its first layer sums
 * one row of weights per feature that is on, and since a move turns only a few features off and on, an evaluator
 * keeps that sum and changes it by the difference ({@code eval=nnue:FILE}, trained by {@code ply fit}).
 *
 * <p>Like {@link NetworkEncoding}, everything but {@link #activeFeatures(int[])} describes the feature set, not the
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
}

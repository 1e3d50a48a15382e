package dev.ply.core.capability;

/**
 * Optional capability of a {@link dev.ply.core.GameState} that a neural network can read and answer: the position
 * as a fixed-size input of {@code planes × height × width} numbers, seen from the side to move, and a fixed action
 * space in which every legal move of every position has an index (OpenSpiel's {@code num_distinct_actions}). A game
 * with this capability can be learned by self-play ({@code ply train}) and searched with a network's priors and
 * values ({@code mcts:az}).
 *
 * <p>Everything but {@link #encode} and {@link #actionIndex} describes the encoding, not the position: it is the
 * same for every position of one game variant, and a network records {@link #encodingName()} and the sizes so that
 * a network made for another encoding is refused.
 *
 * <p><b>Symmetries.</b> A game whose board has symmetries that keep its rules (tic-tac-toe and Go: the eight
 * rotations and reflections of the square; Connect Four: the mirror image) says so, and training multiplies its
 * positions by them. Symmetry {@code s} moves the cell {@code c} of every plane to
 * {@link #symmetricCell(int, int) symmetricCell(s, c)} and the action {@code a} to
 * {@link #symmetricAction(int, int) symmetricAction(s, a)}; symmetry 0 is the identity.
 */
public interface NetworkEncoding {

    /**
     * The name of this encoding, which a network records and must match: change it whenever the planes, the action
     * indices or their meaning change.
     *
     * @return a short name such as {@code "tictactoe-2x3x3"}
     */
    String encodingName();

    /**
     * The number of input planes; a flat feature vector has {@code height() == width() == 1}.
     *
     * @return at least 1
     */
    int inputPlanes();

    /**
     * The height of each input plane, in cells.
     *
     * @return at least 1
     */
    int inputHeight();

    /**
     * The width of each input plane, in cells.
     *
     * @return at least 1
     */
    int inputWidth();

    /**
     * The number of inputs, {@code planes × height × width}.
     *
     * @return the input size
     */
    default int inputSize() {
        return inputPlanes() * inputHeight() * inputWidth();
    }

    /**
     * The size of the action space: every legal move of every position has an index below it.
     *
     * @return at least 1
     */
    int actionCount();

    /**
     * Writes this position, from the side to move's view, as {@link #inputSize()} numbers, plane after plane, each
     * plane row after row. Writes every input (zeros included) and allocates nothing. Chance nodes are encoded
     * too (the side about to roll as the mover): {@code mcts:az} judges a position before the dice by its value.
     *
     * @param into the destination
     * @param offset where the first input goes
     */
    void encode(float[] into, int offset);

    /**
     * The index of a legal move of this position in the action space.
     *
     * @param move a legal move of this position
     * @return an index in {@code [0, actionCount())}, different for different legal moves of the position unless
     *     {@link #distinctActions()} says otherwise
     */
    int actionIndex(int move);

    /**
     * Whether every legal move of every position has an action of its own. A game whose moves cannot all be
     * named in a fixed space (checkers: two capture paths with the same first jump and last square) says
     * {@code false}; moves that share an action then share its prior, and training adds their visit shares.
     *
     * @return {@code true} unless overridden
     */
    default boolean distinctActions() {
        return true;
    }

    /**
     * The number of symmetries of the board that keep the rules, the identity included.
     *
     * @return 1 unless overridden
     */
    default int symmetryCount() {
        return 1;
    }

    /**
     * Where symmetry {@code s} moves a cell of an input plane.
     *
     * @param symmetry below {@link #symmetryCount()}
     * @param cell {@code row × width + column}
     * @return the cell it moves to
     */
    default int symmetricCell(int symmetry, int cell) {
        return cell;
    }

    /**
     * Where symmetry {@code s} moves an action.
     *
     * @param symmetry below {@link #symmetryCount()}
     * @param action an action index
     * @return the action it moves to
     */
    default int symmetricAction(int symmetry, int action) {
        return action;
    }
}

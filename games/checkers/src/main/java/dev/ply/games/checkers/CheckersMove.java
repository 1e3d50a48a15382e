package dev.ply.games.checkers;

/**
 * The {@code int} encoding of a checkers move, which identifies the whole path of a multi-jump: two
 * capture sequences that take the same pieces but pass through different landing squares are
 * different moves (as the perft convention of English draughts counts them).
 *
 * <pre>
 *  bit 31   30     29 ........ 14   13 .... 10   9 ..... 5   4 ..... 0
 *      0     0     path directions    captures      to          from
 * </pre>
 *
 * <ul>
 *   <li>{@code from} ({@link #SHIFT_FROM}, {@link #MASK_SQUARE}): the square the piece leaves, 0 to 31
 *       for PDN squares 1 to 32.</li>
 *   <li>{@code to} ({@link #SHIFT_TO}, {@link #MASK_SQUARE}): the square it ends on, 0 to 31. A king's
 *       multi-jump may end where it started.</li>
 *   <li>{@code captures} ({@link #SHIFT_CAPTURES}, {@link #MASK_CAPTURES}): the number of pieces
 *       jumped, 0 for a simple move. At most {@link #MAX_CAPTURES}: every piece a king jumps sits on
 *       one of the nine inner squares of the other colour class than its landing squares.</li>
 *   <li>{@code path} ({@link #SHIFT_PATH}, {@link #MASK_DIRECTION} per step): for a jump of {@code n}
 *       pieces, the directions of jumps 1 to {@code n - 1}, two bits each, the first jump in the lowest
 *       bits; the last jump is implied by {@code to}. The directions are those of {@link BoardGeometry}:
 *       0 south-west, 1 south-east, 2 north-west, 3 north-east.</li>
 * </ul>
 *
 * <p>Every valid move is therefore a non-negative {@code int} below 2<sup>30</sup>. A move is only
 * meaningful in the position whose {@link CheckersState#legalMoves(int[])} produced it.
 */
public final class CheckersMove {

    /** The position of the from-square. */
    public static final int SHIFT_FROM = 0;
    /** The position of the to-square. */
    public static final int SHIFT_TO = 5;
    /** The position of the number of captured pieces. */
    public static final int SHIFT_CAPTURES = 10;
    /** The position of the first path direction; each further one is two bits higher. */
    public static final int SHIFT_PATH = 14;
    /** A square index, after shifting. */
    public static final int MASK_SQUARE = 0x1F;
    /** The number of captured pieces, after shifting. */
    public static final int MASK_CAPTURES = 0xF;
    /** One path direction, after shifting. */
    public static final int MASK_DIRECTION = 0x3;
    /** The most pieces one move can capture. */
    public static final int MAX_CAPTURES = 9;

    private CheckersMove() {
    }

    /**
     * Encodes a simple (non-capturing) move.
     *
     * @param from the square left, 0 to 31
     * @param to the square reached, 0 to 31
     * @return the move
     */
    public static int simple(int from, int to) {
        return (from << SHIFT_FROM) | (to << SHIFT_TO);
    }

    /**
     * The square the moving piece leaves.
     *
     * @param move a move
     * @return 0 to 31 (PDN square minus one)
     */
    public static int from(int move) {
        return (move >>> SHIFT_FROM) & MASK_SQUARE;
    }

    /**
     * The square the moving piece ends on.
     *
     * @param move a move
     * @return 0 to 31 (PDN square minus one)
     */
    public static int to(int move) {
        return (move >>> SHIFT_TO) & MASK_SQUARE;
    }

    /**
     * The number of pieces the move captures.
     *
     * @param move a move
     * @return 0 for a simple move, else 1 to {@link #MAX_CAPTURES}
     */
    public static int captures(int move) {
        return (move >>> SHIFT_CAPTURES) & MASK_CAPTURES;
    }

    /**
     * Whether the move is a capture.
     *
     * @param move a move
     * @return {@code true} if it jumps at least one piece
     */
    public static boolean isCapture(int move) {
        return (move & (MASK_CAPTURES << SHIFT_CAPTURES)) != 0;
    }

    /**
     * The direction of one jump of a capture's path.
     *
     * @param move a capture
     * @param jump 0 for the first jump, up to {@code captures(move) - 2}; the last jump's direction is not
     *     stored
     * @return 0 south-west, 1 south-east, 2 north-west or 3 north-east
     */
    static int direction(int move, int jump) {
        return (move >>> (SHIFT_PATH + 2 * jump)) & MASK_DIRECTION;
    }

    /**
     * The squares a move visits: its from-square, then each landing square (for a simple move, just
     * the to-square).
     *
     * @param move a move
     * @param squares a caller-owned buffer of at least {@link #MAX_CAPTURES} + 1 elements
     * @return the number of squares written, 2 or more
     */
    public static int path(int move, int[] squares) {
        int square = from(move);
        squares[0] = square;
        int captures = captures(move);
        if (captures == 0) {
            squares[1] = to(move);
            return 2;
        }
        for (int i = 0; i < captures - 1; i++) {
            square = BoardGeometry.landing(square, direction(move, i));
            squares[i + 1] = square;
        }
        squares[captures] = to(move);
        return captures + 1;
    }

    /**
     * The squares of the pieces a move jumps, as a bit mask (bit {@code s} for square {@code s}).
     *
     * @param move a move
     * @return the mask; 0 for a simple move
     */
    public static int capturedSquares(int move) {
        int captures = captures(move);
        if (captures == 0) {
            return 0;
        }
        int square = from(move);
        int jumped = 0;
        for (int i = 0; i < captures - 1; i++) {
            int direction = direction(move, i);
            jumped |= 1 << BoardGeometry.neighbour(square, direction);
            square = BoardGeometry.landing(square, direction);
        }
        return jumped | 1 << BoardGeometry.jumped(square, to(move));
    }
}

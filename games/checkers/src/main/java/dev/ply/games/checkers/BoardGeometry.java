package dev.ply.games.checkers;

/**
 * The geometry of the 32 playable squares: rows, columns, diagonal neighbours and jump landings, as
 * tables and bit masks that the move generator, the evaluator and the notation share.
 *
 * <p><b>Squares.</b> Index {@code s} (0 to 31) is PDN square {@code s + 1}. The board is drawn with
 * Black's side (squares 1 to 4) at the top: row 0 holds squares 1–4, row 7 squares 29–32. Column 0 is
 * the left edge. Even rows have their dark squares on odd columns and odd rows on even columns, so
 * {@code s = 4 * row + column / 2}; square 1 is in column 1 of row 0, square 29 in the single corner
 * (row 7, column 0), and squares 1 and 5, 28 and 32 form the two double corners.
 *
 * <p><b>Directions.</b> {@link #SOUTH_WEST} and {@link #SOUTH_EAST} lead toward row 7 (Black's
 * forward directions), {@link #NORTH_WEST} and {@link #NORTH_EAST} toward row 0 (White's). Along a
 * direction the square index changes by one of two amounts that depend on the row's parity:
 * south-west +4 from even rows and +3 from odd rows, south-east +5 and +4, north-west -4 and -5,
 * north-east -3 and -4; a jump (two steps) always changes it by +7, +9, -9 and -7 respectively.
 */
final class BoardGeometry {

    /** The number of playable squares. */
    static final int SQUARES = 32;

    /** Toward row 7 and column 0: a forward direction of Black's men. */
    static final int SOUTH_WEST = 0;
    /** Toward row 7 and column 7: a forward direction of Black's men. */
    static final int SOUTH_EAST = 1;
    /** Toward row 0 and column 0: a forward direction of White's men. */
    static final int NORTH_WEST = 2;
    /** Toward row 0 and column 7: a forward direction of White's men. */
    static final int NORTH_EAST = 3;

    /** Squares of rows 0, 2, 4 and 6. */
    static final int EVEN_ROWS = 0x0F0F_0F0F;
    /** Squares of rows 1, 3, 5 and 7. */
    static final int ODD_ROWS = 0xF0F0_F0F0;
    /** Odd-row squares off the left edge: the sources of a +3 (south-west) or -5 (north-west) step. */
    static final int SHIFT_3_SOUTH_MASK = ODD_ROWS & ~0x1111_1111;
    /** Even-row squares off the right edge: the sources of a +5 (south-east) or -3 (north-east) step. */
    static final int SHIFT_5_SOUTH_MASK = EVEN_ROWS & ~0x8888_8888;

    /** Row 0 (squares 1–4), where White's men are crowned. */
    static final int ROW_0 = 0x0000_000F;
    /** Row 7 (squares 29–32), where Black's men are crowned. */
    static final int ROW_7 = 0xF000_0000;

    /**
     * The row where a player's men are crowned: row 7 for Black (player 0), row 0 for White.
     *
     * @param player 0 or 1
     * @return the row's mask
     */
    static int crowningRow(int player) {
        return player == 0 ? ROW_7 : ROW_0;
    }

    private static final int[] ROW = new int[SQUARES];
    private static final int[] COLUMN = new int[SQUARES];
    /** {@code NEIGHBOUR[4 * s + d]}: the square one step from {@code s} in direction {@code d}, or -1. */
    private static final int[] NEIGHBOUR = new int[4 * SQUARES];
    /** {@code LANDING[4 * s + d]}: the square two steps from {@code s} in direction {@code d}, or -1. */
    private static final int[] LANDING = new int[4 * SQUARES];
    /** {@code JUMPED[32 * from + to]}: the square between two squares a jump apart, or -1. */
    private static final int[] JUMPED = new int[SQUARES * SQUARES];
    private static final int[] ROW_STEP = {1, 1, -1, -1};
    private static final int[] COLUMN_STEP = {-1, 1, -1, 1};

    static {
        java.util.Arrays.fill(JUMPED, -1);
        for (int s = 0; s < SQUARES; s++) {
            ROW[s] = s / 4;
            COLUMN[s] = 2 * (s % 4) + (ROW[s] % 2 == 0 ? 1 : 0);
        }
        for (int s = 0; s < SQUARES; s++) {
            for (int d = 0; d < 4; d++) {
                NEIGHBOUR[4 * s + d] = square(ROW[s] + ROW_STEP[d], COLUMN[s] + COLUMN_STEP[d]);
                int landing = square(ROW[s] + 2 * ROW_STEP[d], COLUMN[s] + 2 * COLUMN_STEP[d]);
                LANDING[4 * s + d] = landing;
                if (landing >= 0) {
                    JUMPED[SQUARES * s + landing] = NEIGHBOUR[4 * s + d];
                }
            }
        }
    }

    private BoardGeometry() {
    }

    /**
     * The square at a row and column.
     *
     * @param row 0 (Black's back row) to 7 (White's back row); other values give -1
     * @param column 0 (left) to 7 (right); other values give -1
     * @return the square index 0 to 31, or -1 for a light square or a point off the board
     */
    static int square(int row, int column) {
        if (row < 0 || row > 7 || column < 0 || column > 7 || (row + column) % 2 == 0) {
            return -1;
        }
        return 4 * row + column / 2;
    }

    static int row(int square) {
        return ROW[square];
    }

    static int column(int square) {
        return COLUMN[square];
    }

    static int neighbour(int square, int direction) {
        return NEIGHBOUR[4 * square + direction];
    }

    static int landing(int square, int direction) {
        return LANDING[4 * square + direction];
    }

    /**
     * The square jumped over by a jump from {@code from} to {@code to}.
     *
     * @return the square, or -1 if the two squares are not a jump apart
     */
    static int jumped(int from, int to) {
        return JUMPED[SQUARES * from + to];
    }
}

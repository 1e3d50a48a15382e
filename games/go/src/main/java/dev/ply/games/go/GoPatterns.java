package dev.ply.games.go;

/**
 * The 3x3 shapes MoGo's play-outs answer first (Gelly, Wang, Munos and Teytaud, "Modification of UCT with Patterns
 * in Monte-Carlo Go", 2006): hane, cuts and edge moves around the last move, the empty centre being the move.
 * Each shape holds in its eight rotations and reflections and with the colours swapped; they are expanded once
 * into a table over every neighbourhood (four states for each of eight neighbours: 65,536 entries), so that a
 * match costs eight reads and one lookup.
 *
 * <p>Shapes are written top row first: {@code X} and {@code O} the two colours, {@code .} empty, {@code ?} anything,
 * {@code x} anything but {@code X}, {@code o} anything but {@code O}, a space off the board.
 */
final class GoPatterns {

    private static final String[][] SHAPES = {
        {"XOX", "...", "???"}, // hane enclosing a stone
        {"XO.", "...", "?.?"}, // hane that does not cut
        {"XO?", "X..", "x.?"}, // magari: turning round a stone
        {".O.", "X..", "..."}, // diagonal attachment
        {"XO?", "O.o", "?o?"}, // cut, unprotected
        {"XO?", "O.X", "???"}, // cut after a peep
        {"?X?", "O.O", "ooo"}, // cut through a one-point jump
        {"OX?", "o.O", "???"}, // cut of a knight's move
        {"X.?", "O.?", "   "}, // edge: chase along the side
        {"OX?", "X.O", "   "}, // edge: block a side cut
        {"?X?", "x.O", "   "}, // edge: block a side connection
        {"?XO", "x.x", "   "}, // edge: sagari
        {"?OX", "X.O", "   "}, // edge: cut
    };

    /** The neighbour cells of a 3x3 window in code order: row, column, the centre left out. */
    private static final int[][] CELLS = {{0, 0}, {0, 1}, {0, 2}, {1, 0}, {1, 2}, {2, 0}, {2, 1}, {2, 2}};

    private static final int EDGE = 3;
    private static final boolean[] MATCHES = build();

    private GoPatterns() {
    }

    /**
     * Whether a neighbourhood matches a shape.
     *
     * @param code the eight neighbours, each {@code 0} empty, {@code 1} Black, {@code 2} White, {@code 3} off the
     *     board, in {@link #CELLS} order, two bits each from the lowest
     * @return true for a match
     */
    static boolean matches(int code) {
        return MATCHES[code];
    }

    /**
     * The neighbourhood code of a point (see {@link #matches(int)}): row 0 of the window is the row above the point.
     *
     * @param colours the board's colours by point, from {@code offset}
     * @param offset where point 0's colour is in {@code colours}
     * @param size the board's side
     * @param point the centre
     * @return the code
     */
    static int code(int[] colours, int offset, int size, int point) {
        int row = point / size;
        int column = point % size;
        int code = 0;
        for (int i = 0; i < CELLS.length; i++) {
            int r = row + 1 - CELLS[i][0];
            int c = column - 1 + CELLS[i][1];
            int value = r < 0 || r >= size || c < 0 || c >= size ? EDGE : colours[offset + r * size + c];
            code |= value << (2 * i);
        }
        return code;
    }

    private static boolean[] build() {
        boolean[] table = new boolean[1 << 16];
        for (String[] shape : SHAPES) {
            char[][] grid = new char[3][];
            for (int r = 0; r < 3; r++) {
                grid[r] = shape[r].toCharArray();
            }
            for (int symmetry = 0; symmetry < 8; symmetry++) {
                char[][] turned = transform(grid, symmetry);
                mark(table, turned, false);
                mark(table, turned, true);
            }
        }
        return table;
    }

    /** One of the eight symmetries of the square: a rotation by {@code symmetry % 4} quarter turns, reflected if 4+. */
    private static char[][] transform(char[][] grid, int symmetry) {
        char[][] out = new char[3][3];
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                int rr = r;
                int cc = symmetry >= 4 ? 2 - c : c;
                for (int turn = 0; turn < symmetry % 4; turn++) {
                    int t = rr;
                    rr = cc;
                    cc = 2 - t;
                }
                out[rr][cc] = grid[r][c];
            }
        }
        return out;
    }

    /** Marks every code the shape matches, with X as Black (or, swapped, as White). */
    private static void mark(boolean[] table, char[][] grid, boolean swapped) {
        expand(table, grid, swapped, 0, 0);
    }

    private static void expand(boolean[] table, char[][] grid, boolean swapped, int cell, int code) {
        if (cell == CELLS.length) {
            table[code] = true;
            return;
        }
        char symbol = grid[CELLS[cell][0]][CELLS[cell][1]];
        int x = swapped ? 2 : 1;
        int o = swapped ? 1 : 2;
        for (int value = 0; value < 4; value++) {
            boolean allowed = switch (symbol) {
                case 'X' -> value == x;
                case 'O' -> value == o;
                case '.' -> value == 0;
                case ' ' -> value == EDGE;
                case 'x' -> value != x;
                case 'o' -> value != o;
                case '?' -> true;
                default -> throw new IllegalStateException("unknown pattern symbol '" + symbol + "'");
            };
            if (allowed) {
                expand(table, grid, swapped, cell + 1, code | value << (2 * cell));
            }
        }
    }
}

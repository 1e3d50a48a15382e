package dev.ply.core.util;

/**
 * The eight symmetries of a square board (the dihedral group: four rotations, each with or without a mirror), as
 * tables of where each cell goes, for games whose rules they keep (tic-tac-toe, Go) and their
 * {@link dev.ply.core.capability.NetworkEncoding}. Symmetry {@code s} turns the board {@code s % 4} quarter turns and
 * then, for {@code s >= 4}, mirrors it left to right; symmetry 0 is the identity. Cells are {@code row × size +
 * column}.
 */
public final class SquareSymmetries {

    /** The number of symmetries of a square. */
    public static final int COUNT = 8;

    private SquareSymmetries() {
    }

    /**
     * Where each symmetry moves each cell of a square board.
     *
     * @param size the board's side, at least 1
     * @return {@code [symmetry][cell]}, the cell it moves to
     */
    public static int[][] tables(int size) {
        int cells = size * size;
        int[][] tables = new int[COUNT][cells];
        for (int symmetry = 0; symmetry < COUNT; symmetry++) {
            for (int cell = 0; cell < cells; cell++) {
                int row = cell / size;
                int column = cell % size;
                for (int turn = 0; turn < symmetry % 4; turn++) {
                    int rotated = column;
                    column = size - 1 - row;
                    row = rotated;
                }
                if (symmetry >= 4) {
                    column = size - 1 - column;
                }
                tables[symmetry][cell] = row * size + column;
            }
        }
        return tables;
    }
}

package dev.ply.core.capability;

import java.util.List;

/**
 * Optional capability of a {@link dev.ply.core.GameState} that a user interface can draw as a rectangular board
 * and play by clicking, without code of its own for the game: the board's size, what stands on each cell, and
 * each move as the cells a player clicks. The browser view ({@code ply serve}) draws every game that offers it;
 * tic-tac-toe, Connect Four, chess, checkers, backgammon, the tree game and Go do.
 *
 * <p>Cells are numbered row by row from the top-left corner as drawn ({@code row * columns() + column}). A move
 * is made by clicking its {@link #clicks(int) cells} in order (chess: from, then to; checkers: every square of a
 * jump; tic-tac-toe: the one cell; backgammon: each checker's point and where it lands, the board drawn as two
 * rows of points with the bar and the borne-off checkers in columns of their own, a stack as one token
 * {@code ●5}). Moves that share their clicks differ by an {@link #option(int) option}
 * the interface asks for (chess's promotion piece).
 */
public interface BoardView {

    /**
     * One piece as drawn (a token: a chess piece, a draughts man, an X).
     *
     * @param glyph the text to draw on the cell, such as {@code ♞}, {@code X} or {@code ●}
     * @param player the player it belongs to (0 or 1), which chooses its colour
     * @param name a word for it, for tools and tests ({@code knight}, {@code man}, {@code king})
     */
    record Token(String glyph, int player, String name) {
    }

    /**
     * The number of rows drawn.
     *
     * @return at least 1
     */
    int rows();

    /**
     * The number of columns drawn.
     *
     * @return at least 1
     */
    int columns();

    /**
     * Whether the board is drawn in alternating colours (chess, checkers).
     *
     * @return {@code true} for a checkered board
     */
    default boolean checkered() {
        return false;
    }

    /**
     * Whether pieces stand on the points where lines cross (Go) rather than in squares: an interface draws a grid of
     * lines through the cells' centres and the pieces as stones on them, player 0's dark and player 1's light.
     *
     * @return {@code true} for a board of intersections
     */
    default boolean intersections() {
        return false;
    }

    /**
     * The pieces on the board, one entry per cell in cell order, {@code null} for an empty cell.
     *
     * @return {@code rows() * columns()} entries
     */
    List<Token> pieces();

    /**
     * A cell's name in the game's notation, for labels and tests.
     *
     * @param cell a cell
     * @return such as {@code e4}
     */
    String cellName(int cell);

    /**
     * The cells a player clicks to make a legal move, in order.
     *
     * @param move a legal move of this position
     * @return the cells; none for a move no cell stands for (a pass), which interfaces offer as a button
     */
    int[] clicks(int move);

    /**
     * What tells apart legal moves with the same clicks.
     *
     * @param move a legal move of this position
     * @return such as {@code "queen"} for a promotion; {@code null} when no other legal move has its clicks
     */
    default String option(int move) {
        return null;
    }

    /** How an interface draws a cell: a square, or a race game's point (a long triangle) from either edge. */
    enum CellShape {
        /** A square (or, on a board of {@link #intersections()}, a point where lines cross). */
        SQUARE,
        /** A point whose base is the cell's top edge (backgammon's far side): checkers stack down from it. */
        POINT_DOWN,
        /** A point whose base is the cell's bottom edge (backgammon's near side): checkers stack up from it. */
        POINT_UP
    }

    /**
     * How to draw a cell.
     *
     * @param cell a cell, {@code row × columns() + column}
     * @return {@link CellShape#SQUARE} unless overridden
     */
    default CellShape cellShape(int cell) {
        return CellShape.SQUARE;
    }

    /**
     * The player an empty cell counts for in the final score, for an interface to mark (Go's territory once the
     * game is over).
     *
     * @param cell a cell
     * @return 0 or 1; -1 for none (the default)
     */
    default int cellOwner(int cell) {
        return -1;
    }

    /**
     * What a player reads beside the board and the board cannot show: Go's captured stones and, at the end, the
     * score; backgammon's dice, pip counts and checkers borne off. One short line each, in the game's words.
     *
     * @return the lines, none unless overridden
     */
    default List<String> facts() {
        return List.of();
    }
}

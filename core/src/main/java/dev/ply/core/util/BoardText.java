package dev.ply.core.util;

import dev.ply.core.NotationException;
import java.util.Locale;

/**
 * Text for a game on a rectangular board of {@code width} files (columns) and {@code height} ranks (rows), one
 * character per cell: the row notation a position string is made of (top rank first, ranks separated by
 * {@code /}, as FEN does but without run lengths), a board diagram for {@code toString()}, and algebraic square
 * names ({@code a1} is the bottom-left cell). Reading reports a malformed text in one line that names the rank,
 * the file and the characters allowed, as the SPI asks of {@code parseState}.
 *
 * <p>Cells are numbered {@code rank * width + file}, from the bottom-left; a game with another numbering maps it
 * in the {@link Cells} it passes.
 */
public final class BoardText {

    /** What is on each cell, as a character. */
    @FunctionalInterface
    public interface Cells {
        /**
         * The character for a cell.
         *
         * @param file the file, 0 (left) to {@code width - 1}
         * @param rank the rank, 0 (bottom) to {@code height - 1}
         * @return its character
         */
        char at(int file, int rank);
    }

    private final int width;
    private final int height;
    private final String allowed;

    /**
     * Describes a board.
     *
     * @param width the files, 1 to 26
     * @param height the ranks, at least 1
     * @param allowed the characters a cell may hold in the row notation, the empty cell's among them; reading
     *     matches letters in either case and gives them back as written here
     * @throws IllegalArgumentException if the board has no cell or more than 26 files
     */
    public BoardText(int width, int height, String allowed) {
        if (width < 1 || width > 26 || height < 1) {
            throw new IllegalArgumentException("a board needs 1 to 26 files and at least one rank, not " + width + "x"
                    + height);
        }
        this.width = width;
        this.height = height;
        this.allowed = allowed;
    }

    /**
     * The row notation of a board: ranks top first, separated by {@code /}.
     *
     * @param cells what is on each cell
     * @return for example {@code ......./......./...X...} for a 7-file, 3-rank board
     */
    public String rows(Cells cells) {
        StringBuilder text = new StringBuilder(height * (width + 1));
        for (int rank = height - 1; rank >= 0; rank--) {
            for (int file = 0; file < width; file++) {
                text.append(cells.at(file, rank));
            }
            if (rank > 0) {
                text.append('/');
            }
        }
        return text.toString();
    }

    /**
     * Reads a row notation into cells, checking its shape and characters.
     *
     * @param notation the text, surrounding white space allowed
     * @return the characters by cell, {@code rank * width + file}, as written in {@code allowed}
     * @throws NotationException naming the first problem: the number of ranks, a rank's length, or a character
     */
    public char[] parseRows(String notation) {
        String[] ranks = notation.trim().split("/", -1);
        if (ranks.length != height) {
            throw new NotationException("a board here is " + height + " ranks separated by '/', not " + ranks.length
                    + " ('" + notation + "')");
        }
        char[] cells = new char[width * height];
        for (int r = 0; r < height; r++) {
            String row = ranks[r];
            if (row.length() != width) {
                throw new NotationException("rank " + (r + 1) + " from the top of '" + notation + "' has " + row.length()
                        + " cells, not " + width);
            }
            int rank = height - 1 - r;
            for (int file = 0; file < width; file++) {
                cells[rank * width + file] = cell(row.charAt(file), notation, r + 1, file);
            }
        }
        return cells;
    }

    private char cell(char written, String notation, int rankFromTop, int file) {
        for (int i = 0; i < allowed.length(); i++) {
            char c = allowed.charAt(i);
            if (c == written || Character.toUpperCase(c) == Character.toUpperCase(written)) {
                return c;
            }
        }
        throw new NotationException("bad cell '" + written + "' (rank " + rankFromTop + " from the top, cell "
                + (file + 1) + ") in '" + notation + "'; a cell is one of '" + allowed + "'");
    }

    /**
     * A diagram of the board for people: ranks top first, each cell's character with a space before it, and the
     * file letters below.
     *
     * @param cells what is on each cell
     * @return the diagram, one line a rank, ending with a newline
     */
    public String diagram(Cells cells) {
        StringBuilder text = new StringBuilder();
        for (int rank = height - 1; rank >= 0; rank--) {
            text.append(String.format("%2d |", rank + 1));
            for (int file = 0; file < width; file++) {
                text.append(' ').append(cells.at(file, rank));
            }
            text.append('\n');
        }
        text.append("    ");
        for (int file = 0; file < width; file++) {
            text.append(' ').append((char) ('a' + file));
        }
        return text.append('\n').toString();
    }

    /**
     * The algebraic name of a cell.
     *
     * @param file the file, from 0
     * @param rank the rank, from 0
     * @return for example {@code c4}
     */
    public static String squareName(int file, int rank) {
        return (char) ('a' + file) + Integer.toString(rank + 1);
    }

    /**
     * Reads an algebraic square name on this board.
     *
     * @param text for example {@code c4}; surrounding white space allowed, the letter in either case
     * @return the cell, {@code rank * width + file}
     * @throws NotationException if it is no square of this board
     */
    public int parseSquare(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.length() < 2 || t.length() > 4 || t.charAt(0) < 'a' || t.charAt(0) > 'z'
                || !t.substring(1).chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new NotationException("a square is a file letter and a rank number, like 'c4', not '" + text + "'");
        }
        int file = t.charAt(0) - 'a';
        int rank = Integer.parseInt(t.substring(1)) - 1;
        if (file >= width || rank < 0 || rank >= height) {
            throw new NotationException("'" + text + "' is off the board: files a to " + (char) ('a' + width - 1)
                    + ", ranks 1 to " + height);
        }
        return rank * width + file;
    }
}

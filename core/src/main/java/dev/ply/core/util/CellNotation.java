package dev.ply.core.util;

import dev.ply.core.NotationException;

/**
 * The notation of a position on a {@link CellBoard}: its cells' values in order, separated by commas, then a space
 * and the player to move as a letter of its own, such as Kalah's {@code 4,4,4,4,4,4,0,4,4,4,4,4,4,0 S}. Reading
 * checks everything the board can check (the number of cells, each value a number within the board's range, a
 * known player) and refuses the rest with one line naming the problem; a game adds the checks of its own rules.
 */
public final class CellNotation {

    private final String game;
    private final String players;

    /**
     * A notation.
     *
     * @param game the game's name, for error messages
     * @param players one letter per player, player 0's first ({@code "SN"})
     * @throws IllegalArgumentException without players or with a letter used twice
     */
    public CellNotation(String game, String players) {
        if (players.isEmpty() || players.chars().distinct().count() != players.length()) {
            throw new IllegalArgumentException("players need one letter each, all different: '" + players + "'");
        }
        this.game = game;
        this.players = players;
    }

    /**
     * Writes a board's position.
     *
     * @param board the board
     * @return its cells and player to move, as {@link #read} reads them
     */
    public String write(CellBoard board) {
        StringBuilder text = new StringBuilder();
        for (int cell = 0; cell < board.size(); cell++) {
            text.append(cell == 0 ? "" : ",").append(board.get(cell));
        }
        return text.append(' ').append(players.charAt(board.toMove())).toString();
    }

    /**
     * Reads a position into a board: every cell and the player to move, with the moves played before forgotten.
     * Nothing is written when the notation is refused.
     *
     * @param notation the text
     * @param board the board to fill, of the game's size
     * @throws NotationException naming the problem: the shape, a cell that is not a number in range, an unknown
     *     player
     */
    public void read(String notation, CellBoard board) {
        String[] parts = notation.strip().split("\\s+");
        if (parts.length != 2 || parts[1].length() != 1 || players.indexOf(parts[1].charAt(0)) < 0) {
            throw new NotationException("a " + game + " position is " + board.size() + " numbers separated by commas, "
                    + "a space and the player to move (" + String.join(" or ", players.split("")) + "); not '"
                    + notation + "'");
        }
        String[] values = parts[0].split(",", -1);
        if (values.length != board.size()) {
            throw new NotationException("a " + game + " position has " + board.size() + " cells, not " + values.length
                    + ": '" + parts[0] + "'");
        }
        int[] cells = new int[values.length];
        for (int cell = 0; cell < values.length; cell++) {
            if (!values[cell].matches("\\d{1,9}") || Integer.parseInt(values[cell]) > board.maxValue()) {
                throw new NotationException(game + " cell " + (cell + 1) + ": '" + values[cell]
                        + "' is not a number from 0 to " + board.maxValue());
            }
            cells[cell] = Integer.parseInt(values[cell]);
        }
        for (int cell = 0; cell < cells.length; cell++) {
            board.set(cell, cells[cell]);
        }
        board.setToMove(players.indexOf(parts[1].charAt(0)));
        board.forgetMoves();
    }
}

package dev.ply.games.tictactoe;

import dev.ply.core.Game;
import dev.ply.core.NotationException;

/**
 * Tic-tac-toe on 3x3: X (player 0) moves first, three in a row wins, a full board without a line is
 * a draw.
 *
 * <p>Squares are numbered 0 to 8 row by row from the top left; a move is its square's number, written
 * as that digit. A position is written as nine characters, row by row, {@code X}, {@code O} or
 * {@code .} (for example {@code X.O......}); the player to move follows from the counts (X when they
 * are equal).
 */
public final class TicTacToe implements Game {

    /** The number of squares. */
    public static final int SQUARES = 9;

    private static final TicTacToeEvaluator EVALUATOR = new TicTacToeEvaluator();

    /** Creates the instance; the service loader calls this. */
    public TicTacToe() {
    }

    @Override
    public String id() {
        return "tictactoe";
    }

    @Override
    public String displayName() {
        return "Tic-tac-toe";
    }

    @Override
    public TicTacToeState newState() {
        return new TicTacToeState(this, 0, 0);
    }

    @Override
    public TicTacToeState parseState(String notation) {
        String text = notation.trim();
        if (text.length() != SQUARES) {
            throw new NotationException("a tic-tac-toe board is 9 characters of X, O and '.', not "
                    + text.length() + " ('" + notation + "')");
        }
        int xs = 0;
        int os = 0;
        for (int square = 0; square < SQUARES; square++) {
            switch (Character.toUpperCase(text.charAt(square))) {
                case 'X' -> xs |= 1 << square;
                case 'O' -> os |= 1 << square;
                case '.', '-' -> { }
                default -> throw new NotationException("bad character '" + text.charAt(square) + "' at square "
                        + square + " of '" + notation + "'; use X, O or '.'");
            }
        }
        int xCount = Integer.bitCount(xs);
        int oCount = Integer.bitCount(os);
        if (xCount != oCount && xCount != oCount + 1) {
            throw new NotationException("impossible board '" + notation + "': X moves first, so X has as many marks as"
                    + " O or one more (X " + xCount + ", O " + oCount + ")");
        }
        boolean xWon = TicTacToeState.hasLine(xs);
        boolean oWon = TicTacToeState.hasLine(os);
        if (xWon && oWon) {
            throw new NotationException("impossible board '" + notation + "': both X and O have three in a row");
        }
        if (xWon && xCount == oCount) {
            throw new NotationException("impossible board '" + notation + "': O moved after X had already won");
        }
        if (oWon && xCount != oCount) {
            throw new NotationException("impossible board '" + notation + "': X moved after O had already won");
        }
        return new TicTacToeState(this, xs, os);
    }

    @Override
    public int maxMoves() {
        return SQUARES;
    }

    @Override
    public int maxPlies() {
        return SQUARES;
    }

    @Override
    public String playerName(int player) {
        return player == 0 ? "X" : "O";
    }

    @Override
    public TicTacToeEvaluator defaultEvaluator() {
        return EVALUATOR;
    }
}

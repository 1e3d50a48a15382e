package dev.ply.games.backgammon;

import static dev.ply.games.backgammon.BackgammonState.BAR;
import static dev.ply.games.backgammon.BackgammonState.OFF;

import dev.ply.core.capability.BoardView.CellShape;
import dev.ply.core.capability.BoardView.Token;
import java.util.Arrays;
import java.util.List;

/**
 * How a backgammon position is drawn ({@link BackgammonState}'s {@link dev.ply.core.capability.BoardView}): two rows
 * of fourteen cells, six points, the bar, six points and the borne-off tray on each side, seen from O's side as
 * gnubg draws it; a point a triangle, a stack of checkers one token with its count.
 */
final class BackgammonBoardView {

    private BackgammonBoardView() {
    }

    /**
     * Where a player's point is drawn, the board seen from O's side (O's home, points 1 to 6, bottom right): the
     * top row holds O's points 13 to 24, the bottom row 12 down to 1, with the bar in the middle column (X's on
     * top, O's below) and the borne-off checkers in the last (X's on top, O's below).
     */
    static int cellOf(int player, int point) {
        if (point == BAR) {
            return player == 0 ? 14 + 6 : 6;
        }
        if (point == OFF) {
            return player == 0 ? 14 + 13 : 13;
        }
        int o = player == 0 ? point : 25 - point;
        if (o >= 13) {
            return o <= 18 ? o - 13 : o - 19 + 7;
        }
        return 14 + (o >= 7 ? 12 - o : 6 - o + 7);
    }

    /** The 28 cells' stacks from each player's checkers per point ({@code board[player][point]}). */
    static List<Token> pieces(int[][] board) {
        Token[] tokens = new Token[28];
        for (int player = 0; player < 2; player++) {
            for (int point = OFF; point <= BAR; point++) {
                int count = board[player][point];
                if (count > 0) {
                    tokens[cellOf(player, point)] = new Token("\u25CF" + (count > 1 ? count : ""), player,
                            count + (count == 1 ? " checker" : " checkers"));
                }
            }
        }
        return Arrays.asList(tokens);
    }

    /** The 24 points as triangles from the board's edges, as gnubg draws them; the bars and trays square. */
    static CellShape cellShape(int cell) {
        int column = cell % 14;
        return column == 6 || column == 13 ? CellShape.SQUARE : cell < 14 ? CellShape.POINT_DOWN : CellShape.POINT_UP;
    }

    /** A cell's name: O's point number, or a side's bar or tray. */
    static String cellName(int cell) {
        int column = cell % 14;
        boolean top = cell < 14;
        if (column == 6) {
            return top ? "X bar" : "O bar";
        }
        if (column == 13) {
            return top ? "X off" : "O off";
        }
        int o = top ? (column < 6 ? column + 13 : column - 7 + 19) : (column < 6 ? 12 - column : 6 - (column - 7));
        return Integer.toString(o);
    }

    /** Each checker move's from and to cells, in the play's order, for a play of a roll by a player. */
    static int[] clicks(int move, int player, int highDie, int lowDie) {
        int legs = BackgammonMove.legCount(move);
        int[] clicks = new int[2 * legs];
        for (int i = 0; i < legs; i++) {
            int from = BackgammonMove.from(move, i);
            int die = BackgammonMove.usesLowDie(move, i) ? lowDie : highDie;
            int to = Math.max(OFF, from - die);
            clicks[2 * i] = cellOf(player, from);
            clicks[2 * i + 1] = cellOf(player, to);
        }
        return clicks;
    }
}

package dev.ply.games.backgammon;

import static dev.ply.games.backgammon.BackgammonState.BAR;
import static dev.ply.games.backgammon.BackgammonState.OFF;

/**
 * Draws a position the way GNU Backgammon's text interface does: X's home board at the bottom right,
 * O's at the top right, the point numbers from the side of the player on roll, a stack of more than
 * five checkers shown by its count in its fifth row ({@code 6}..{@code 9}, {@code A}..{@code F}).
 */
final class BoardDrawing {

    private static final String X_STACK = "     X6789ABCDEF";
    private static final String O_STACK = "     O6789ABCDEF";
    private static final String HIGH_LABELS = " +13-14-15-16-17-18------19-20-21-22-23-24-+";
    private static final String LOW_LABELS = " +12-11-10--9--8--7-------6--5--4--3--2--1-+";

    private BoardDrawing() {
    }

    static String draw(BackgammonState state) {
        int[] o = new int[BAR + 1];
        int[] x = new int[BAR + 1];
        state.copyBoard(0, o);
        state.copyBoard(1, x);
        boolean xOnRoll = state.toMove() == 1 && !state.isOpeningRoll();
        StringBuilder text = new StringBuilder();
        text.append(" Position: ").append(state.notation()).append('\n');
        text.append(xOnRoll ? HIGH_LABELS : LOW_LABELS).append("     O: ").append(side(state, 0)).append('\n');
        for (int y = 0; y < 5; y++) {
            text.append(" |");
            for (int point = 13; point <= 24; point++) {
                if (point == 19) {
                    text.append("| ").append(cell(o[BAR], y, O_STACK, 'O')).append(" |");
                }
                text.append(' ').append(pointCell(x, o, point, y)).append(' ');
            }
            text.append("|\n");
        }
        text.append(xOnRoll ? 'v' : '^').append("|                  |BAR|                  |     ").append(status(state))
                .append('\n');
        for (int y = 4; y >= 0; y--) {
            text.append(" |");
            for (int point = 12; point >= 1; point--) {
                if (point == 6) {
                    text.append("| ").append(cell(x[BAR], y, X_STACK, 'X')).append(" |");
                }
                text.append(' ').append(pointCell(x, o, point, y)).append(' ');
            }
            text.append("|\n");
        }
        text.append(xOnRoll ? LOW_LABELS : HIGH_LABELS).append("     X: ").append(side(state, 1)).append('\n');
        return text.toString();
    }

    /** The cell of X's point {@code point} (O's point {@code 25 - point}) in row {@code y} from the edge. */
    private static char pointCell(int[] x, int[] o, int point, int y) {
        if (x[point] > 0) {
            return cell(x[point], y, X_STACK, 'X');
        }
        return cell(o[25 - point], y, O_STACK, 'O');
    }

    private static char cell(int count, int y, String stack, char checker) {
        if (y < 4) {
            return count > y ? checker : ' ';
        }
        return stack.charAt(count);
    }

    private static String side(BackgammonState state, int player) {
        return "pips " + state.pipCount(player) + ", " + state.checkers(player, OFF) + " off";
    }

    private static String status(BackgammonState state) {
        String mover = BackgammonState.PLAYER_NAMES[state.toMove()];
        if (state.isOpeningRoll()) {
            return "opening roll to come";
        }
        if (state.isTerminal()) {
            int points = state.points();
            String kind = points == 3 ? "a backgammon" : points == 2 ? "a gammon" : "a single game";
            return BackgammonState.PLAYER_NAMES[1 - state.toMove()] + " has won " + kind + " (" + points
                    + (points == 1 ? " point)" : " points)");
        }
        if (state.hasRolled()) {
            return mover + " to play " + state.highDie() + state.lowDie();
        }
        return mover + " to roll";
    }
}

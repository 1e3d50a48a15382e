package dev.ply.games.checkers;

import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads and writes moves in PDN notation: {@code 11-15} for a simple move, {@code 22x15} for a
 * single jump and {@code 22x15x8} for a multi-jump, every landing square written.
 *
 * <p>Reading also accepts the short form that gives only the first and last squares of a capture
 * ({@code 22x8}), or any of the landing squares in between, as long as exactly one legal move fits;
 * {@code :} is accepted for {@code x}, and the separator need not match the kind of move. A move
 * that does not fit is rejected with the reason: no piece of the side to move on the square, a
 * compulsory capture, a jump that must continue, an ambiguous short form (listing the candidates), or
 * a destination the piece cannot reach.
 */
final class PdnMoves {

    private PdnMoves() {
    }

    static String write(int move) {
        int[] squares = new int[CheckersMove.MAX_CAPTURES + 1];
        int count = CheckersMove.path(move, squares);
        StringBuilder text = new StringBuilder().append(squares[0] + 1);
        char separator = CheckersMove.isCapture(move) ? 'x' : '-';
        for (int i = 1; i < count; i++) {
            text.append(separator).append(squares[i] + 1);
        }
        return text.toString();
    }

    static int parse(CheckersState state, String text) {
        int[] given = squares(text);
        int[] moves = new int[state.game().maxMoves()];
        int count = state.legalMoves(moves);
        if (count == 0) {
            throw new IllegalMoveException(text.strip() + " cannot be played: the game is over");
        }
        List<Integer> fitting = new ArrayList<>();
        int[] path = new int[CheckersMove.MAX_CAPTURES + 1];
        for (int i = 0; i < count; i++) {
            int length = CheckersMove.path(moves[i], path);
            if (fits(given, path, length)) {
                fitting.add(moves[i]);
            }
        }
        if (fitting.size() == 1) {
            return fitting.get(0);
        }
        String written = text.strip();
        if (fitting.size() > 1) {
            throw new IllegalMoveException(written + " is ambiguous: it could be " + list(fitting)
                    + "; write every landing square");
        }
        throw new IllegalMoveException(written + " is not legal: " + reason(state, given, moves, count));
    }

    /** Whether the given squares are the path's first and last squares and a subsequence of it. */
    private static boolean fits(int[] given, int[] path, int length) {
        if (given[0] != path[0] || given[given.length - 1] != path[length - 1]) {
            return false;
        }
        int next = 1;
        for (int i = 1; i < given.length - 1; i++) {
            while (next < length - 1 && path[next] != given[i]) {
                next++;
            }
            if (next >= length - 1) {
                return false;
            }
            next++;
        }
        return true;
    }

    private static String reason(CheckersState state, int[] given, int[] moves, int count) {
        int player = state.toMove();
        int from = given[0];
        String colour = PdnFen.colour(player);
        if ((state.pieces(player) & 1 << from) == 0) {
            return "there is no " + colour + " piece on square " + (from + 1);
        }
        boolean captures = CheckersMove.isCapture(moves[0]);
        List<Integer> fromHere = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (CheckersMove.from(moves[i]) == from) {
                fromHere.add(moves[i]);
            }
        }
        boolean simpleShape = given.length == 2 && Math.abs(BoardGeometry.row(given[0]) - BoardGeometry.row(given[1])) == 1
                && Math.abs(BoardGeometry.column(given[0]) - BoardGeometry.column(given[1])) == 1;
        if (captures && (fromHere.isEmpty() || simpleShape)) {
            List<Integer> all = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                all.add(moves[i]);
            }
            return "a capture is compulsory (" + list(all) + ")";
        }
        if (fromHere.isEmpty()) {
            return "the piece on square " + (from + 1) + " has no move";
        }
        if (captures) {
            int[] path = new int[CheckersMove.MAX_CAPTURES + 1];
            for (int move : fromHere) {
                int length = CheckersMove.path(move, path);
                if (given.length < length && startsWith(path, given)) {
                    return "the jump must continue (" + list(fromHere) + ")";
                }
            }
        }
        return "the piece on square " + (from + 1) + " can play " + list(fromHere);
    }

    private static boolean startsWith(int[] path, int[] given) {
        for (int i = 0; i < given.length; i++) {
            if (path[i] != given[i]) {
                return false;
            }
        }
        return true;
    }

    private static String list(List<Integer> moves) {
        List<String> texts = new ArrayList<>(moves.size());
        for (int move : moves) {
            texts.add(write(move));
        }
        return String.join(", ", texts);
    }

    /** The squares of a move's text, 0 to 31, at least two. */
    private static int[] squares(String text) {
        String move = text.strip();
        List<Integer> squares = new ArrayList<>();
        int i = 0;
        while (i <= move.length()) {
            int start = i;
            while (i < move.length() && Character.isDigit(move.charAt(i))) {
                i++;
            }
            if (i == start || i - start > 2) {
                throw malformed(text);
            }
            int number = Integer.parseInt(move.substring(start, i));
            if (number < 1 || number > BoardGeometry.SQUARES) {
                throw new NotationException("square " + number + " in '" + move + "' is off the board (1-32)");
            }
            squares.add(number - 1);
            if (i == move.length()) {
                break;
            }
            char separator = move.charAt(i);
            if (separator != '-' && separator != 'x' && separator != 'X' && separator != ':') {
                throw malformed(text);
            }
            i++;
        }
        if (squares.size() < 2 || squares.size() > CheckersMove.MAX_CAPTURES + 1) {
            throw malformed(text);
        }
        int[] result = new int[squares.size()];
        for (int k = 0; k < result.length; k++) {
            result[k] = squares.get(k);
        }
        return result;
    }

    private static NotationException malformed(String text) {
        return new NotationException("'" + text.strip() + "' is not a PDN move; write 11-15 for a move, 22x15 or"
                + " 22x15x8 for a capture");
    }
}

package dev.ply.games.checkers;

import dev.ply.core.capability.BoardView.Token;
import java.util.ArrayList;
import java.util.List;

/**
 * How a checkers position is drawn ({@link CheckersState}'s {@link dev.ply.core.capability.BoardView}): the 8x8
 * board with Black's back row (PDN squares 1 to 4) at the top, as PDN diagrams are; men and kings as the Unicode
 * draughts pieces; a dark square named by its PDN number; a move clicked on every square its piece visits.
 */
final class CheckersBoardView {

    private static final String[] GLYPHS = {"\u26C2", "\u26C3", "\u26C0", "\u26C1"};

    private CheckersBoardView() {
    }

    /**
     * The 64 cells' pieces.
     *
     * @param own the pieces of the player to move
     * @param opponent the other player's
     * @param kings the kings of both
     * @param toMove the player to move
     * @return 64 tokens, {@code null} for an empty square
     */
    static List<Token> pieces(int own, int opponent, int kings, int toMove) {
        List<Token> tokens = new ArrayList<>(64);
        for (int cell = 0; cell < 64; cell++) {
            int square = BoardGeometry.square(cell / 8, cell % 8);
            Token token = null;
            if (square >= 0) {
                for (int player = 0; player < 2; player++) {
                    if (((player == toMove ? own : opponent) & (1 << square)) != 0) {
                        boolean king = (kings & (1 << square)) != 0;
                        token = new Token(GLYPHS[2 * player + (king ? 1 : 0)], player, king ? "king" : "man");
                    }
                }
            }
            tokens.add(token);
        }
        return tokens;
    }

    /** A dark square's PDN number, 1 to 32; a light square has none. */
    static String cellName(int cell) {
        int square = BoardGeometry.square(cell / 8, cell % 8);
        return square < 0 ? "" : Integer.toString(square + 1);
    }

    /** The cells a move's piece visits: its own, then every landing square of a jump. */
    static int[] clicks(int move) {
        int[] squares = new int[CheckersMove.MAX_CAPTURES + 1];
        int count = CheckersMove.path(move, squares);
        int[] cells = new int[count];
        for (int i = 0; i < count; i++) {
            cells[i] = BoardGeometry.row(squares[i]) * 8 + BoardGeometry.column(squares[i]);
        }
        return cells;
    }
}

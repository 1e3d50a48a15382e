package dev.ply.games.chess;

import dev.ply.core.capability.BoardView.Token;
import java.util.ArrayList;
import java.util.List;

/**
 * How a chess position is drawn ({@link ChessState}'s {@link dev.ply.core.capability.BoardView}): cells from a8 to h1,
 * White at the bottom, a piece a glyph, a move the squares a person clicks, and the text diagram of
 * {@link ChessState#toString()}.
 */
final class ChessBoardView {

    private static final String[] GLYPHS = {"", "\u2659", "\u2658", "\u2657", "\u2656", "\u2655", "\u2654",
        "", "", "\u265F", "\u265E", "\u265D", "\u265C", "\u265B", "\u265A"};
    private static final String[] PIECE_NAMES = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};

    private ChessBoardView() {
    }

    /** Drawn with White at the bottom: cell 0 is a8, cell 63 is h1. */
    static int squareOfCell(int cell) {
        return Square.of(cell % 8, 7 - cell / 8);
    }

    static int cellOfSquare(int square) {
        return (7 - Square.rank(square)) * 8 + Square.file(square);
    }

    /** The 64 cells' pieces, a8 first, {@code null} for an empty square. */
    static List<Token> pieces(ChessBoard state) {
        List<Token> pieces = new ArrayList<>(64);
        for (int cell = 0; cell < 64; cell++) {
            int piece = state.pieceAt(squareOfCell(cell));
            pieces.add(piece == Piece.EMPTY ? null : new Token(GLYPHS[piece], piece >> Piece.SHIFT_COLOR,
                    PIECE_NAMES[piece & Piece.MASK_TYPE]));
        }
        return pieces;
    }

    static String cellName(int cell) {
        return Square.name(squareOfCell(cell));
    }

    /** The cells of a move's from and to squares, given in UCI (castling: the king's two squares). */
    static int[] clicks(String uci) {
        return new int[] {cellOfSquare(Square.parse(uci.substring(0, 2))), cellOfSquare(Square.parse(uci.substring(2,
                4)))};
    }

    /** The promotion piece's name of a move in UCI, or {@code null}. */
    static String option(String uci) {
        return uci.length() == 5 ? PIECE_NAMES["pnbrqk".indexOf(uci.charAt(4)) + 1] : null;
    }

    /** Eight ranks, White at the bottom, upper case for White and lower case for Black, then the FEN. */
    static String diagram(ChessState state) {
        StringBuilder text = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            text.append(rank + 1).append(' ');
            for (int file = 0; file < 8; file++) {
                int piece = state.pieceAt(Square.of(file, rank));
                text.append(' ').append(piece == Piece.EMPTY ? '.' : Piece.fenLetter(piece));
            }
            text.append('\n');
        }
        text.append("   a b c d e f g h\n").append(state.notation()).append('\n');
        return text.toString();
    }
}

package dev.ply.games.chess;

import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;

/**
 * UCI long algebraic notation, as engines and the UCI protocol write moves: origin square, destination
 * square and a promotion letter ({@code e2e4}, {@code e7e8q}); castling is the king's move
 * ({@code e1g1}). Writing is {@link ChessMove#toUci(int)}.
 */
public final class UciNotation {

    private UciNotation() {
    }

    /**
     * Whether text has the shape of a UCI move (four or five characters: two squares and an optional
     * promotion letter), so that {@link ChessState#parseMove(String)} reads it as UCI rather than SAN.
     *
     * @param text the move, stripped
     * @return {@code true} for text such as {@code e2e4} or {@code e7e8q}
     */
    static boolean looksLikeUci(String text) {
        int length = text.length();
        return (length == 4 || length == 5) && Square.parse(text.charAt(0), text.charAt(1)) >= 0
                && Square.parse(text.charAt(2), text.charAt(3)) >= 0
                && (length == 4 || "qrbnQRBN".indexOf(text.charAt(4)) >= 0);
    }

    /**
     * Reads a UCI move and finds the legal move it names.
     *
     * @param state the position; left as it was
     * @param text the move, such as {@code e7e8q}
     * @return the legal move
     * @throws NotationException if the text is not a UCI move; {@link IllegalMoveException} with the reason if
     *     the move is not legal here
     */
    public static int parse(ChessState state, String text) {
        return parse(state, text, false);
    }

    /** Reads a UCI move; with {@code playOnAfterDraws} as {@link SanNotation#parse(ChessState, String, boolean)}. */
    static int parse(ChessState state, String text, boolean playOnAfterDraws) {
        if (!looksLikeUci(text)) {
            String reason = text.equals("0000") ? "0000 (the null move) is never a legal move"
                    : "'" + Fen.oneLine(text) + "' is not a UCI move: write the two squares and a promotion letter,"
                            + " such as e2e4 or e7e8q";
            throw new NotationException(reason);
        }
        int from = Square.parse(text.charAt(0), text.charAt(1));
        int to = Square.parse(text.charAt(2), text.charAt(3));
        int promotion = text.length() == 5 ? Piece.typeFromLetter(Character.toUpperCase(text.charAt(4))) : Piece.NONE;
        SanNotation.checkNotOver(state, text, playOnAfterDraws);
        int[] moves = state.scratchMoves();
        int count = ChessMoveGenerator.generate(state, moves);
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (ChessMove.from(move) == from && ChessMove.to(move) == to && ChessMove.promotionType(move) == promotion) {
                return move;
            }
        }
        throw new IllegalMoveException("illegal move " + text + ": " + MoveLegality.explain(state, from, to, promotion));
    }
}

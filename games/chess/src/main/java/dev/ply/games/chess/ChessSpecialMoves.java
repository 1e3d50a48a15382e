package dev.ply.games.chess;

import static dev.ply.games.chess.ChessState.BLACK_KINGSIDE;
import static dev.ply.games.chess.ChessState.BLACK_QUEENSIDE;
import static dev.ply.games.chess.ChessState.WHITE_KINGSIDE;
import static dev.ply.games.chess.ChessState.WHITE_QUEENSIDE;
import static dev.ply.games.chess.Piece.EMPTY;
import static dev.ply.games.chess.Piece.KING;
import static dev.ply.games.chess.Piece.KNIGHT;
import static dev.ply.games.chess.Piece.PAWN;
import static dev.ply.games.chess.Piece.ROOK;

import java.util.Arrays;

/**
 * The moves {@link ChessState#play} hands on besides plain moves and captures: promotions, en passant and castling,
 * played and taken back on the state's bitboards and mailbox, and the castling rights every move may change. Out
 * of the state's {@code play} so that the common move stays short for the compiler.
 */
final class ChessSpecialMoves {

    /** Rights kept when a piece moves from or to each square: moving the king or a rook, or capturing it, loses them. */
    static final int[] CASTLING_KEPT = new int[64];
    /** The squares of the kings and rooks that castling needs: only moves from or to them change the rights. */
    static final long CASTLING_SQUARES = 1L << Square.A1 | 1L << Square.E1 | 1L << Square.H1 | 1L << Square.A8
            | 1L << Square.E8 | 1L << Square.H8;

    static {
        Arrays.fill(CASTLING_KEPT, 15);
        CASTLING_KEPT[Square.E1] = ~(WHITE_KINGSIDE | WHITE_QUEENSIDE) & 15;
        CASTLING_KEPT[Square.H1] = ~WHITE_KINGSIDE & 15;
        CASTLING_KEPT[Square.A1] = ~WHITE_QUEENSIDE & 15;
        CASTLING_KEPT[Square.E8] = ~(BLACK_KINGSIDE | BLACK_QUEENSIDE) & 15;
        CASTLING_KEPT[Square.H8] = ~BLACK_KINGSIDE & 15;
        CASTLING_KEPT[Square.A8] = ~BLACK_QUEENSIDE & 15;
    }

    private ChessSpecialMoves() {
    }

    /** Promotions, en passant and castling: moves the pieces and returns the change of the key. */
    static long play(ChessState state, int move, int from, int to, int us, int piece, int captured) {
        final long[] pieces = state.pieces;
        final long[] colors = state.colors;
        final int[] board = state.board;
        final long[] keys = Zobrist.PIECE_SQUARE;
        final int them = us ^ 1;
        final long fromBit = 1L << from;
        final long toBit = 1L << to;
        final long fromTo = fromBit | toBit;
        long key = 0;
        switch (move >>> ChessMove.SHIFT_KIND & ChessMove.MASK_KIND) {
            case ChessMove.PROMOTION -> {
                if (captured != EMPTY) {
                    pieces[captured] ^= toBit;
                    colors[them] ^= toBit;
                    key ^= keys[captured << 6 | to];
                }
                int promoted = us << Piece.SHIFT_COLOR
                        | (KNIGHT + (move >>> ChessMove.SHIFT_PROMOTION & ChessMove.MASK_PROMOTION));
                pieces[piece] ^= fromBit;
                pieces[promoted] ^= toBit;
                colors[us] ^= fromTo;
                board[from] = EMPTY;
                board[to] = promoted;
                key ^= keys[piece << 6 | from] ^ keys[promoted << 6 | to];
            }
            case ChessMove.EN_PASSANT -> {
                int victimSquare = to ^ 8;
                int victim = them << Piece.SHIFT_COLOR | PAWN;
                long victimBit = 1L << victimSquare;
                pieces[victim] ^= victimBit;
                colors[them] ^= victimBit;
                board[victimSquare] = EMPTY;
                key ^= keys[victim << 6 | victimSquare];
                pieces[piece] ^= fromTo;
                colors[us] ^= fromTo;
                board[from] = EMPTY;
                board[to] = piece;
                key ^= keys[piece << 6 | from] ^ keys[piece << 6 | to];
            }
            default -> {
                int rookFrom = to > from ? to + 1 : to - 2;
                int rookTo = to > from ? to - 1 : to + 1;
                int rook = us << Piece.SHIFT_COLOR | ROOK;
                long rookMove = 1L << rookFrom | 1L << rookTo;
                pieces[piece] ^= fromTo;
                pieces[rook] ^= rookMove;
                colors[us] ^= fromTo ^ rookMove;
                board[from] = EMPTY;
                board[rookFrom] = EMPTY;
                board[to] = piece;
                board[rookTo] = rook;
                key ^= keys[piece << 6 | from] ^ keys[piece << 6 | to] ^ keys[rook << 6 | rookFrom]
                        ^ keys[rook << 6 | rookTo];
            }
        }
        return key;
    }


    /** Takes back a promotion, en passant capture or castling: puts the pieces back. */
    static void undo(ChessState state, int move, int from, int to, int us, int captured) {
        final long[] pieces = state.pieces;
        final long[] colors = state.colors;
        final int[] board = state.board;
        final int them = us ^ 1;
        final long fromBit = 1L << from;
        final long toBit = 1L << to;
        final long fromTo = fromBit | toBit;
        switch (move >>> ChessMove.SHIFT_KIND & ChessMove.MASK_KIND) {
            case ChessMove.PROMOTION -> {
                int pawn = us << Piece.SHIFT_COLOR | PAWN;
                pieces[board[to]] ^= toBit;
                pieces[pawn] ^= fromBit;
                colors[us] ^= fromTo;
                board[from] = pawn;
                board[to] = captured;
                if (captured != EMPTY) {
                    pieces[captured] ^= toBit;
                    colors[them] ^= toBit;
                }
            }
            case ChessMove.EN_PASSANT -> {
                int piece = board[to];
                pieces[piece] ^= fromTo;
                colors[us] ^= fromTo;
                board[from] = piece;
                board[to] = EMPTY;
                int victimSquare = to ^ 8;
                int victim = them << Piece.SHIFT_COLOR | PAWN;
                pieces[victim] ^= 1L << victimSquare;
                colors[them] ^= 1L << victimSquare;
                board[victimSquare] = victim;
            }
            default -> {
                int rookFrom = to > from ? to + 1 : to - 2;
                int rookTo = to > from ? to - 1 : to + 1;
                int rook = us << Piece.SHIFT_COLOR | ROOK;
                int king = board[to];
                long rookMove = 1L << rookFrom | 1L << rookTo;
                pieces[king] ^= fromTo;
                pieces[rook] ^= rookMove;
                colors[us] ^= fromTo ^ rookMove;
                board[to] = EMPTY;
                board[rookTo] = EMPTY;
                board[from] = king;
                board[rookFrom] = rook;
            }
        }
    }

    /**
     * After a double step of a pawn of {@code us} (the status already has the opponent to move): records the
     * square it passed if a capture there is legal, and returns the change of the key.
     */
    static long doubleStep(ChessState state, int us, int ep) {
        if ((Attacks.pawn(us, ep) & state.pieces[(us ^ 1) << Piece.SHIFT_COLOR | PAWN]) == 0 || !enPassantCaptureLegal(state, ep)) {
            return 0;
        }
        state.setEnPassant(ep);
        return Zobrist.EN_PASSANT[ep];
    }

    /**
     * Whether a pawn of the side to move could legally capture on {@code ep} (the square behind the enemy
     * pawn that just made a double step): only then is the en-passant square kept, as Stockfish does.
     */
    static boolean enPassantCaptureLegal(ChessState state, int ep) {
        final long[] pieces = state.pieces;
        final long[] colors = state.colors;
        int us = state.side();
        long capturers = Attacks.pawn(us ^ 1, ep) & pieces[us << Piece.SHIFT_COLOR | PAWN];
        int king = Long.numberOfTrailingZeros(pieces[us << Piece.SHIFT_COLOR | KING]);
        long occupied = colors[0] | colors[1];
        while (capturers != 0) {
            int from = Long.numberOfTrailingZeros(capturers);
            capturers &= capturers - 1;
            if (ChessMoveGenerator.enPassantLegal(pieces, us, king, from, ep, occupied)) {
                return true;
            }
        }
        return false;
    }
}

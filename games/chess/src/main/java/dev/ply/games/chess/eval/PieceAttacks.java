package dev.ply.games.chess.eval;

import dev.ply.games.chess.Attacks;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;

/** The squares pieces attack, as the terms that look at threats and the king's safety need them. */
final class PieceAttacks {

    private PieceAttacks() {
    }

    /**
     * The squares the pieces of one kind attack.
     *
     * @param state the position
     * @param piece the piece, colour included ({@link Piece#WHITE_KNIGHT}...); not a pawn
     * @param occupied the occupied squares, which block sliders
     * @return the union of their attacks
     */
    static long of(ChessState state, int piece, long occupied) {
        int type = Piece.type(piece);
        long bits = state.bitboard(piece);
        long attacked = 0;
        while (bits != 0) {
            attacked |= Attacks.of(type, Long.numberOfTrailingZeros(bits), occupied);
            bits &= bits - 1;
        }
        return attacked;
    }

    /**
     * The squares any piece of a side attacks, its pawns and king included.
     *
     * @param state the position
     * @param color the side
     * @param occupied the occupied squares
     * @return the union of their attacks
     */
    static long all(ChessState state, int color, long occupied) {
        int side = color << Piece.SHIFT_COLOR;
        long attacked = PawnStructure.pawnAttacks(color, state.bitboard(side | Piece.PAWN));
        for (int type = Piece.KNIGHT; type <= Piece.KING; type++) {
            attacked |= of(state, side | type, occupied);
        }
        return attacked;
    }
}

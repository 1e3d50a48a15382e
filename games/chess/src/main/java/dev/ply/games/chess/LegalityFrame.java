package dev.ply.games.chess;

import static dev.ply.games.chess.Piece.BISHOP;
import static dev.ply.games.chess.Piece.KING;
import static dev.ply.games.chess.Piece.QUEEN;
import static dev.ply.games.chess.Piece.ROOK;

/**
 * What generating and counting the legal moves of a position both work out first, in one place: the sides, the
 * occupancy, the king, the pieces that give check, the pieces pinned to the king, and the squares a move other than
 * the king's must capture on or move to (the checker and the squares between it and the king when in check). One
 * frame per {@link ChessState}, filled by {@link #prepare(ChessState)} at the start of each generation, so nothing is
 * allocated.
 */
final class LegalityFrame {

    int us;
    int them;
    int ours;
    int theirs;
    long own;
    long enemy;
    long occupied;
    int king;
    long theirRooks;
    long theirBishops;
    long checkers;
    /** Computed only out of double check, where pieces other than the king may move. */
    long pinned;
    long captureMask;
    long quietMask;

    /**
     * Works out the frame of a position.
     *
     * @param state the position
     * @return {@code false} in double check, where only the king may move (then pinned pieces and masks are not
     *     computed)
     */
    boolean prepare(ChessState state) {
        long[] pieces = state.pieces;
        us = state.side();
        them = us ^ 1;
        ours = us << Piece.SHIFT_COLOR;
        theirs = them << Piece.SHIFT_COLOR;
        own = state.colors[us];
        enemy = state.colors[them];
        occupied = own | enemy;
        king = Long.numberOfTrailingZeros(pieces[ours | KING]);
        theirRooks = pieces[theirs | ROOK] | pieces[theirs | QUEEN];
        theirBishops = pieces[theirs | BISHOP] | pieces[theirs | QUEEN];
        checkers = ChessMoveGenerator.checkers(pieces, us, king, occupied, theirRooks, theirBishops);
        if ((checkers & checkers - 1) != 0) {
            return false;
        }
        captureMask = enemy;
        quietMask = ~occupied;
        if (checkers != 0) {
            captureMask = checkers;
            quietMask &= Attacks.between(king, Long.numberOfTrailingZeros(checkers));
        }
        pinned = ChessMoveGenerator.pinned(king, occupied, own, theirRooks, theirBishops);
        return true;
    }

    /**
     * The squares among {@code allowed} the king can step to: those next to it that no enemy piece attacks once
     * the king has left its square.
     *
     * @param pieces the position's bitboards by piece
     * @param allowed the squares wanted (not its own pieces', or only captures)
     * @return a bitboard of the king's legal destinations
     */
    long safeKingSquares(long[] pieces, long allowed) {
        long candidates = Attacks.king(king) & allowed;
        long safe = 0;
        long withoutKing = occupied ^ 1L << king;
        while (candidates != 0) {
            int to = Long.numberOfTrailingZeros(candidates);
            candidates &= candidates - 1;
            if (!ChessMoveGenerator.attacked(pieces, to, them, withoutKing)) {
                safe |= 1L << to;
            }
        }
        return safe;
    }
}

package dev.ply.games.chess;

import static dev.ply.games.chess.Piece.BISHOP;
import static dev.ply.games.chess.Piece.KING;
import static dev.ply.games.chess.Piece.PAWN;
import static dev.ply.games.chess.Piece.QUEEN;
import static dev.ply.games.chess.Piece.ROOK;

/**
 * Static exchange evaluation: the material a capture wins or loses when both sides keep recapturing on
 * its square with their least valuable piece, each free to stop when going on would lose. Sliders that
 * stand behind a capturer join in as it leaves (x-rays); a king recaptures only when nothing defends the
 * square any more. Pins are not considered, nor promotions after the first move.
 *
 * <p>Values: pawn 100, knight 320, bishop 330, rook 500, queen 900, in centipawns; a promotion adds the
 * promoted piece's value over the pawn's.
 */
final class StaticExchange {

    private static final int[] VALUE = {0, 100, 320, 330, 500, 900, 20_000};

    private StaticExchange() {
    }

    /**
     * The exchange's outcome for the side to move.
     *
     * @param state the position; not modified
     * @param move a legal move of it
     * @return centipawns won (positive) or lost (negative) by the side to move; 0 for castling and for a
     *     quiet move to a square nothing attacks
     */
    static int evaluate(ChessState state, int move) {
        int kind = ChessMove.kind(move);
        if (kind == ChessMove.CASTLING) {
            return 0;
        }
        final long[] pieces = state.pieces;
        final long[] colors = state.colors;
        final int[] gain = state.exchangeGains;
        int from = ChessMove.from(move);
        int to = ChessMove.to(move);
        long occupied = (colors[0] | colors[1]) ^ 1L << from;
        int standing = VALUE[Piece.type(state.board[from])];
        if (kind == ChessMove.EN_PASSANT) {
            gain[0] = VALUE[PAWN];
            occupied ^= 1L << (to ^ 8);
        } else {
            gain[0] = VALUE[Piece.type(state.board[to])];
        }
        if (kind == ChessMove.PROMOTION) {
            standing = VALUE[ChessMove.promotionType(move)];
            gain[0] += standing - VALUE[PAWN];
        }
        final long diagonalSliders = pieces[BISHOP] | pieces[Piece.BLACK_BISHOP] | pieces[QUEEN]
                | pieces[Piece.BLACK_QUEEN];
        final long straightSliders = pieces[ROOK] | pieces[Piece.BLACK_ROOK] | pieces[QUEEN] | pieces[Piece.BLACK_QUEEN];
        long attackers = ChessMoveGenerator.attackersTo(pieces, to, occupied) & occupied;
        int side = state.side() ^ 1;
        int depth = 0;
        while (true) {
            depth++;
            gain[depth] = standing - gain[depth - 1];
            if (Math.max(-gain[depth - 1], gain[depth]) < 0) {
                break;
            }
            long mine = attackers & colors[side];
            if (mine == 0) {
                break;
            }
            int type = PAWN;
            long candidates = mine & pieces[side << Piece.SHIFT_COLOR | PAWN];
            while (candidates == 0) {
                type++;
                candidates = mine & pieces[side << Piece.SHIFT_COLOR | type];
            }
            if (type == KING && (attackers & colors[side ^ 1]) != 0) {
                break;
            }
            occupied ^= candidates & -candidates;
            if (type == PAWN || type == BISHOP || type == QUEEN) {
                attackers |= Attacks.bishop(to, occupied) & diagonalSliders;
            }
            if (type == ROOK || type == QUEEN) {
                attackers |= Attacks.rook(to, occupied) & straightSliders;
            }
            attackers &= occupied;
            standing = VALUE[type];
            side ^= 1;
        }
        while (--depth > 0) {
            gain[depth - 1] = -Math.max(-gain[depth - 1], gain[depth]);
        }
        return gain[0];
    }
}

package dev.ply.games.chess;

import static dev.ply.games.chess.Piece.BISHOP;
import static dev.ply.games.chess.Piece.KING;
import static dev.ply.games.chess.Piece.KNIGHT;
import static dev.ply.games.chess.Piece.PAWN;
import static dev.ply.games.chess.Piece.QUEEN;
import static dev.ply.games.chess.Piece.ROOK;
import static dev.ply.games.chess.Piece.WHITE;

/**
 * Legal move generation on a {@link ChessState}'s bitboards: no move is generated that leaves the
 * mover's king in check, so no move needs testing after it is made.
 *
 * <p>Each call first finds the pieces giving check and the mover's pinned pieces. In double check only
 * the king moves; in single check the other pieces may only capture the checker or step between it and
 * the king; a pinned piece moves only along the line of its pin; the king never steps onto an attacked
 * square (tested with the king removed, so it cannot retreat along a slider's ray). En passant, whose
 * capture removes two pieces from one rank, is tested by recomputing the slider attacks on the king.
 *
 * <p>{@link #count} gives the number of legal moves without writing them (population counts of the
 * target sets): the bulk counting of the last ply of perft.
 *
 * <p>Pure functions of the state: no allocation, no state kept, thread-safe for distinct states.
 */
public final class ChessMoveGenerator {

    private static final long RANK_4 = Attacks.RANK_1 << 24;
    private static final long RANK_5 = Attacks.RANK_1 << 32;
    /** Squares that must be empty to castle, indexed {@code color << 1 | side} (side 0 king's side, 1 queen's). */
    private static final long[] CASTLING_PATH = {
        0x60L, 0x0EL, 0x60L << 56, 0x0EL << 56,
    };

    private ChessMoveGenerator() {
    }

    /**
     * Writes the legal moves of the position to {@code moves} from index 0, ignoring the draw rules (a
     * position drawn by repetition or the fifty-move rule still has its moves here).
     *
     * @param state the position; not modified
     * @param moves a caller-owned buffer of at least {@link ChessGame#MAX_MOVES} elements
     * @return the number of moves written
     */
    public static int generate(ChessState state, int[] moves) {
        return generate(state, moves, false);
    }

    /**
     * Writes the legal captures (en passant included) and promotions (under-promotions included) of the
     * position to {@code moves} from index 0, ignoring the draw rules.
     *
     * @param state the position; not modified
     * @param moves a caller-owned buffer of at least {@link ChessGame#MAX_MOVES} elements
     * @return the number of moves written
     */
    public static int generateTactical(ChessState state, int[] moves) {
        return generate(state, moves, true);
    }

    private static int generate(ChessState state, int[] moves, boolean tacticalOnly) {
        final LegalityFrame frame = state.legality;
        final boolean notDoubleCheck = frame.prepare(state);
        final long[] pieces = state.pieces;
        final int us = frame.us;
        final int them = frame.them;
        final int ours = frame.ours;
        final long own = frame.own;
        final long enemy = frame.enemy;
        final long occupied = frame.occupied;
        final int king = frame.king;
        final long checkers = frame.checkers;
        int n = serialize(moves, 0, king, frame.safeKingSquares(pieces, tacticalOnly ? enemy : ~own));
        if (!notDoubleCheck) {
            return n;
        }
        final long captureMask = frame.captureMask;
        final long quietMask = frame.quietMask;
        final long targets = tacticalOnly ? captureMask : captureMask | quietMask;
        final long pinned = frame.pinned;

        long knights = pieces[ours | KNIGHT] & ~pinned;
        while (knights != 0) {
            int from = Long.numberOfTrailingZeros(knights);
            knights &= knights - 1;
            n = serialize(moves, n, from, Attacks.knight(from) & targets);
        }
        long diagonal = pieces[ours | BISHOP] | pieces[ours | QUEEN];
        while (diagonal != 0) {
            int from = Long.numberOfTrailingZeros(diagonal);
            diagonal &= diagonal - 1;
            long attacks = Attacks.bishop(from, occupied) & targets;
            if ((pinned & 1L << from) != 0) {
                attacks &= Attacks.line(king, from);
            }
            n = serialize(moves, n, from, attacks);
        }
        long straight = pieces[ours | ROOK] | pieces[ours | QUEEN];
        while (straight != 0) {
            int from = Long.numberOfTrailingZeros(straight);
            straight &= straight - 1;
            long attacks = Attacks.rook(from, occupied) & targets;
            if ((pinned & 1L << from) != 0) {
                attacks &= Attacks.line(king, from);
            }
            n = serialize(moves, n, from, attacks);
        }

        final long pawns = pieces[ours | PAWN];
        final int up = us == WHITE ? 8 : -8;
        final long lastRank = us == WHITE ? Attacks.RANK_8 : Attacks.RANK_1;
        final long free = pawns & ~pinned;
        // A pawn pinned along the king's file may still push; one pinned any other way may not.
        long pushers = free | pawns & pinned & (Attacks.FILE_A << Square.file(king));
        long single = Long.rotateLeft(pushers, up) & ~occupied;
        long twice = Long.rotateLeft(single, up) & ~occupied & (us == WHITE ? RANK_4 : RANK_5) & quietMask;
        single &= quietMask;
        if (tacticalOnly) {
            single &= lastRank;
            twice = 0;
        }
        n = serializePawnPromotions(moves, n, single & lastRank, up);
        n = serializePawns(moves, n, single & ~lastRank, up);
        n = serializePawns(moves, n, twice, 2 * up);
        long left = Long.rotateLeft(free & ~Attacks.FILE_A, up - 1) & captureMask;
        long right = Long.rotateLeft(free & ~Attacks.FILE_H, up + 1) & captureMask;
        n = serializePawnPromotions(moves, n, left & lastRank, up - 1);
        n = serializePawns(moves, n, left & ~lastRank, up - 1);
        n = serializePawnPromotions(moves, n, right & lastRank, up + 1);
        n = serializePawns(moves, n, right & ~lastRank, up + 1);
        long pinnedPawns = pawns & pinned;
        while (pinnedPawns != 0) {
            int from = Long.numberOfTrailingZeros(pinnedPawns);
            pinnedPawns &= pinnedPawns - 1;
            long captures = Attacks.pawn(us, from) & captureMask & Attacks.line(king, from);
            if (captures != 0) {
                int to = Long.numberOfTrailingZeros(captures);
                if ((captures & lastRank) != 0) {
                    n = writePromotions(moves, n, from, to);
                } else {
                    moves[n++] = from | to << ChessMove.SHIFT_TO;
                }
            }
        }

        int ep = state.ep();
        if (ep != ChessState.NO_SQUARE) {
            long capturers = Attacks.pawn(them, ep) & pawns;
            while (capturers != 0) {
                int from = Long.numberOfTrailingZeros(capturers);
                capturers &= capturers - 1;
                if (enPassantLegal(pieces, us, king, from, ep, occupied)) {
                    moves[n++] = ChessMove.enPassant(from, ep);
                }
            }
        }

        if (!tacticalOnly && checkers == 0) {
            int rights = state.castling() >>> (us << 1) & 3;
            if ((rights & 1) != 0 && (occupied & CASTLING_PATH[us << 1]) == 0
                    && !attacked(pieces, king + 1, them, occupied) && !attacked(pieces, king + 2, them, occupied)) {
                moves[n++] = ChessMove.castling(king, king + 2);
            }
            if ((rights & 2) != 0 && (occupied & CASTLING_PATH[us << 1 | 1]) == 0
                    && !attacked(pieces, king - 1, them, occupied) && !attacked(pieces, king - 2, them, occupied)) {
                moves[n++] = ChessMove.castling(king, king - 2);
            }
        }
        return n;
    }

    /** The enemy pieces that attack the king of {@code us} on {@code king}. */
    static long checkers(long[] pieces, int us, int king, long occupied, long theirRooks, long theirBishops) {
        int theirs = (us ^ 1) << Piece.SHIFT_COLOR;
        return (Attacks.knight(king) & pieces[theirs | KNIGHT])
                | (Attacks.pawn(us, king) & pieces[theirs | PAWN])
                | (Attacks.rook(king, occupied) & theirRooks)
                | (Attacks.bishop(king, occupied) & theirBishops);
    }

    /** The pieces of {@code own} that stand alone between the king and an enemy slider on its line. */
    static long pinned(int king, long occupied, long own, long theirRooks, long theirBishops) {
        long pinned = 0;
        long snipers = (Attacks.rookRays(king) & theirRooks) | (Attacks.bishopRays(king) & theirBishops);
        while (snipers != 0) {
            long blockers = Attacks.between(king, Long.numberOfTrailingZeros(snipers)) & occupied;
            snipers &= snipers - 1;
            if ((blockers & blockers - 1) == 0) {
                pinned |= blockers & own;
            }
        }
        return pinned;
    }

    private static int serialize(int[] moves, int n, int from, long targets) {
        while (targets != 0) {
            moves[n++] = from | Long.numberOfTrailingZeros(targets) << ChessMove.SHIFT_TO;
            targets &= targets - 1;
        }
        return n;
    }

    private static int serializePawns(int[] moves, int n, long targets, int delta) {
        while (targets != 0) {
            int to = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            moves[n++] = (to - delta) | to << ChessMove.SHIFT_TO;
        }
        return n;
    }

    private static int serializePawnPromotions(int[] moves, int n, long targets, int delta) {
        while (targets != 0) {
            int to = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            n = writePromotions(moves, n, to - delta, to);
        }
        return n;
    }

    private static int writePromotions(int[] moves, int n, int from, int to) {
        int move = from | to << ChessMove.SHIFT_TO | ChessMove.PROMOTION << ChessMove.SHIFT_KIND;
        moves[n] = move | (QUEEN - KNIGHT) << ChessMove.SHIFT_PROMOTION;
        moves[n + 1] = move | (ROOK - KNIGHT) << ChessMove.SHIFT_PROMOTION;
        moves[n + 2] = move | (BISHOP - KNIGHT) << ChessMove.SHIFT_PROMOTION;
        moves[n + 3] = move;
        return n + 4;
    }

    /**
     * Counts the legal moves of the position without writing them, ignoring the draw rules: the same
     * number {@link #generate} returns.
     *
     * @param state the position; not modified
     * @return the number of legal moves
     */
    public static int count(ChessState state) {
        return count(state, false);
    }

    /**
     * Whether the side to move has a legal move (draw rules aside): the count stopped at the first move found,
     * so that testing for checkmate and stalemate is cheap.
     *
     * @param state the position; not modified
     * @return {@code true} unless the side to move is checkmated or stalemated
     */
    public static boolean hasLegalMove(ChessState state) {
        return count(state, true) > 0;
    }

    /** Counts the legal moves; with {@code any}, returns as soon as one kind of piece has one. */
    private static int count(ChessState state, boolean any) {
        final LegalityFrame frame = state.legality;
        final boolean notDoubleCheck = frame.prepare(state);
        final long[] pieces = state.pieces;
        final int us = frame.us;
        final int them = frame.them;
        final int ours = frame.ours;
        final long own = frame.own;
        final long occupied = frame.occupied;
        final int king = frame.king;
        final long checkers = frame.checkers;
        int n = Long.bitCount(frame.safeKingSquares(pieces, ~own));
        if (!notDoubleCheck || any && n > 0) {
            return n;
        }
        final long captureMask = frame.captureMask;
        final long quietMask = frame.quietMask;
        final long targets = captureMask | quietMask;
        final long pinned = frame.pinned;

        long knights = pieces[ours | KNIGHT] & ~pinned;
        while (knights != 0) {
            n += Long.bitCount(Attacks.knight(Long.numberOfTrailingZeros(knights)) & targets);
            knights &= knights - 1;
        }
        if (any && n > 0) {
            return n;
        }
        long diagonal = pieces[ours | BISHOP] | pieces[ours | QUEEN];
        while (diagonal != 0) {
            int from = Long.numberOfTrailingZeros(diagonal);
            diagonal &= diagonal - 1;
            long attacks = Attacks.bishop(from, occupied) & targets;
            if ((pinned & 1L << from) != 0) {
                attacks &= Attacks.line(king, from);
            }
            n += Long.bitCount(attacks);
        }
        long straight = pieces[ours | ROOK] | pieces[ours | QUEEN];
        while (straight != 0) {
            int from = Long.numberOfTrailingZeros(straight);
            straight &= straight - 1;
            long attacks = Attacks.rook(from, occupied) & targets;
            if ((pinned & 1L << from) != 0) {
                attacks &= Attacks.line(king, from);
            }
            n += Long.bitCount(attacks);
        }

        if (any && n > 0) {
            return n;
        }
        final long pawns = pieces[ours | PAWN];
        final int up = us == WHITE ? 8 : -8;
        final long lastRank = us == WHITE ? Attacks.RANK_8 : Attacks.RANK_1;
        final long free = pawns & ~pinned;
        long pushers = free | pawns & pinned & (Attacks.FILE_A << Square.file(king));
        long single = Long.rotateLeft(pushers, up) & ~occupied;
        long twice = Long.rotateLeft(single, up) & ~occupied & (us == WHITE ? RANK_4 : RANK_5) & quietMask;
        single &= quietMask;
        long left = Long.rotateLeft(free & ~Attacks.FILE_A, up - 1) & captureMask;
        long right = Long.rotateLeft(free & ~Attacks.FILE_H, up + 1) & captureMask;
        n += Long.bitCount(single) + Long.bitCount(twice) + Long.bitCount(left) + Long.bitCount(right)
                + 3 * (Long.bitCount(single & lastRank) + Long.bitCount(left & lastRank)
                        + Long.bitCount(right & lastRank));
        long pinnedPawns = pawns & pinned;
        while (pinnedPawns != 0) {
            int from = Long.numberOfTrailingZeros(pinnedPawns);
            pinnedPawns &= pinnedPawns - 1;
            long captures = Attacks.pawn(us, from) & captureMask & Attacks.line(king, from);
            if (captures != 0) {
                n += (captures & lastRank) != 0 ? 4 : 1;
            }
        }

        int ep = state.ep();
        if (ep != ChessState.NO_SQUARE) {
            long capturers = Attacks.pawn(them, ep) & pawns;
            while (capturers != 0) {
                int from = Long.numberOfTrailingZeros(capturers);
                capturers &= capturers - 1;
                if (enPassantLegal(pieces, us, king, from, ep, occupied)) {
                    n++;
                }
            }
        }

        if (checkers == 0) {
            int rights = state.castling() >>> (us << 1) & 3;
            if ((rights & 1) != 0 && (occupied & CASTLING_PATH[us << 1]) == 0
                    && !attacked(pieces, king + 1, them, occupied) && !attacked(pieces, king + 2, them, occupied)) {
                n++;
            }
            if ((rights & 2) != 0 && (occupied & CASTLING_PATH[us << 1 | 1]) == 0
                    && !attacked(pieces, king - 1, them, occupied) && !attacked(pieces, king - 2, them, occupied)) {
                n++;
            }
        }
        return n;
    }

    /**
     * Whether an en-passant capture leaves the capturer's king safe. The capture empties two squares of
     * one rank at once, which no pin test sees, so the attacks on the king are recomputed on the board
     * as it would be.
     */
    static boolean enPassantLegal(long[] pieces, int us, int king, int from, int ep, long occupied) {
        int captured = ep ^ 8;
        int theirs = (us ^ 1) << Piece.SHIFT_COLOR;
        long after = occupied ^ 1L << from ^ 1L << ep ^ 1L << captured;
        return (Attacks.rook(king, after) & (pieces[theirs | ROOK] | pieces[theirs | QUEEN])) == 0
                && (Attacks.bishop(king, after) & (pieces[theirs | BISHOP] | pieces[theirs | QUEEN])) == 0
                && (Attacks.knight(king) & pieces[theirs | KNIGHT]) == 0
                && (Attacks.pawn(us, king) & pieces[theirs | PAWN] & ~(1L << captured)) == 0;
    }

    /**
     * Whether a colour attacks a square, given which squares are occupied.
     *
     * @param pieces the state's bitboards by piece code
     * @param square the square
     * @param by the attacking colour
     * @param occupied the occupied squares, which block sliders
     * @return {@code true} if some piece of {@code by} attacks the square
     */
    static boolean attacked(long[] pieces, int square, int by, long occupied) {
        int theirs = by << Piece.SHIFT_COLOR;
        return (Attacks.knight(square) & pieces[theirs | KNIGHT]) != 0
                || (Attacks.pawn(by ^ 1, square) & pieces[theirs | PAWN]) != 0
                || (Attacks.king(square) & pieces[theirs | KING]) != 0
                || (Attacks.bishop(square, occupied) & (pieces[theirs | BISHOP] | pieces[theirs | QUEEN])) != 0
                || (Attacks.rook(square, occupied) & (pieces[theirs | ROOK] | pieces[theirs | QUEEN])) != 0;
    }

    /**
     * All pieces of both colours that attack a square.
     *
     * @param pieces the state's bitboards by piece code
     * @param square the square
     * @param occupied the occupied squares, which block sliders
     * @return the attackers
     */
    static long attackersTo(long[] pieces, int square, long occupied) {
        return (Attacks.knight(square) & (pieces[KNIGHT] | pieces[Piece.BLACK_KNIGHT]))
                | (Attacks.pawn(Piece.BLACK, square) & pieces[Piece.WHITE_PAWN])
                | (Attacks.pawn(WHITE, square) & pieces[Piece.BLACK_PAWN])
                | (Attacks.king(square) & (pieces[KING] | pieces[Piece.BLACK_KING]))
                | (Attacks.bishop(square, occupied) & (pieces[BISHOP] | pieces[Piece.BLACK_BISHOP]
                        | pieces[QUEEN] | pieces[Piece.BLACK_QUEEN]))
                | (Attacks.rook(square, occupied) & (pieces[ROOK] | pieces[Piece.BLACK_ROOK]
                        | pieces[QUEEN] | pieces[Piece.BLACK_QUEEN]));
    }
}

package dev.ply.games.chess;

import java.util.Locale;

/**
 * Says why a move that is not legal is not: the words after "illegal move e2e5: " in the notation
 * errors. Only called on the error path, so it favours clear messages over speed.
 */
final class MoveLegality {

    private MoveLegality() {
    }

    /**
     * Why moving from one square to another (with an optional promotion) is not legal.
     *
     * @param state the position
     * @param from the origin square
     * @param to the destination square
     * @param promotion the promotion piece type, {@link Piece#NONE} if none was given
     * @return the reason, lower case, without a final period
     */
    static String explain(ChessState state, int from, int to, int promotion) {
        int us = state.sideToMove();
        int piece = state.pieceAt(from);
        if (piece == Piece.EMPTY) {
            return "there is no piece on " + Square.name(from);
        }
        if (Piece.color(piece) != us) {
            return "the " + describe(piece) + " on " + Square.name(from) + " is " + Piece.colorName(Piece.color(piece))
                    + "'s, and " + Piece.colorName(us) + " is to move";
        }
        if (from == to) {
            return "a move must leave its square";
        }
        int type = Piece.type(piece);
        boolean lastRank = Square.rank(to) == (us == Piece.WHITE ? 7 : 0);
        if (promotion != Piece.NONE && !(type == Piece.PAWN && lastRank)) {
            return "only a pawn reaching the last rank can promote";
        }
        if (type == Piece.KING && Square.rank(from) == Square.rank(to) && Math.abs(to - from) == 2
                && from == (us == Piece.WHITE ? Square.E1 : Square.E8)) {
            return explainCastling(state, to < from);
        }
        String geometry = pseudoLegalReason(state, from, to);
        if (geometry != null) {
            return geometry;
        }
        if (type == Piece.PAWN && lastRank && promotion == Piece.NONE) {
            return "a pawn reaching the last rank must promote: add q, r, b or n, as in " + Square.name(from)
                    + Square.name(to) + "q";
        }
        return checkReason(state, from, to);
    }

    /**
     * Why no legal move fits a SAN move.
     *
     * @param state the position
     * @param type the piece type the SAN names
     * @param fromFile the origin file it gives, or -1
     * @param fromRank the origin rank it gives, or -1
     * @param to the destination square
     * @param promotion the promotion type, or {@link Piece#NONE}
     * @return the reason
     */
    static String explainSan(ChessState state, int type, int fromFile, int fromRank, int to, int promotion) {
        int us = state.sideToMove();
        int piece = Piece.of(us, type);
        long candidates = state.bitboard(piece);
        if (type == Piece.PAWN && fromFile < 0) {
            fromFile = Square.file(to);
        }
        if (fromFile >= 0) {
            candidates &= Attacks.FILE_A << fromFile;
        }
        if (fromRank >= 0) {
            candidates &= Attacks.RANK_1 << 8 * fromRank;
        }
        String kind = describe(piece);
        if (candidates == 0) {
            return Piece.colorName(us) + " has no " + Piece.typeName(type)
                    + (fromFile >= 0 || fromRank >= 0 ? " there" : "");
        }
        String onlyReason = null;
        String blockedReason = null;
        int blocked = 0;
        for (long c = candidates; c != 0; c &= c - 1) {
            int from = Long.numberOfTrailingZeros(c);
            String geometry = pseudoLegalReason(state, from, to);
            if (geometry == null) {
                return checkReason(state, from, to);
            }
            onlyReason = geometry;
            if (type != Piece.PAWN && type != Piece.KNIGHT && type != Piece.KING
                    && (Attacks.of(type, from, 0) & 1L << to) != 0) {
                blocked++;
                blockedReason = geometry;
            }
        }
        if (Long.bitCount(candidates) == 1) {
            return onlyReason;
        }
        return blocked == 1 ? blockedReason : "no " + kind + " can move to " + Square.name(to);
    }

    /**
     * Why castling on one side is not legal.
     *
     * @param state the position
     * @param queenSide {@code true} for {@code O-O-O}
     * @return the reason
     */
    static String explainCastling(ChessState state, boolean queenSide) {
        int us = state.sideToMove();
        String side = queenSide ? "queen's side" : "king's side";
        int right = us == Piece.WHITE ? queenSide ? ChessState.WHITE_QUEENSIDE : ChessState.WHITE_KINGSIDE
                : queenSide ? ChessState.BLACK_QUEENSIDE : ChessState.BLACK_KINGSIDE;
        if ((state.castlingRights() & right) == 0) {
            return Piece.colorName(us) + " has lost the right to castle on the " + side
                    + " (the king or that rook has moved, or the rook was captured)";
        }
        int king = state.kingSquare(us);
        long path = queenSide ? Attacks.between(king, king - 4) : Attacks.between(king, king + 3);
        long blocked = path & state.occupied();
        if (blocked != 0) {
            return "castling on the " + side + " needs the squares between king and rook empty, but "
                    + Square.name(Long.numberOfTrailingZeros(blocked)) + " is occupied";
        }
        if (state.inCheck()) {
            return "a king in check cannot castle";
        }
        int step = queenSide ? -1 : 1;
        if (ChessMoveGenerator.attacked(state.pieces, king + step, us ^ 1, state.occupied())) {
            return "the king cannot castle through check: " + Square.name(king + step) + " is attacked";
        }
        return "the king cannot castle into check: " + Square.name(king + 2 * step) + " is attacked";
    }

    /** Null if the piece on {@code from} could move to {@code to} were its king not in danger, else why not. */
    private static String pseudoLegalReason(ChessState state, int from, int to) {
        int piece = state.pieceAt(from);
        int us = Piece.color(piece);
        int type = Piece.type(piece);
        int target = state.pieceAt(to);
        if (target != Piece.EMPTY && Piece.color(target) == us) {
            return Piece.colorName(us) + "'s own " + Piece.typeName(Piece.type(target)) + " stands on " + Square.name(to);
        }
        String name = "a " + Piece.typeName(type) + " on " + Square.name(from);
        long occupied = state.occupied();
        if (type == Piece.PAWN) {
            int up = us == Piece.WHITE ? 8 : -8;
            if (to == from + up) {
                return target == Piece.EMPTY ? null : "a pawn cannot capture straight ahead, and " + Square.name(to)
                        + " is occupied";
            }
            if (to == from + 2 * up) {
                if (Square.rank(from) != (us == Piece.WHITE ? 1 : 6)) {
                    return "a pawn steps two squares only from its starting rank";
                }
                return state.pieceAt(from + up) == Piece.EMPTY && target == Piece.EMPTY ? null
                        : "the pawn on " + Square.name(from) + " is blocked";
            }
            if ((Attacks.pawn(us, from) & 1L << to) != 0) {
                if (target != Piece.EMPTY || state.enPassantSquare() == to) {
                    return null;
                }
                if (justPassed(state, to)) {
                    return "capturing en passant on " + Square.name(to) + " would leave the " + colorWord(us)
                            + " king in check";
                }
                return "there is nothing to capture on " + Square.name(to);
            }
            return name + " cannot move to " + Square.name(to);
        }
        long reach = Attacks.of(type, from, occupied);
        if ((reach & 1L << to) != 0) {
            return null;
        }
        if ((Attacks.of(type, from, 0) & 1L << to) != 0) {
            return "the " + Piece.typeName(type) + " on " + Square.name(from) + " is blocked on its way to "
                    + Square.name(to);
        }
        return name + " cannot move to " + Square.name(to);
    }

    /** Whether the last move was a double step of a pawn over {@code square}. */
    private static boolean justPassed(ChessState state, int square) {
        int[] played = state.playedMoves();
        if (played.length == 0) {
            return false;
        }
        int last = played[played.length - 1];
        int from = ChessMove.from(last);
        int to = ChessMove.to(last);
        return (from ^ to) == 16 && (from + to) >>> 1 == square
                && Piece.type(state.pieceAt(to)) == Piece.PAWN;
    }

    /** Why a pseudo-legal move leaves the mover's king in check. */
    private static String checkReason(ChessState state, int from, int to) {
        int us = state.sideToMove();
        int piece = state.pieceAt(from);
        if (Piece.type(piece) == Piece.KING) {
            return "the king would be in check on " + Square.name(to);
        }
        if (state.inCheck()) {
            return Piece.colorName(us) + " is in check, and moving the " + Piece.typeName(Piece.type(piece)) + " on "
                    + Square.name(from) + " to " + Square.name(to) + " does not end it";
        }
        int king = state.kingSquare(us);
        long withoutPiece = state.occupied() ^ 1L << from | 1L << to;
        int them = us ^ 1;
        long sliders = (Attacks.rook(king, withoutPiece) & (state.bitboard(Piece.of(them, Piece.ROOK))
                | state.bitboard(Piece.of(them, Piece.QUEEN))))
                | (Attacks.bishop(king, withoutPiece) & (state.bitboard(Piece.of(them, Piece.BISHOP))
                        | state.bitboard(Piece.of(them, Piece.QUEEN))));
        sliders &= ~(1L << to);
        if (sliders != 0) {
            int pinner = Long.numberOfTrailingZeros(sliders);
            return "the " + Piece.typeName(Piece.type(piece)) + " on " + Square.name(from) + " is pinned to the "
                    + colorWord(us) + " king by the " + Piece.typeName(Piece.type(state.pieceAt(pinner))) + " on "
                    + Square.name(pinner);
        }
        return "it would leave the " + colorWord(us) + " king in check";
    }

    private static String describe(int piece) {
        return colorWord(Piece.color(piece)) + " " + Piece.typeName(Piece.type(piece));
    }

    private static String colorWord(int color) {
        return Piece.colorName(color).toLowerCase(Locale.ROOT);
    }
}

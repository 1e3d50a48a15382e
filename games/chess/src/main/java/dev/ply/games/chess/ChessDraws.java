package dev.ply.games.chess;

/**
 * The draw rules of chess beyond stalemate, as FIDE's Laws (2014 on) state them: the game ends by itself at
 * fivefold repetition or after 75 moves without a capture or pawn move, and a player may claim a draw at threefold
 * repetition or after 50 such moves; insufficient material ends it at once. Checkmate takes precedence over all of
 * them. Repetitions count positions within the state's repetition window (since the last capture, pawn move or null
 * move, and since its history began).
 */
final class ChessDraws {

    private ChessDraws() {
    }

    /** Whether the game ended by itself by the 75-move rule or fivefold repetition (checkmate takes precedence). */
    static boolean isOverByRule(ChessState state) {
        return state.clock() >= 150 && !state.isCheckmate() || state.window() >= 16 && occurred(state, 5);
    }

    /** Whether the current position occurs for at least the third time, the current occurrence included. */
    static boolean isThreefoldRepetition(ChessState state) {
        return state.window() >= 8 && occurred(state, 3);
    }

    /** "checkmate", "stalemate", "fivefold repetition" or "75-move rule"; empty if the game is not over. */
    static String terminationReason(ChessState state) {
        if (state.isCheckmate()) {
            return "checkmate";
        }
        if (isOverByRule(state)) {
            return state.clock() >= 150 ? "75-move rule" : "fivefold repetition";
        }
        return state.isStalemate() ? "stalemate" : "";
    }

    /**
     * "threefold repetition", "fifty-move rule" or "insufficient material"; empty when the game is over by itself
     * or no draw can be declared.
     */
    static String claimableDraw(ChessState state) {
        if (state.isTerminal()) {
            return "";
        }
        if (state.clock() >= 100) {
            return "fifty-move rule";
        }
        if (state.isInsufficientMaterial()) {
            return "insufficient material";
        }
        return isThreefoldRepetition(state) ? "threefold repetition" : "";
    }

    /**
     * Whether neither side can ever checkmate: no pawns, rooks or queens, and either at most one knight or bishop
     * on the board, or only bishops, all on squares of one colour.
     */
    static boolean isInsufficientMaterial(long[] pieces) {
        long heavy = pieces[Piece.WHITE_PAWN] | pieces[Piece.BLACK_PAWN] | pieces[Piece.WHITE_ROOK]
                | pieces[Piece.BLACK_ROOK] | pieces[Piece.WHITE_QUEEN] | pieces[Piece.BLACK_QUEEN];
        if (heavy != 0) {
            return false;
        }
        long knights = pieces[Piece.WHITE_KNIGHT] | pieces[Piece.BLACK_KNIGHT];
        long bishops = pieces[Piece.WHITE_BISHOP] | pieces[Piece.BLACK_BISHOP];
        if (Long.bitCount(knights | bishops) <= 1) {
            return true;
        }
        return knights == 0 && ((bishops & Attacks.DARK_SQUARES) == 0 || (bishops & ~Attacks.DARK_SQUARES) == 0);
    }

    /**
     * Whether the current position has occurred {@code times} times, this time included, within the repetition
     * window: the scan stops as soon as it has counted them.
     */
    private static boolean occurred(ChessState state, int times) {
        int plies = state.plies();
        int limit = plies - Math.min(state.window(), plies);
        long key = state.hash();
        int count = 1;
        for (int i = plies - 4; i >= limit && count < times; i -= 2) {
            if (state.keyBefore(i) == key) {
                count++;
            }
        }
        return count >= times;
    }
}

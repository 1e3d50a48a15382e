package dev.ply.games.chess;

/**
 * Rook activity (middlegame/endgame, centipawns): a rook on a file without pawns earns 25/10, on a file
 * without pawns of its own side 12/6; a rook or queen on the seventh rank (counted from its side) earns
 * 15/25 when the enemy king stands on the eighth or enemy pawns on the seventh.
 */
public final class RookActivity implements EvaluationTerm {

    private static final int OPEN_FILE = TaperedScore.of(25, 10);
    private static final int HALF_OPEN_FILE = TaperedScore.of(12, 6);
    private static final int SEVENTH_RANK = TaperedScore.of(15, 25);
    private static final long RANK_2 = Attacks.RANK_1 << 8;
    private static final long RANK_7 = Attacks.RANK_8 >>> 8;

    @Override
    public int evaluate(ChessState state) {
        return side(state, Piece.WHITE) - side(state, Piece.BLACK);
    }

    private static int side(ChessState state, int color) {
        long[] pieces = state.pieces;
        int ours = color << Piece.SHIFT_COLOR;
        int theirs = (color ^ 1) << Piece.SHIFT_COLOR;
        long ownPawns = pieces[ours | Piece.PAWN];
        long allPawns = ownPawns | pieces[theirs | Piece.PAWN];
        int score = 0;
        long rooks = pieces[ours | Piece.ROOK];
        while (rooks != 0) {
            int square = Long.numberOfTrailingZeros(rooks);
            rooks &= rooks - 1;
            long file = Attacks.FILE_A << Square.file(square);
            if ((file & allPawns) == 0) {
                score += OPEN_FILE;
            } else if ((file & ownPawns) == 0) {
                score += HALF_OPEN_FILE;
            }
        }
        long seventh = color == Piece.WHITE ? RANK_7 : RANK_2;
        long eighth = color == Piece.WHITE ? Attacks.RANK_8 : Attacks.RANK_1;
        long majors = (pieces[ours | Piece.ROOK] | pieces[ours | Piece.QUEEN]) & seventh;
        if (majors != 0 && ((1L << state.kingSquare(color ^ 1) & eighth) != 0
                || (pieces[theirs | Piece.PAWN] & seventh) != 0)) {
            score += Long.bitCount(majors) * SEVENTH_RANK;
        }
        return score;
    }
}

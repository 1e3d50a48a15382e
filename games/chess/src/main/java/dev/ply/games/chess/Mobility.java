package dev.ply.games.chess;

/**
 * Mobility: for each knight, bishop, rook and queen, the squares it attacks that hold no piece of its own
 * side and no enemy pawn defends, compared with a typical number. Each square above the typical number is
 * worth (middlegame/endgame, centipawns): knight 4/4, bishop 5/5, rook 2/4, queen 1/2.
 */
public final class Mobility implements EvaluationTerm {

    private static final int[] WEIGHT = {
        0, 0, TaperedScore.of(4, 4), TaperedScore.of(5, 5), TaperedScore.of(2, 4), TaperedScore.of(1, 2), 0,
    };
    private static final int[] TYPICAL = {0, 0, 4, 6, 7, 13, 0};

    /** Creates an instance. */
    public Mobility() {
    }

    @Override
    public int evaluate(ChessState state) {
        long occupied = state.occupied();
        return side(state, Piece.WHITE, occupied) - side(state, Piece.BLACK, occupied);
    }

    private static int side(ChessState state, int color, long occupied) {
        long[] pieces = state.pieces;
        int ours = color << Piece.SHIFT_COLOR;
        long area = ~state.colors[color] & ~PawnStructure.pawnAttacks(color ^ 1, pieces[(color ^ 1) << Piece.SHIFT_COLOR
                | Piece.PAWN]);
        int score = 0;
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            long bits = pieces[ours | type];
            while (bits != 0) {
                int square = Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                long attacks = Attacks.of(type, square, occupied);
                score += WEIGHT[type] * (Long.bitCount(attacks & area) - TYPICAL[type]);
            }
        }
        return score;
    }
}

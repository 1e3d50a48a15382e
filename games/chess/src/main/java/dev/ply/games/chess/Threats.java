package dev.ply.games.chess;

/**
 * Threats (middlegame/endgame, centipawns): each knight, bishop, rook or queen attacked by an enemy pawn
 * costs its side 40/30, 40/30, 55/40 and 60/45; and the side to move has the tempo, 15/5.
 */
public final class Threats implements EvaluationTerm {

    private static final int[] ATTACKED_BY_PAWN = {
        0, 0, TaperedScore.of(-40, -30), TaperedScore.of(-40, -30), TaperedScore.of(-55, -40),
        TaperedScore.of(-60, -45), 0,
    };
    private static final int TEMPO = TaperedScore.of(15, 5);

    @Override
    public int evaluate(ChessState state) {
        int score = side(state, Piece.WHITE) - side(state, Piece.BLACK);
        return score + (state.sideToMove() == Piece.WHITE ? TEMPO : -TEMPO);
    }

    private static int side(ChessState state, int color) {
        long[] pieces = state.pieces;
        int ours = color << Piece.SHIFT_COLOR;
        long pawnAttacks = PawnStructure.pawnAttacks(color ^ 1, pieces[(color ^ 1) << Piece.SHIFT_COLOR | Piece.PAWN]);
        int score = 0;
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            score += Long.bitCount(pieces[ours | type] & pawnAttacks) * ATTACKED_BY_PAWN[type];
        }
        return score;
    }
}

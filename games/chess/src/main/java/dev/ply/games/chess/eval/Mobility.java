package dev.ply.games.chess.eval;

import dev.ply.games.chess.Attacks;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;

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
        int ours = color << Piece.SHIFT_COLOR;
        long enemyPawns = state.bitboard((color ^ 1) << Piece.SHIFT_COLOR | Piece.PAWN);
        long area = ~state.occupied(color) & ~PawnStructure.pawnAttacks(color ^ 1, enemyPawns);
        int score = 0;
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            long bits = state.bitboard(ours | type);
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

package dev.ply.games.chess.eval;

import dev.ply.games.chess.Attacks;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;
import dev.ply.games.chess.Square;

/**
 * King safety, a middlegame concern: a king on its first two ranks loses 15 centipawns for each of the
 * three files around it that has no pawn of its side just in front of it (on the next two ranks); and when
 * two or more enemy pieces attack the king's square or its neighbours, the king loses
 * {@code 2 * units²} centipawns (at most 400), where a knight or bishop counts 2 units, a rook 3 and a queen 5.
 * The endgame halves of these scores are 0: there the king should come out.
 */
public final class KingSafety implements EvaluationTerm {

    private static final int MISSING_SHIELD = TaperedScore.of(-15, 0);
    private static final int[] UNITS = {0, 0, 2, 2, 3, 5, 0};
    private static final int MAX_ATTACK_PENALTY = 400;

    /** Creates an instance. */
    public KingSafety() {
    }

    @Override
    public int evaluate(ChessState state) {
        long occupied = state.occupied();
        return side(state, Piece.WHITE, occupied) - side(state, Piece.BLACK, occupied);
    }

    private static int side(ChessState state, int color, long occupied) {
        int king = state.kingSquare(color);
        int score = 0;
        int relativeRank = color == Piece.WHITE ? Square.rank(king) : 7 - Square.rank(king);
        if (relativeRank <= 1) {
            long pawns = state.bitboard(color << Piece.SHIFT_COLOR | Piece.PAWN);
            int file = Square.file(king);
            for (int f = Math.max(0, file - 1); f <= Math.min(7, file + 1); f++) {
                long front = 0;
                for (int step = 1; step <= 2; step++) {
                    int rank = Square.rank(king) + (color == Piece.WHITE ? step : -step);
                    if (rank >= 0 && rank < 8) {
                        front |= 1L << Square.of(f, rank);
                    }
                }
                if ((pawns & front) == 0) {
                    score += MISSING_SHIELD;
                }
            }
        }
        long zone = Attacks.king(king) | 1L << king;
        int theirs = (color ^ 1) << Piece.SHIFT_COLOR;
        int attackers = 0;
        int units = 0;
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            long bits = state.bitboard(theirs | type);
            while (bits != 0) {
                int square = Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if ((Attacks.of(type, square, occupied) & zone) != 0) {
                    attackers++;
                    units += UNITS[type];
                }
            }
        }
        if (attackers >= 2) {
            score += TaperedScore.of(-Math.min(MAX_ATTACK_PENALTY, 2 * units * units), 0);
        }
        return score;
    }
}

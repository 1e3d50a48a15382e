package dev.ply.games.chess.eval;

import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;

/** A bonus for holding both bishops: 30 centipawns in the middlegame, 50 in the endgame. */
public final class BishopPair implements EvaluationTerm {

    /** The packed bonus. */
    static final int BONUS = TaperedScore.of(30, 50);

    /** Creates an instance. */
    public BishopPair() {
    }

    @Override
    public int evaluate(ChessState state) {
        int score = 0;
        if (Long.bitCount(state.bitboard(Piece.WHITE_BISHOP)) >= 2) {
            score += BONUS;
        }
        if (Long.bitCount(state.bitboard(Piece.BLACK_BISHOP)) >= 2) {
            score -= BONUS;
        }
        return score;
    }
}

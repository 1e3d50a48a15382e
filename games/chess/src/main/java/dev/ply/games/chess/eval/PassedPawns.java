package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;
import dev.ply.games.chess.Square;

/**
 * What a passed pawn's surroundings add to {@link PawnStructure}'s bonus by rank, scaled by how far the pawn has come
 * (nothing up to its third rank, then 1, 2, 3 and 4 on its fourth to seventh): in the endgame, each king's distance (in
 * king moves) to the square in front of the pawn, the enemy king's weighed by {@code passed.king-enemy.eg} and the own
 * king's by {@code passed.king-own.eg}; and in both phases whether that square is empty ({@code passed.free.mg},
 * {@code passed.free.eg}). The defaults were fitted to Stockfish's scores of the positions of Ply's SPRT games and kept
 * by an SPRT (sprt-13, docs/experiments/2026-12-05-chess-drift.md).
 */
public final class PassedPawns implements EvaluationTerm {

    private static final EvaluatorWeights DEFAULTS = EvaluatorWeights.builder()
            .add("passed.king-enemy.eg", 8, -50, 50)
            .add("passed.king-own.eg", -8, -50, 50)
            .add("passed.free.mg", 10, -50, 100)
            .add("passed.free.eg", 7, -50, 100)
            .build();

    private final EvaluatorWeights weights;
    private final int kingEnemy;
    private final int kingOwn;
    private final int free;
    private final boolean off;

    /** Creates the term with its default weights. */
    public PassedPawns() {
        this(DEFAULTS);
    }

    private PassedPawns(EvaluatorWeights weights) {
        this.weights = weights;
        this.kingEnemy = TaperedScore.of(0, weights.value(0));
        this.kingOwn = TaperedScore.of(0, weights.value(1));
        this.free = TaperedScore.of(weights.value(2), weights.value(3));
        this.off = kingEnemy == 0 && kingOwn == 0 && free == 0;
    }

    @Override
    public int evaluate(ChessState state) {
        if (off) {
            return 0;
        }
        long white = state.bitboard(Piece.WHITE_PAWN);
        long black = state.bitboard(Piece.BLACK_PAWN);
        long occupied = state.occupied();
        return side(state, Piece.WHITE, PawnStructure.passedPawns(Piece.WHITE, white, black), occupied)
                - side(state, Piece.BLACK, PawnStructure.passedPawns(Piece.BLACK, black, white), occupied);
    }

    private int side(ChessState state, int color, long passed, long occupied) {
        int ownKing = state.kingSquare(color);
        int enemyKing = state.kingSquare(color ^ 1);
        int score = 0;
        while (passed != 0) {
            int square = Long.numberOfTrailingZeros(passed);
            passed &= passed - 1;
            int scale = Square.relativeRank(color, square) - 2;
            if (scale <= 0) {
                continue;
            }
            int front = color == Piece.WHITE ? square + 8 : square - 8;
            int perStep = kingEnemy * Square.distance(enemyKing, front) + kingOwn * Square.distance(ownKing, front)
                    + ((occupied >>> front & 1) == 0 ? free : 0);
            score += scale * perStep;
        }
        return score;
    }

    @Override
    public EvaluatorWeights weights() {
        return weights;
    }

    @Override
    public PassedPawns withWeights(EvaluatorWeights newWeights) {
        return new PassedPawns(newWeights);
    }
}

package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.Attacks;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;

/**
 * Space, a middlegame concern: the squares of files c to f on a side's second to fourth ranks that hold no pawn of
 * its own and no enemy pawn attacks, counted once more where they lie behind one of its pawns, weighted by the square
 * of the side's piece count (pawns and king excluded: the more pieces, the more space matters). Each side scores
 * {@code space.mg * count * pieces² / 256} in the middlegame; the weight is 0 by default, so the term costs one test
 * until it is fitted (Texel tuning) and loaded.
 */
public final class Space implements EvaluationTerm {

    private static final long CENTRE_FILES = (Attacks.FILE_A << 2) | (Attacks.FILE_A << 3) | (Attacks.FILE_A << 4)
            | (Attacks.FILE_A << 5);
    private static final long WHITE_AREA = CENTRE_FILES & 0xFFFFFF00L;
    private static final long BLACK_AREA = CENTRE_FILES & 0x00FFFFFF00000000L;
    private static final EvaluatorWeights DEFAULTS = EvaluatorWeights.builder().add("space.mg", 0, -50, 100).build();

    private final EvaluatorWeights weights;
    private final int weight;

    /** Creates the term with its default weight (0). */
    public Space() {
        this(DEFAULTS);
    }

    private Space(EvaluatorWeights weights) {
        this.weights = weights;
        this.weight = weights.value(0);
    }

    @Override
    public int evaluate(ChessState state) {
        if (weight == 0) {
            return 0;
        }
        long white = state.bitboard(Piece.WHITE_PAWN);
        long black = state.bitboard(Piece.BLACK_PAWN);
        int score = side(state, Piece.WHITE, WHITE_AREA & ~white & ~PawnStructure.pawnAttacks(Piece.BLACK, black),
                white >>> 8 | white >>> 16 | white >>> 24)
                - side(state, Piece.BLACK, BLACK_AREA & ~black & ~PawnStructure.pawnAttacks(Piece.WHITE, white),
                black << 8 | black << 16 | black << 24);
        return TaperedScore.of(score, 0);
    }

    /** One side's space: its safe squares, those behind its pawns counted twice, by its pieces squared. */
    private int side(ChessState state, int color, long safe, long behind) {
        long pieces = state.occupied(color) & ~state.bitboard(color << Piece.SHIFT_COLOR | Piece.PAWN)
                & ~state.bitboard(color << Piece.SHIFT_COLOR | Piece.KING);
        int count = Long.bitCount(pieces);
        return weight * (Long.bitCount(safe) + Long.bitCount(safe & behind)) * count * count / 256;
    }

    @Override
    public EvaluatorWeights weights() {
        return weights;
    }

    @Override
    public Space withWeights(EvaluatorWeights newWeights) {
        return new Space(newWeights);
    }
}

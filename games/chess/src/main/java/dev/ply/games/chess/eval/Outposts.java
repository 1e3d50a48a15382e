package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;
import dev.ply.games.chess.Square;

/**
 * Outposts: a knight or bishop on the enemy's half of the board (its fourth to sixth rank counted from its own side),
 * defended by a pawn of its side, where no enemy pawn can ever attack it (none ahead of it on the neighbouring files).
 * Weights {@code outposts.knight.mg}, {@code outposts.knight.eg}, {@code outposts.bishop.mg},
 * {@code outposts.bishop.eg}; the defaults were fitted to Stockfish's scores of the positions of Ply's SPRT games and
 * kept by an SPRT (sprt-13, docs/experiments/2026-12-05-chess-drift.md).
 */
public final class Outposts implements EvaluationTerm {

    private static final EvaluatorWeights DEFAULTS = EvaluatorWeights.builder()
            .add("outposts.knight.mg", 30, -50, 150)
            .add("outposts.knight.eg", 24, -50, 150)
            .add("outposts.bishop.mg", 27, -50, 150)
            .add("outposts.bishop.eg", -3, -50, 150)
            .build();

    private final EvaluatorWeights weights;
    private final int knight;
    private final int bishop;
    private final boolean off;

    /** Creates the term with its default weights. */
    public Outposts() {
        this(DEFAULTS);
    }

    private Outposts(EvaluatorWeights weights) {
        this.weights = weights;
        this.knight = TaperedScore.of(weights.value(0), weights.value(1));
        this.bishop = TaperedScore.of(weights.value(2), weights.value(3));
        this.off = knight == 0 && bishop == 0;
    }

    @Override
    public int evaluate(ChessState state) {
        if (off) {
            return 0;
        }
        long white = state.bitboard(Piece.WHITE_PAWN);
        long black = state.bitboard(Piece.BLACK_PAWN);
        return side(state, Piece.WHITE, white, black) - side(state, Piece.BLACK, black, white);
    }

    private int side(ChessState state, int color, long own, long enemy) {
        long defended = PawnStructure.pawnAttacks(color, own);
        int side = color << Piece.SHIFT_COLOR;
        return count(state.bitboard(side | Piece.KNIGHT) & defended, color, enemy) * knight
                + count(state.bitboard(side | Piece.BISHOP) & defended, color, enemy) * bishop;
    }

    /** How many of the pieces stand on outposts. */
    private static int count(long pieces, int color, long enemyPawns) {
        int count = 0;
        while (pieces != 0) {
            int square = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            int rank = Square.relativeRank(color, square);
            if (rank >= 3 && rank <= 5 && (PawnStructure.attackSpan(color, square) & enemyPawns) == 0) {
                count++;
            }
        }
        return count;
    }

    @Override
    public EvaluatorWeights weights() {
        return weights;
    }

    @Override
    public Outposts withWeights(EvaluatorWeights newWeights) {
        return new Outposts(newWeights);
    }
}

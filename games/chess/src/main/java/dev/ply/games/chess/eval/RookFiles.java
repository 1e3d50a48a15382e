package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.Attacks;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;
import dev.ply.games.chess.Square;

/**
 * Rooks on open files (no pawn on the file) and half-open files (no pawn of the rook's side). Weights
 * {@code rooks.open.mg}, {@code rooks.open.eg}, {@code rooks.half-open.mg}, {@code rooks.half-open.eg}; their defaults
 * were fitted to Stockfish's scores of the positions of Ply's SPRT games and kept by an SPRT (sprt-13,
 * docs/experiments/2026-12-05-chess-drift.md). The term costs one test while its weights are 0.
 */
public final class RookFiles implements EvaluationTerm {

    private static final EvaluatorWeights DEFAULTS = EvaluatorWeights.builder()
            .add("rooks.open.mg", 34, -100, 200)
            .add("rooks.open.eg", -8, -100, 200)
            .add("rooks.half-open.mg", 7, -100, 200)
            .add("rooks.half-open.eg", 9, -100, 200)
            .build();

    private final EvaluatorWeights weights;
    private final int open;
    private final int halfOpen;
    private final boolean off;

    /** Creates the term with its default weights. */
    public RookFiles() {
        this(DEFAULTS);
    }

    private RookFiles(EvaluatorWeights weights) {
        this.weights = weights;
        this.open = TaperedScore.of(weights.value(0), weights.value(1));
        this.halfOpen = TaperedScore.of(weights.value(2), weights.value(3));
        this.off = open == 0 && halfOpen == 0;
    }

    @Override
    public int evaluate(ChessState state) {
        if (off) {
            return 0;
        }
        long whitePawns = state.bitboard(Piece.WHITE_PAWN);
        long blackPawns = state.bitboard(Piece.BLACK_PAWN);
        return side(state.bitboard(Piece.WHITE_ROOK), whitePawns, blackPawns)
                - side(state.bitboard(Piece.BLACK_ROOK), blackPawns, whitePawns);
    }

    private int side(long rooks, long ownPawns, long enemyPawns) {
        int score = 0;
        while (rooks != 0) {
            long file = Attacks.FILE_A << Square.file(Long.numberOfTrailingZeros(rooks));
            rooks &= rooks - 1;
            if ((file & ownPawns) == 0) {
                score += (file & enemyPawns) == 0 ? open : halfOpen;
            }
        }
        return score;
    }

    @Override
    public EvaluatorWeights weights() {
        return weights;
    }

    @Override
    public RookFiles withWeights(EvaluatorWeights newWeights) {
        return new RookFiles(newWeights);
    }
}

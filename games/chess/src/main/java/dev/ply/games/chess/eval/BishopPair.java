package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;

/**
 * A bonus for holding both bishops: by default 51 centipawns in the middlegame, 27 in the endgame. Weights
 * {@code bishop-pair.mg}, {@code bishop-pair.eg}; the defaults were fitted to Stockfish's scores of the positions of
 * Ply's SPRT games and kept by an SPRT (sprt-13, docs/experiments/2026-12-05-chess-drift.md).
 */
public final class BishopPair implements EvaluationTerm {

    private static final EvaluatorWeights DEFAULTS = EvaluatorWeights.builder()
            .add("bishop-pair.mg", 51, -100, 200)
            .add("bishop-pair.eg", 27, -100, 200)
            .build();

    private final EvaluatorWeights weights;
    private final int bonus;

    /** Creates the term with its default weights. */
    public BishopPair() {
        this(DEFAULTS);
    }

    private BishopPair(EvaluatorWeights weights) {
        this.weights = weights;
        this.bonus = TaperedScore.of(weights.value(0), weights.value(1));
    }

    @Override
    public int evaluate(ChessState state) {
        int score = 0;
        if (Long.bitCount(state.bitboard(Piece.WHITE_BISHOP)) >= 2) {
            score += bonus;
        }
        if (Long.bitCount(state.bitboard(Piece.BLACK_BISHOP)) >= 2) {
            score -= bonus;
        }
        return score;
    }

    @Override
    public EvaluatorWeights weights() {
        return weights;
    }

    @Override
    public BishopPair withWeights(EvaluatorWeights newWeights) {
        return new BishopPair(newWeights);
    }
}

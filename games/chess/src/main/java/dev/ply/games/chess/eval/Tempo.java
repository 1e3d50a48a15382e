package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;

/**
 * The move: the side to move is a little better off than a static count says, since it acts first. Weights
 * {@code tempo.mg}, {@code tempo.eg}; the defaults were fitted to Stockfish's scores of the positions of Ply's SPRT
 * games and kept by an SPRT (sprt-13, docs/experiments/2026-12-05-chess-drift.md).
 */
public final class Tempo implements EvaluationTerm {

    private static final EvaluatorWeights DEFAULTS = EvaluatorWeights.builder()
            .add("tempo.mg", 24, -50, 100)
            .add("tempo.eg", 7, -50, 100)
            .build();

    private final EvaluatorWeights weights;
    private final int bonus;

    /** Creates the term with its default weights. */
    public Tempo() {
        this(DEFAULTS);
    }

    private Tempo(EvaluatorWeights weights) {
        this.weights = weights;
        this.bonus = TaperedScore.of(weights.value(0), weights.value(1));
    }

    @Override
    public int evaluate(ChessState state) {
        return state.sideToMove() == Piece.WHITE ? bonus : -bonus;
    }

    @Override
    public EvaluatorWeights weights() {
        return weights;
    }

    @Override
    public Tempo withWeights(EvaluatorWeights newWeights) {
        return new Tempo(newWeights);
    }
}

package dev.ply.games.chess;

import dev.ply.core.eval.Evaluator;
import dev.ply.core.eval.EvaluatorProvider;
import java.util.List;

/** Registers {@code chess:full}: the classic evaluator plus {@link RookActivity} and {@link Threats}. */
public final class ChessFullEvaluatorProvider implements EvaluatorProvider {

    private static final ChessEvaluator FULL = new ChessEvaluator(List.of(new PieceSquareTables(), new Mobility(),
            new PawnStructure(), new KingSafety(), new BishopPair(), new RookActivity(), new Threats()));

    @Override
    public String gameId() {
        return "chess";
    }

    @Override
    public String name() {
        return "full";
    }

    @Override
    public String description() {
        return "the classic evaluator plus rook activity, threats by pawns and the tempo";
    }

    @Override
    public Evaluator<?> create() {
        return FULL;
    }
}

package dev.ply.games.chess.eval;

import dev.ply.core.eval.Evaluator;
import dev.ply.core.eval.EvaluatorProvider;
import java.util.List;

/**
 * Registers {@code chess:classic}: PeSTO's tables plus {@link Mobility}, {@link PawnStructure}, {@link KingSafety},
 * the {@link BishopPair}, {@link RookFiles}, {@link Threats}, {@link PassedPawns}, {@link Outposts} and the
 * {@link Tempo}. The weights of the terms after PeSTO's were fitted to Stockfish's scores (Texel tuning) and kept by
 * an SPRT; {@link PawnChains}, {@link KingChecks}, {@link PiecePlacement}, {@link Space} and {@link KingShelter} follow
 * at weight 0 for the next fit. {@code eval=chess:classic,weights=FILE} plays with others.
 */
public final class ChessClassicEvaluatorProvider implements EvaluatorProvider {

    private static final ChessEvaluator CLASSIC = new ChessEvaluator(List.of(new PieceSquareTables(), new Mobility(),
            new PawnStructure(), new KingSafety(), new BishopPair(), new RookFiles(), new Threats(), new PassedPawns(),
            new Outposts(), new Tempo(), new PawnChains(), new KingChecks(), new PiecePlacement(), new Space(),
            new KingShelter()));

    /** Creates the instance; the service loader calls this. */
    public ChessClassicEvaluatorProvider() {
    }

    /**
     * The classic evaluator.
     *
     * @return the shared, thread-safe instance
     */
    public static ChessEvaluator classic() {
        return CLASSIC;
    }

    @Override
    public String gameId() {
        return "chess";
    }

    @Override
    public String name() {
        return "classic";
    }

    @Override
    public String description() {
        return "PeSTO's tables plus mobility, pawn structure, king safety and the bishop pair";
    }

    @Override
    public Evaluator<?> create() {
        return CLASSIC;
    }
}

package dev.ply.games.chess.eval;

import dev.ply.core.eval.Evaluator;
import dev.ply.core.eval.EvaluatorProvider;
import dev.ply.core.eval.WeightsFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Registers {@code chess:classic}: PeSTO's tables plus {@link Mobility}, {@link PawnStructure}, {@link KingSafety},
 * the {@link BishopPair}, the material {@link Imbalance}, {@link RookFiles}, {@link Threats}, {@link PassedPawns},
 * {@link Outposts}, the {@link Tempo}, {@link PawnChains}, {@link KingChecks}, {@link PiecePlacement}, {@link Space},
 * {@link KingShelter}, {@link Winnable} and the {@link EndgameScale}. It plays with the weights of its resource
 * {@code classic.weights}, which replace the terms' starting values: every weight but PeSTO's material (and the
 * terms not yet fitted) fitted to Stockfish's scores (Texel tuning) and kept by an SPRT (sprt-21); weights the file
 * leaves out keep their starting values. {@code eval=chess:classic,weights=FILE} plays with others.
 */
public final class ChessClassicEvaluatorProvider implements EvaluatorProvider {

    /** The class-path resource, beside this class, holding the fitted weights. */
    static final String WEIGHTS = "classic.weights";

    private static final ChessEvaluator CLASSIC = fitted(new ChessEvaluator(List.of(new PieceSquareTables(),
            new Mobility(), new PawnStructure(), new KingSafety(), new BishopPair(), new Imbalance(), new RookFiles(),
            new Threats(), new PassedPawns(), new Outposts(), new Tempo(), new PawnChains(), new KingChecks(),
            new PiecePlacement(), new Space(), new KingShelter(), new Winnable(), new EndgameScale())));

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

    private static ChessEvaluator fitted(ChessEvaluator starting) {
        try (InputStream in = ChessClassicEvaluatorProvider.class.getResourceAsStream(WEIGHTS)) {
            if (in == null) {
                throw new IllegalStateException("the chess module lacks its resource " + WEIGHTS);
            }
            List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
            return starting.withWeights(WeightsFile.parse(WEIGHTS, lines, "chess:classic", starting.weights())
                    .values());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the chess module's resource " + WEIGHTS, e);
        }
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
        return "PeSTO's tables and 14 terms (mobility, pawns, king safety...) fitted to Stockfish's scores";
    }

    @Override
    public Evaluator<?> create() {
        return CLASSIC;
    }
}

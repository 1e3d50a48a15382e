package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.core.eval.TunableEvaluator;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;
import java.util.ArrayList;
import java.util.List;

/**
 * A tapered evaluation: the sum of {@link EvaluationTerm}s, each scoring the middlegame and the endgame,
 * blended by the game phase (knights and bishops count 1, rooks 2, queens 4, up to 24 for the full set)
 * and turned to the side to move's point of view.
 *
 * <p>The default evaluator is {@link PieceSquareTables} alone (PeSTO's material and tables). New terms
 * (mobility, pawn structure, king safety) are added by passing them to {@link #ChessEvaluator(List)}.
 *
 * <p>Its weights are its terms' weights, one after the other ({@link #weights()}); {@link #withWeights(int[])} makes
 * the same evaluator with other values, as {@code ply tune} fits them and {@code weights=FILE} loads them.
 *
 * <p>Thread-safe and allocation-free as long as its terms are.
 */
public final class ChessEvaluator implements TunableEvaluator<ChessState> {

    /** The largest score {@link #evaluate} returns: scores beyond are clamped. */
    public static final int BOUND = 20_000;
    /** The score of a pawn up, {@link #advantageUnit()}. */
    public static final int ADVANTAGE_UNIT = 100;

    /** Each thread's attack map, filled once per evaluation when a term reads it. */
    private static final ThreadLocal<AttackMap> ATTACKS = ThreadLocal.withInitial(AttackMap::new);

    private final EvaluationTerm[] terms;
    private final EvaluatorWeights weights;
    private final boolean readsAttacks;

    /** The default: PeSTO's material and piece-square tables. */
    public ChessEvaluator() {
        this(List.of(new PieceSquareTables()));
    }

    /**
     * An evaluator summing the given terms.
     *
     * @param terms the terms, at least one; copied
     */
    public ChessEvaluator(List<? extends EvaluationTerm> terms) {
        if (terms.isEmpty()) {
            throw new IllegalArgumentException("an evaluator needs at least one term");
        }
        this.terms = terms.toArray(new EvaluationTerm[0]);
        List<EvaluatorWeights> parts = new ArrayList<>();
        boolean reads = false;
        for (EvaluationTerm term : this.terms) {
            parts.add(term.weights());
            reads |= term.readsAttacks();
        }
        this.readsAttacks = reads;
        this.weights = EvaluatorWeights.concat(parts);
    }

    @Override
    public EvaluatorWeights weights() {
        return weights;
    }

    @Override
    public ChessEvaluator withWeights(int[] values) {
        EvaluatorWeights all = weights.withValues(values);
        List<EvaluationTerm> tuned = new ArrayList<>();
        int from = 0;
        for (EvaluationTerm term : terms) {
            int to = from + term.weights().size();
            tuned.add(to == from ? term : term.withWeights(all.slice(from, to)));
            from = to;
        }
        return new ChessEvaluator(tuned);
    }

    /**
     * The game phase: 24 with all knights, bishops, rooks and queens on the board, 0 with none; more
     * pieces than the initial set (after promotions) count as 24.
     *
     * @param state the position
     * @return 0 to {@link TaperedScore#MAX_PHASE}
     */
    public static int phase(ChessState state) {
        int phase = Long.bitCount(state.bitboard(Piece.WHITE_KNIGHT) | state.bitboard(Piece.BLACK_KNIGHT)
                | state.bitboard(Piece.WHITE_BISHOP) | state.bitboard(Piece.BLACK_BISHOP))
                + 2 * Long.bitCount(state.bitboard(Piece.WHITE_ROOK) | state.bitboard(Piece.BLACK_ROOK))
                + 4 * Long.bitCount(state.bitboard(Piece.WHITE_QUEEN) | state.bitboard(Piece.BLACK_QUEEN));
        return Math.min(phase, TaperedScore.MAX_PHASE);
    }

    /**
     * The blended score of all terms from White's point of view.
     *
     * @param state the position; not modified
     * @return centipawns, positive when White stands better, not clamped
     */
    public int evaluateForWhite(ChessState state) {
        AttackMap attacks = null;
        if (readsAttacks) {
            attacks = ATTACKS.get();
            attacks.fill(state);
        }
        int packed = 0;
        for (EvaluationTerm term : terms) {
            packed += term.evaluate(state, attacks);
        }
        return TaperedScore.taper(packed, phase(state));
    }

    @Override
    public int evaluate(ChessState state) {
        int white = evaluateForWhite(state);
        int score = state.sideToMove() == Piece.WHITE ? white : -white;
        return Math.max(-BOUND, Math.min(BOUND, score));
    }

    @Override
    public int bound() {
        return BOUND;
    }

    /**
     * A pawn, 100 centipawns: Monte Carlo search then rates a pawn up at an expected result of about
     * 0.73, close to what engines' win-draw-loss models give a pawn's advantage.
     */
    @Override
    public int advantageUnit() {
        return ADVANTAGE_UNIT;
    }
}

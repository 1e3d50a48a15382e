package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.core.eval.TunableEvaluator;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A tapered evaluation: the sum of {@link EvaluationTerm}s, each scoring the middlegame and the endgame,
 * blended by the game phase (knights and bishops count 1, rooks 2, queens 4, up to 24 for the full set)
 * and turned to the side to move's point of view. {@link SumAdjustment}s among the terms change the others' sum
 * before the blend, in the order of the list: a {@link Winnable} by how winnable the position is, an
 * {@link EndgameScale} by the material on the board.
 *
 * <p>The default evaluator is {@link PieceSquareTables} alone (PeSTO's material and tables). New terms
 * (mobility, pawn structure, king safety) are added by passing them to {@link #ChessEvaluator(List)}.
 *
 * <p>Its weights are its terms' weights, one after the other ({@link #weights()}); {@link #withWeights(int[])} makes
 * the same evaluator with other values, as {@code ply tune} fits them and {@code weights=FILE} loads them.
 *
 * <p>Each thread keeps an {@link AttackMap}, filled once per evaluation for the terms that read attacks, and a
 * table of the {@link PawnTerm}s' sum by the pawns' and kings' squares, which a search finds there for most
 * positions.
 *
 * <p>Thread-safe and allocation-free (after a thread's first evaluation) as long as its terms are.
 */
public final class ChessEvaluator implements TunableEvaluator<ChessState> {

    /** The largest score {@link #evaluate} returns: scores beyond are clamped. */
    public static final int BOUND = 20_000;
    /** The score of a pawn up, {@link #advantageUnit()}. */
    public static final int ADVANTAGE_UNIT = 100;

    /** Each thread's attack map and pawn table. */
    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);
    /** Numbers the evaluators, so that one's pawn-table entries never serve another (other weights). */
    private static final AtomicLong SALTS = new AtomicLong();

    private final EvaluationTerm[] terms;
    /** The terms evaluated every time. */
    private final EvaluationTerm[] pieceTerms;
    /** The terms of the pawns and kings alone, kept in the thread's {@link PawnTable}. */
    private final EvaluationTerm[] pawnTerms;
    private final EvaluatorWeights weights;
    /** The terms that adjust the others' sum, in order; those whose weights change nothing left out. */
    private final SumAdjustment[] adjustments;
    private final boolean readsAttacks;
    private final long salt = SALTS.incrementAndGet() * 0xD6E8FEB86659FD93L;

    /** A thread's buffers: the attack map filled once per evaluation, the pawn table kept across evaluations. */
    private static final class Scratch {
        final AttackMap attacks = new AttackMap();
        final PawnTable pawns = new PawnTable();
    }

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
        this.adjustments = Arrays.stream(this.terms).filter(t -> t instanceof SumAdjustment)
                .map(t -> (SumAdjustment) t).filter(SumAdjustment::adjustsAnything).toArray(SumAdjustment[]::new);
        this.pieceTerms = Arrays.stream(this.terms)
                .filter(t -> !t.readsPawnsAndKingsOnly() && !(t instanceof SumAdjustment))
                .toArray(EvaluationTerm[]::new);
        this.pawnTerms = Arrays.stream(this.terms).filter(EvaluationTerm::readsPawnsAndKingsOnly)
                .toArray(EvaluationTerm[]::new);
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
        Scratch scratch = readsAttacks || pawnTerms.length > 0 ? SCRATCH.get() : null;
        AttackMap attacks = null;
        if (readsAttacks) {
            attacks = scratch.attacks;
            attacks.fill(state);
        }
        int packed = 0;
        for (EvaluationTerm term : pieceTerms) {
            packed += term.evaluate(state, attacks);
        }
        if (pawnTerms.length > 0) {
            long key = PawnTable.key(state, salt);
            int pawns = scratch.pawns.get(key);
            if (pawns == Integer.MIN_VALUE) {
                pawns = 0;
                for (EvaluationTerm term : pawnTerms) {
                    pawns += term.evaluate(state, null);
                }
                scratch.pawns.put(key, pawns);
            }
            packed += pawns;
        }
        for (SumAdjustment adjustment : adjustments) {
            packed = adjustment.adjust(state, packed);
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

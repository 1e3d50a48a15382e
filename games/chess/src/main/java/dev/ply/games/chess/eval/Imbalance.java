package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;

/**
 * The material imbalance, as Stockfish's classical evaluation scores it after Tord Romstad's: what a piece is worth
 * beside the other pieces on the board, a quadratic form in the pieces' counts. For each of a side's pieces of one
 * type, a weight for every piece of its own of the same or a lesser type ({@code imbalance.ours.knight.pawn}: a knight
 * gains with each own pawn) and for every enemy piece of a lesser type ({@code imbalance.theirs.queen.rook}); the
 * bishop pair counts as a type below the pawn ({@code imbalance.ours.rook.pair}). The pair's own worth is
 * {@link BishopPair}'s. Weights in sixteenths of a centipawn; the same score in both phases. White's sum less Black's.
 *
 * <p>Its starting weights are all 0, so an evaluator that holds it scores as before until its weights are fitted.
 */
public final class Imbalance implements EvaluationTerm {

    /** The types counted: the bishop pair (1 with two bishops or more), then pawn to queen as {@link Piece} numbers. */
    private static final int PAIR = 0;
    private static final int TYPES = Piece.QUEEN + 1;
    private static final String[] NAMES = {"pair", "pawn", "knight", "bishop", "rook", "queen"};
    private static final int BITS = 8;

    private static final EvaluatorWeights DEFAULTS = defaults();

    private final EvaluatorWeights weights;
    /** By {@code type * TYPES + other}: the weight of an own piece of {@code other} for each own {@code type}. */
    private final int[] ours = new int[TYPES * TYPES];
    /** The same for enemy pieces of {@code other}; 0 where {@code other >= type}. */
    private final int[] theirs = new int[TYPES * TYPES];
    private final boolean zero;

    /** Creates the term with its starting weights, which score nothing. */
    public Imbalance() {
        this(DEFAULTS);
    }

    private Imbalance(EvaluatorWeights weights) {
        this.weights = weights;
        int index = 0;
        boolean allZero = true;
        for (int type = Piece.PAWN; type <= Piece.QUEEN; type++) {
            for (int other = PAIR; other <= type; other++) {
                ours[type * TYPES + other] = weights.value(index++);
                allZero &= ours[type * TYPES + other] == 0;
            }
            for (int other = PAIR; other < type; other++) {
                theirs[type * TYPES + other] = weights.value(index++);
                allZero &= theirs[type * TYPES + other] == 0;
            }
        }
        zero = allZero;
    }

    private static EvaluatorWeights defaults() {
        EvaluatorWeights.Builder builder = EvaluatorWeights.builder();
        for (int type = Piece.PAWN; type <= Piece.QUEEN; type++) {
            for (int other = PAIR; other <= type; other++) {
                builder.add("imbalance.ours." + NAMES[type] + "." + NAMES[other], 0, -4096, 4096);
            }
            for (int other = PAIR; other < type; other++) {
                builder.add("imbalance.theirs." + NAMES[type] + "." + NAMES[other], 0, -4096, 4096);
            }
        }
        return builder.build();
    }

    @Override
    public int evaluate(ChessState state) {
        if (zero) {
            return 0;
        }
        long white = counts(state, Piece.WHITE);
        long black = counts(state, Piece.BLACK);
        int score = (side(white, black) - side(black, white)) / 16;
        return TaperedScore.of(score, score);
    }

    /** A side's counts by type, {@value #BITS} bits each, the pair first. */
    private static long counts(ChessState state, int color) {
        long counts = 0;
        for (int type = Piece.PAWN; type <= Piece.QUEEN; type++) {
            counts |= (long) Long.bitCount(state.bitboard(color << Piece.SHIFT_COLOR | type)) << (type * BITS);
        }
        return counts | (count(counts, Piece.BISHOP) >= 2 ? 1 : 0);
    }

    private static int count(long counts, int type) {
        return (int) (counts >>> (type * BITS)) & 0xFF;
    }

    /** One side's quadratic form, in sixteenths of a centipawn. */
    private int side(long us, long them) {
        int bonus = 0;
        for (int type = Piece.PAWN; type <= Piece.QUEEN; type++) {
            int pieces = count(us, type);
            if (pieces == 0) {
                continue;
            }
            int value = 0;
            for (int other = PAIR; other <= type; other++) {
                value += ours[type * TYPES + other] * count(us, other) + theirs[type * TYPES + other] * count(them, other);
            }
            bonus += pieces * value;
        }
        return bonus;
    }

    @Override
    public EvaluatorWeights weights() {
        return weights;
    }

    @Override
    public Imbalance withWeights(EvaluatorWeights newWeights) {
        return new Imbalance(newWeights);
    }
}

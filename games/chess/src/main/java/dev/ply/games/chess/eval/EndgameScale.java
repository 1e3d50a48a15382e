package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.Attacks;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;

/**
 * How much of the endgame score the side ahead can hope to turn into a win, as Stockfish's classical evaluation
 * scales it: a factor out of {@value #NORMAL} on the endgame half of the evaluation, by the material on the board.
 * Bishops of opposite colours draw often, alone ({@code scale.ocb}) or with other pieces ({@code scale.ocb-pieces});
 * a side without pawns whose pieces are worth at most a minor piece more than the other side's rarely wins
 * ({@code scale.no-pawns}); a rook each and nothing else but pawns, the side ahead at most one pawn up, is the ending
 * "all rook endings are drawn" speaks of ({@code scale.rook-ending}); pieces of equal worth and one pawn more is an
 * edge that often fails to win ({@code scale.one-pawn}); otherwise the factor is at most {@code scale.pawns-base} plus
 * {@code scale.pawns-per} for each pawn of the side ahead (few pawns, fewer winning chances). The side ahead is the
 * one the endgame score favours; the first case that holds, in that order, decides.
 *
 * <p>A {@link SumAdjustment}: {@link ChessEvaluator} applies {@link #factor} to the sum of the terms before it, the
 * endgame half only. Its starting weights scale nothing (every factor {@value #NORMAL}), so an evaluator that holds
 * it scores as before until its weights are fitted.
 */
public final class EndgameScale implements SumAdjustment {

    /** The factor that leaves the endgame score as it is. */
    public static final int NORMAL = 64;

    /** What a side's pieces are worth for the comparison of {@code scale.no-pawns}, in pawns, by type. */
    private static final int[] PIECE_WORTH = {0, 0, 3, 3, 5, 9};

    private static final EvaluatorWeights DEFAULTS = EvaluatorWeights.builder()
            .add("scale.ocb", NORMAL, 0, NORMAL)
            .add("scale.ocb-pieces", NORMAL, 0, NORMAL)
            .add("scale.no-pawns", NORMAL, 0, NORMAL)
            .add("scale.pawns-base", NORMAL, 0, NORMAL)
            .add("scale.pawns-per", 0, 0, 32)
            .add("scale.rook-ending", NORMAL, 0, NORMAL)
            .add("scale.one-pawn", NORMAL, 0, NORMAL)
            .build();

    private final EvaluatorWeights weights;
    private final int oppositeBishops;
    private final int oppositeBishopsWithPieces;
    private final int noPawns;
    private final int pawnsBase;
    private final int pawnsPer;
    private final int rookEnding;
    private final int onePawn;

    /** Creates the term with its starting weights, which scale nothing. */
    public EndgameScale() {
        this(DEFAULTS);
    }

    private EndgameScale(EvaluatorWeights weights) {
        this.weights = weights;
        oppositeBishops = weights.value(0);
        oppositeBishopsWithPieces = weights.value(1);
        noPawns = weights.value(2);
        pawnsBase = weights.value(3);
        pawnsPer = weights.value(4);
        rookEnding = weights.value(5);
        onePawn = weights.value(6);
    }

    /**
     * The sum with its endgame half scaled by {@link #factor} (out of {@value #NORMAL}).
     *
     * @param state the position; not modified
     * @param sum the terms' sum before this one, from White's point of view
     * @return the sum with its endgame half scaled; the middlegame half as it was
     */
    @Override
    public int adjust(ChessState state, int sum) {
        int endgame = TaperedScore.endgame(sum);
        int factor = endgame == 0 ? NORMAL : factor(state, endgame);
        return factor == NORMAL ? sum : TaperedScore.of(TaperedScore.middlegame(sum), endgame * factor / NORMAL);
    }

    /**
     * The factor on the endgame score.
     *
     * @param state the position; not modified
     * @param endgame the endgame score of the other terms from White's point of view; the side it favours is the side
     *     ahead
     * @return 0 to {@value #NORMAL}
     */
    public int factor(ChessState state, int endgame) {
        int strong = endgame > 0 ? Piece.WHITE : Piece.BLACK;
        int strongWorth = worth(state, strong);
        int weakWorth = worth(state, strong ^ 1);
        long whiteBishops = state.bitboard(Piece.WHITE_BISHOP);
        long blackBishops = state.bitboard(Piece.BLACK_BISHOP);
        if (Long.bitCount(whiteBishops) == 1 && Long.bitCount(blackBishops) == 1
                && ((whiteBishops & Attacks.DARK_SQUARES) == 0) != ((blackBishops & Attacks.DARK_SQUARES) == 0)) {
            // Alone, each side's bishop is all its pieces are worth.
            int bishop = PIECE_WORTH[Piece.BISHOP];
            return strongWorth == bishop && weakWorth == bishop ? oppositeBishops : oppositeBishopsWithPieces;
        }
        int strongPawns = Long.bitCount(state.bitboard(strong << Piece.SHIFT_COLOR | Piece.PAWN));
        if (strongPawns == 0 && strongWorth - weakWorth <= PIECE_WORTH[Piece.BISHOP]) {
            return noPawns;
        }
        int pawnsUp = strongPawns - Long.bitCount(state.bitboard((strong ^ 1) << Piece.SHIFT_COLOR | Piece.PAWN));
        if (strongWorth == weakWorth && strongWorth > 0 && pawnsUp <= 1) {
            if (strongWorth == PIECE_WORTH[Piece.ROOK]) { // a rook each: no other set of pieces is worth 5
                return rookEnding;
            }
            if (pawnsUp == 1) {
                return onePawn;
            }
        }
        return Math.min(NORMAL, pawnsBase + pawnsPer * strongPawns);
    }

    /** A side's pieces but pawns and king, in pawns. */
    private static int worth(ChessState state, int color) {
        int worth = 0;
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            worth += PIECE_WORTH[type] * Long.bitCount(state.bitboard(color << Piece.SHIFT_COLOR | type));
        }
        return worth;
    }

    /**
     * Whether some weight scales anything; an evaluator skips the term when none does.
     *
     * @return whether a factor can be less than {@value #NORMAL}
     */
    @Override
    public boolean adjustsAnything() {
        return oppositeBishops < NORMAL || oppositeBishopsWithPieces < NORMAL || noPawns < NORMAL
                || pawnsBase < NORMAL || rookEnding < NORMAL || onePawn < NORMAL;
    }

    @Override
    public EvaluatorWeights weights() {
        return weights;
    }

    @Override
    public EndgameScale withWeights(EvaluatorWeights newWeights) {
        return new EndgameScale(newWeights);
    }
}

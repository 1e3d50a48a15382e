package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.Attacks;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;
import dev.ply.games.chess.Square;
import java.util.Arrays;

/**
 * How winnable the position is, as Stockfish's classical evaluation judges it (its "initiative", later "winnable"):
 * a complexity, the weighted sum of what gives the side ahead chances (passed pawns, pawns, the kings' outflanking,
 * pawns on both flanks, a king beyond its half, a board without pieces) less what kills them (the kings facing each
 * other on a one-flank pawn position) and a base, moves the endgame half of the sum away from 0 when it is positive
 * and towards 0, never past it, when it is negative. The middlegame half only ever moves towards 0, by the complexity
 * plus {@code winnable.mg} where that is negative.
 *
 * <p>The features, each weighted by {@code winnable.NAME}: {@code passed}, every passed pawn of either side;
 * {@code pawns}, every pawn; {@code outflanking}, the kings' distance in files less their distance in ranks;
 * {@code both-flanks}, pawns on both the queen's (files a-d) and the king's (e-h) side; {@code infiltration}, a king
 * beyond its own half of the board; {@code pawnless}, no pieces but pawns and kings; {@code unwinnable}, outflanking
 * below 0 with pawns on one flank only; {@code base}, always.
 *
 * <p>A {@link SumAdjustment}, applied before an {@link EndgameScale} as Stockfish applies its scale to the adjusted
 * endgame score. Its starting weights are all 0, which adjusts nothing, so an evaluator that holds it scores as
 * before until its weights are fitted.
 */
public final class Winnable implements SumAdjustment {

    private static final long QUEEN_SIDE = Attacks.FILE_A | Attacks.FILE_A << 1 | Attacks.FILE_A << 2
            | Attacks.FILE_A << 3;
    private static final long KING_SIDE = ~QUEEN_SIDE;

    private static final EvaluatorWeights DEFAULTS = EvaluatorWeights.builder()
            .add("winnable.passed", 0, -64, 64)
            .add("winnable.pawns", 0, -64, 64)
            .add("winnable.outflanking", 0, -64, 64)
            .add("winnable.both-flanks", 0, -128, 128)
            .add("winnable.infiltration", 0, -128, 128)
            .add("winnable.pawnless", 0, -128, 128)
            .add("winnable.unwinnable", 0, -256, 256)
            .add("winnable.base", 0, -512, 256)
            .add("winnable.mg", 0, -256, 256)
            .build();

    private final EvaluatorWeights weights;
    private final int passed;
    private final int pawns;
    private final int outflanking;
    private final int bothFlanks;
    private final int infiltration;
    private final int pawnless;
    private final int unwinnable;
    private final int base;
    private final int middlegame;

    /** Creates the term with its starting weights, which adjust nothing. */
    public Winnable() {
        this(DEFAULTS);
    }

    private Winnable(EvaluatorWeights weights) {
        this.weights = weights;
        passed = weights.value(0);
        pawns = weights.value(1);
        outflanking = weights.value(2);
        bothFlanks = weights.value(3);
        infiltration = weights.value(4);
        pawnless = weights.value(5);
        unwinnable = weights.value(6);
        base = weights.value(7);
        middlegame = weights.value(8);
    }

    /**
     * The complexity of a position: the features' weighted sum (see the class comment).
     *
     * @param state the position; not modified
     * @return the complexity in centipawns; positive favours a win for the side ahead, negative a draw
     */
    public int complexity(ChessState state) {
        long whitePawns = state.bitboard(Piece.WHITE_PAWN);
        long blackPawns = state.bitboard(Piece.BLACK_PAWN);
        long allPawns = whitePawns | blackPawns;
        int whiteKing = Long.numberOfTrailingZeros(state.bitboard(Piece.WHITE_KING));
        int blackKing = Long.numberOfTrailingZeros(state.bitboard(Piece.BLACK_KING));
        int passedPawns = Long.bitCount(PawnStructure.passedPawns(Piece.WHITE, whitePawns, blackPawns))
                + Long.bitCount(PawnStructure.passedPawns(Piece.BLACK, blackPawns, whitePawns));
        int kingsOutflanking = Math.abs(Square.file(whiteKing) - Square.file(blackKing))
                - Math.abs(Square.rank(whiteKing) - Square.rank(blackKing));
        boolean onBothFlanks = (allPawns & QUEEN_SIDE) != 0 && (allPawns & KING_SIDE) != 0;
        boolean kingInfiltrated = Square.rank(whiteKing) > 3 || Square.rank(blackKing) < 4;
        long pieces = state.occupied() & ~allPawns & ~state.bitboard(Piece.WHITE_KING)
                & ~state.bitboard(Piece.BLACK_KING);
        int sum = passed * passedPawns + pawns * Long.bitCount(allPawns) + outflanking * kingsOutflanking + base;
        if (onBothFlanks) {
            sum += bothFlanks;
        }
        if (kingInfiltrated) {
            sum += infiltration;
        }
        if (pieces == 0) {
            sum += pawnless;
        }
        if (kingsOutflanking < 0 && !onBothFlanks) {
            sum += unwinnable;
        }
        return sum;
    }

    /**
     * The sum moved by the complexity: the endgame half away from 0 by a positive complexity, towards 0 and at most to
     * 0 by a negative one; the middlegame half towards 0, at most to 0, by the complexity plus {@code winnable.mg}
     * where that is negative, and not at all where it is not. A half that is 0 stays 0.
     *
     * @param state the position; not modified
     * @param sum the terms' sum before this one, from White's point of view
     * @return the adjusted sum
     */
    @Override
    public int adjust(ChessState state, int sum) {
        int mg = TaperedScore.middlegame(sum);
        int eg = TaperedScore.endgame(sum);
        int complexity = complexity(state);
        int mgShift = Integer.signum(mg) * Math.max(Math.min(complexity + middlegame, 0), -Math.abs(mg));
        int egShift = Integer.signum(eg) * Math.max(complexity, -Math.abs(eg));
        return TaperedScore.of(mg + mgShift, eg + egShift);
    }

    @Override
    public boolean adjustsAnything() {
        return Arrays.stream(weights.values()).anyMatch(value -> value != 0);
    }

    @Override
    public EvaluatorWeights weights() {
        return weights;
    }

    @Override
    public Winnable withWeights(EvaluatorWeights newWeights) {
        return new Winnable(newWeights);
    }
}

package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.Attacks;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;
import dev.ply.games.chess.Square;

/**
 * How pawns hold together: a pawn with a pawn of its side beside it on the same rank (a phalanx) and a pawn defended
 * by one of its side (supported) each earn a bonus by rank counted from the pawn's own side; a backward pawn, one
 * whose neighbours on the files beside it have all gone past it and whose next square an enemy pawn holds or
 * attacks, pays a penalty (an isolated pawn has no neighbours and is {@link PawnStructure}'s). A pawn both in a
 * phalanx and supported earns both. Weights {@code chains.phalanx.rank2.mg} to {@code chains.phalanx.rank7.eg},
 * {@code chains.supported.rank3.mg} to {@code chains.supported.rank7.eg}, {@code chains.backward.mg} and
 * {@code .eg}; all 0 by default, so the term costs one test until weights are fitted (Texel tuning) and loaded.
 */
public final class PawnChains implements PawnTerm {

    private static final EvaluatorWeights DEFAULTS = defaults();

    private final EvaluatorWeights weights;
    /** Phalanx bonus by relative rank (index 1 is a pawn's starting rank). */
    private final int[] phalanx = new int[8];
    /** Supported bonus by relative rank. */
    private final int[] supported = new int[8];
    private final int backward;
    private final boolean off;

    /** Creates the term with its default weights (all 0). */
    public PawnChains() {
        this(DEFAULTS);
    }

    private PawnChains(EvaluatorWeights weights) {
        this.weights = weights;
        boolean any = false;
        for (int rank = 1; rank <= 6; rank++) {
            phalanx[rank] = TaperedScore.of(weights.value(2 * rank - 2), weights.value(2 * rank - 1));
            any |= phalanx[rank] != 0;
        }
        for (int rank = 2; rank <= 6; rank++) {
            supported[rank] = TaperedScore.of(weights.value(8 + 2 * rank), weights.value(9 + 2 * rank));
            any |= supported[rank] != 0;
        }
        backward = TaperedScore.of(weights.value(22), weights.value(23));
        off = !any && backward == 0;
    }

    private static EvaluatorWeights defaults() {
        String[] bonuses = {"phalanx.rank2", "phalanx.rank3", "phalanx.rank4", "phalanx.rank5", "phalanx.rank6",
            "phalanx.rank7", "supported.rank3", "supported.rank4", "supported.rank5", "supported.rank6",
            "supported.rank7"};
        EvaluatorWeights.Builder builder = TaperedScore.addPairs(EvaluatorWeights.builder(), "chains", bonuses, null,
                -50, 200);
        return TaperedScore.addPairs(builder, "chains", new String[] {"backward"}, null, -100, 50).build();
    }

    @Override
    public int evaluate(ChessState state) {
        if (off) {
            return 0;
        }
        long white = state.bitboard(Piece.WHITE_PAWN);
        long black = state.bitboard(Piece.BLACK_PAWN);
        return side(Piece.WHITE, white, black) - side(Piece.BLACK, black, white);
    }

    private int side(int color, long own, long enemy) {
        long level = (own & ~Attacks.FILE_A) >>> 1 | (own & ~Attacks.FILE_H) << 1;
        long defended = PawnStructure.pawnAttacks(color, own);
        long enemyAttacks = PawnStructure.pawnAttacks(color ^ 1, enemy);
        int score = 0;
        long pawns = own;
        while (pawns != 0) {
            int square = Long.numberOfTrailingZeros(pawns);
            long bit = pawns & -pawns;
            pawns &= pawns - 1;
            int rank = Square.relativeRank(color, square);
            if ((level & bit) != 0) {
                score += phalanx[rank];
            }
            if ((defended & bit) != 0) {
                score += supported[rank];
            }
            long beside = own & PawnStructure.NEIGHBOUR_FILES[Square.file(square)];
            // Neighbours, all of them ahead of it: none behind or level that could still come up to support it.
            if (beside != 0 && (beside & ~PawnStructure.attackSpan(color, square)) == 0) {
                long stop = color == Piece.WHITE ? bit << 8 : bit >>> 8;
                if ((stop & (enemy | enemyAttacks)) != 0) {
                    score += backward;
                }
            }
        }
        return score;
    }

    @Override
    public EvaluatorWeights weights() {
        return weights;
    }

    @Override
    public PawnChains withWeights(EvaluatorWeights newWeights) {
        return new PawnChains(newWeights);
    }
}

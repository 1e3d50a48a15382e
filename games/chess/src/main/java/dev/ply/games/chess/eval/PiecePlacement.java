package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.Attacks;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;
import dev.ply.games.chess.Square;

/**
 * Where pieces stand: a rook on the seventh rank (counted from its side) while the enemy king is on the eighth or
 * enemy pawns are on the seventh; a knight or bishop with a pawn (of either side) right in front of it, shielded from
 * attack along the file; a bishop, for each pawn of its own side on squares of its colour (pawns that block it); a
 * bishop that, through pawns alone, sees both centre squares of its colour on the long diagonal; a knight or bishop,
 * for each king move between it and its own king; a rook on a file that holds a queen (either side's); a rook with
 * at most three squares to go to, on its first rank on the same side of its king there (trapped by its own king).
 * Weights {@code pieces.rook-seventh.mg} and {@code .eg}, likewise {@code minor-behind-pawn}, {@code bishop-pawns},
 * {@code long-diagonal}, {@code king-protector}, {@code rook-queen-file} and {@code trapped-rook}; all 0 by default,
 * so the term costs one test until weights are fitted (Texel tuning) and loaded.
 */
public final class PiecePlacement implements EvaluationTerm {

    private static final String[] NAMES = {"rook-seventh", "minor-behind-pawn", "bishop-pawns", "long-diagonal",
        "king-protector", "rook-queen-file", "trapped-rook"};
    private static final long CENTRE = 1L << Square.of(3, 3) | 1L << Square.of(4, 3) | 1L << Square.of(3, 4)
            | 1L << Square.of(4, 4);
    private static final EvaluatorWeights DEFAULTS = defaults();

    private final EvaluatorWeights weights;
    private final int rookSeventh;
    private final int minorBehindPawn;
    private final int bishopPawns;
    private final int longDiagonal;
    private final int kingProtector;
    private final int rookQueenFile;
    private final int trappedRook;
    private final boolean off;

    /** Creates the term with its default weights (all 0). */
    public PiecePlacement() {
        this(DEFAULTS);
    }

    private PiecePlacement(EvaluatorWeights weights) {
        this.weights = weights;
        rookSeventh = TaperedScore.of(weights.value(0), weights.value(1));
        minorBehindPawn = TaperedScore.of(weights.value(2), weights.value(3));
        bishopPawns = TaperedScore.of(weights.value(4), weights.value(5));
        longDiagonal = TaperedScore.of(weights.value(6), weights.value(7));
        kingProtector = TaperedScore.of(weights.value(8), weights.value(9));
        rookQueenFile = TaperedScore.of(weights.value(10), weights.value(11));
        trappedRook = TaperedScore.of(weights.value(12), weights.value(13));
        off = rookSeventh == 0 && minorBehindPawn == 0 && bishopPawns == 0 && longDiagonal == 0 && kingProtector == 0
                && rookQueenFile == 0 && trappedRook == 0;
    }

    private static EvaluatorWeights defaults() {
        return TaperedScore.addPairs(EvaluatorWeights.builder(), "pieces", NAMES, null, -100, 150).build();
    }

    @Override
    public int evaluate(ChessState state) {
        if (off) {
            return 0;
        }
        long pawns = state.bitboard(Piece.WHITE_PAWN) | state.bitboard(Piece.BLACK_PAWN);
        return side(state, Piece.WHITE, pawns) - side(state, Piece.BLACK, pawns);
    }

    private int side(ChessState state, int color, long pawns) {
        int ours = color << Piece.SHIFT_COLOR;
        int theirs = (color ^ 1) << Piece.SHIFT_COLOR;
        int score = 0;
        long seventh = color == Piece.WHITE ? Attacks.RANK_8 >>> 8 : Attacks.RANK_1 << 8;
        long eighth = color == Piece.WHITE ? Attacks.RANK_8 : Attacks.RANK_1;
        if ((state.bitboard(theirs | Piece.KING) & eighth) != 0
                || (state.bitboard(theirs | Piece.PAWN) & seventh) != 0) {
            score += rookSeventh * Long.bitCount(state.bitboard(ours | Piece.ROOK) & seventh);
        }
        long minors = state.bitboard(ours | Piece.KNIGHT) | state.bitboard(ours | Piece.BISHOP);
        long shielded = color == Piece.WHITE ? pawns >>> 8 : pawns << 8;
        score += minorBehindPawn * Long.bitCount(minors & shielded);
        long ownPawns = state.bitboard(ours | Piece.PAWN);
        int king = state.kingSquare(color);
        long protectors = minors;
        while (protectors != 0) {
            score += kingProtector * Square.distance(Long.numberOfTrailingZeros(protectors), king);
            protectors &= protectors - 1;
        }
        long queens = state.bitboard(Piece.WHITE_QUEEN) | state.bitboard(Piece.BLACK_QUEEN);
        long rooks = state.bitboard(ours | Piece.ROOK);
        long firstRank = color == Piece.WHITE ? Attacks.RANK_1 : Attacks.RANK_8;
        while (rooks != 0) {
            int square = Long.numberOfTrailingZeros(rooks);
            rooks &= rooks - 1;
            if ((queens & Attacks.FILE_A << Square.file(square)) != 0) {
                score += rookQueenFile;
            }
            if ((firstRank >>> square & 1) != 0 && (firstRank >>> king & 1) != 0
                    && (Square.file(king) < 4) == (Square.file(square) < Square.file(king))
                    && Long.bitCount(Attacks.rook(square, state.occupied()) & ~state.occupied(color)) <= 3) {
                score += trappedRook;
            }
        }
        long bishops = state.bitboard(ours | Piece.BISHOP);
        while (bishops != 0) {
            int square = Long.numberOfTrailingZeros(bishops);
            bishops &= bishops - 1;
            long colour = (Attacks.DARK_SQUARES & 1L << square) != 0 ? Attacks.DARK_SQUARES : ~Attacks.DARK_SQUARES;
            score += bishopPawns * Long.bitCount(ownPawns & colour);
            if (Long.bitCount(Attacks.bishop(square, pawns) & CENTRE) > 1) {
                score += longDiagonal;
            }
        }
        return score;
    }

    @Override
    public EvaluatorWeights weights() {
        return weights;
    }

    @Override
    public PiecePlacement withWeights(EvaluatorWeights newWeights) {
        return new PiecePlacement(newWeights);
    }
}

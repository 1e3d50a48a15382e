package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.Attacks;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;
import dev.ply.games.chess.Square;

/**
 * Pawn structure (by default, middlegame/endgame, centipawns): each pawn beyond the first on a file costs 14/14; a pawn
 * with no pawn of its side on the neighbouring files (isolated) costs 8/13; a passed pawn (no enemy pawn ahead of it on
 * its own or a neighbouring file) earns a bonus by rank, from 3/19 on its second rank to 136/-10 on its seventh (the
 * endgame's worth of an advanced pawn is mostly in the piece-square tables). Weights: {@code pawns.doubled.mg},
 * {@code pawns.isolated.eg}, {@code pawns.passed.rank5.mg}...; the defaults were fitted to Stockfish's scores of the
 * positions of Ply's SPRT games and kept by an SPRT (sprt-13, docs/experiments/2026-12-05-chess-drift.md).
 */
public final class PawnStructure implements PawnTerm {

    private static final EvaluatorWeights DEFAULTS = defaults();

    private final EvaluatorWeights weights;
    private final int doubled;
    private final int isolated;
    /** Passed-pawn bonus by rank counted from the pawn's own side (index 1 is its starting rank). */
    private final int[] passed = new int[8];
    private static final long[] FILES = new long[8];
    /** The files beside a file, on every rank; PawnChains reads them too. */
    static final long[] NEIGHBOUR_FILES = new long[8];
    /** Squares ahead of a pawn of colour {@code c} on square {@code s}, on its file and the two beside, at {@code c << 6 | s}. */
    private static final long[] PASSED_SPAN = new long[128];

    static {
        for (int file = 0; file < 8; file++) {
            FILES[file] = Attacks.FILE_A << file;
        }
        for (int file = 0; file < 8; file++) {
            NEIGHBOUR_FILES[file] = (file > 0 ? FILES[file - 1] : 0) | (file < 7 ? FILES[file + 1] : 0);
        }
        for (int square = 0; square < 64; square++) {
            long files = FILES[Square.file(square)] | NEIGHBOUR_FILES[Square.file(square)];
            long whiteAhead = Square.rank(square) == 7 ? 0 : -1L << (8 * (Square.rank(square) + 1));
            long blackAhead = (1L << (8 * Square.rank(square))) - 1;
            PASSED_SPAN[Piece.WHITE << 6 | square] = files & whiteAhead;
            PASSED_SPAN[Piece.BLACK << 6 | square] = files & blackAhead;
        }
    }

    /** Creates the term with its default weights. */
    public PawnStructure() {
        this(DEFAULTS);
    }

    private PawnStructure(EvaluatorWeights weights) {
        this.weights = weights;
        doubled = TaperedScore.of(weights.value(0), weights.value(1));
        isolated = TaperedScore.of(weights.value(2), weights.value(3));
        for (int rank = 1; rank <= 6; rank++) {
            passed[rank] = TaperedScore.of(weights.value(2 + 2 * rank), weights.value(3 + 2 * rank));
        }
    }

    private static EvaluatorWeights defaults() {
        EvaluatorWeights.Builder builder = EvaluatorWeights.builder()
                .add("pawns.doubled.mg", -14, -100, 50).add("pawns.doubled.eg", -14, -100, 50)
                .add("pawns.isolated.mg", -8, -100, 50).add("pawns.isolated.eg", -13, -100, 50);
        int[][] passed = {{3, 19}, {-10, 17}, {1, 31}, {17, 45}, {64, 18}, {136, -10}};
        for (int rank = 1; rank <= 6; rank++) {
            builder.add("pawns.passed.rank" + (rank + 1) + ".mg", passed[rank - 1][0], -50, 300)
                    .add("pawns.passed.rank" + (rank + 1) + ".eg", passed[rank - 1][1], -50, 300);
        }
        return builder.build();
    }

    /**
     * The squares a colour's pawns attack.
     *
     * @param color the pawns' colour
     * @param pawns their bitboard
     * @return the attacked squares
     */
    static long pawnAttacks(int color, long pawns) {
        return color == Piece.WHITE
                ? (pawns & ~Attacks.FILE_A) << 7 | (pawns & ~Attacks.FILE_H) << 9
                : (pawns & ~Attacks.FILE_A) >>> 9 | (pawns & ~Attacks.FILE_H) >>> 7;
    }

    @Override
    public int evaluate(ChessState state) {
        long white = state.bitboard(Piece.WHITE_PAWN);
        long black = state.bitboard(Piece.BLACK_PAWN);
        return side(Piece.WHITE, white, black) - side(Piece.BLACK, black, white);
    }

    private int side(int color, long own, long enemy) {
        int score = 0;
        for (int file = 0; file < 8; file++) {
            long onFile = own & FILES[file];
            if (onFile == 0) {
                continue;
            }
            int count = Long.bitCount(onFile);
            score += (count - 1) * doubled;
            if ((own & NEIGHBOUR_FILES[file]) == 0) {
                score += count * isolated;
            }
        }
        long pawns = passedPawns(color, own, enemy);
        while (pawns != 0) {
            score += passed[Square.relativeRank(color, Long.numberOfTrailingZeros(pawns))];
            pawns &= pawns - 1;
        }
        return score;
    }

    /**
     * The passed pawns of a side: those with no enemy pawn ahead on their own file or a neighbouring one.
     *
     * @param color the side
     * @param own its pawns
     * @param enemy the other side's pawns
     * @return the passed ones among {@code own}
     */
    static long passedPawns(int color, long own, long enemy) {
        long passedOnes = 0;
        long pawns = own;
        while (pawns != 0) {
            int square = Long.numberOfTrailingZeros(pawns);
            pawns &= pawns - 1;
            if ((PASSED_SPAN[color << 6 | square] & enemy) == 0) {
                passedOnes |= 1L << square;
            }
        }
        return passedOnes;
    }

    /**
     * The squares from which an enemy pawn could one day attack a square: ahead of it, seen from {@code color}, on
     * the neighbouring files.
     *
     * @param color the side whose square it is
     * @param square the square
     * @return those squares
     */
    static long attackSpan(int color, int square) {
        return PASSED_SPAN[color << 6 | square] & NEIGHBOUR_FILES[Square.file(square)];
    }

    @Override
    public EvaluatorWeights weights() {
        return weights;
    }

    @Override
    public PawnStructure withWeights(EvaluatorWeights newWeights) {
        return new PawnStructure(newWeights);
    }
}

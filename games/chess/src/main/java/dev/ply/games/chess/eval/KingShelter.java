package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.Attacks;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;
import dev.ply.games.chess.Square;

/**
 * The pawns in front of a king, a middlegame concern: on each of the three files around the king (b to g for a king
 * on the edge), the nearest pawn of its side ahead of it shelters it by a weight for that pawn's rank (or for no pawn)
 * and the file's distance from the edge, and the nearest enemy pawn ahead storms it by a weight for its rank and the
 * same distance, or by a smaller weight for its rank when one of the king's pawns stands right in front of it
 * (blocked). Ranks are counted from the king's side, 2 to 7. Weights {@code shelter.edge0.none} to
 * {@code shelter.edge3.rank7}, {@code shelter.storm.edge0.rank2} to {@code shelter.storm.edge3.rank7},
 * {@code shelter.blocked.rank2} to {@code shelter.blocked.rank7} (middlegame, centipawns); all 0 by default, so the
 * term costs one test until weights are fitted (Texel tuning) and loaded.
 */
public final class KingShelter implements PawnTerm {

    /** Ranks a weight can name: index 0 for no pawn, 1 to 6 for the second to the seventh rank. */
    private static final int RANKS = 7;
    private static final EvaluatorWeights DEFAULTS = defaults();

    private final EvaluatorWeights weights;
    /** Shelter by edge distance and rank index, at {@code edge * RANKS + rank}. */
    private final int[] shelter = new int[4 * RANKS];
    /** Unblocked storm by edge distance and rank index (index 0, no pawn, is 0). */
    private final int[] storm = new int[4 * RANKS];
    /** Blocked storm by rank index. */
    private final int[] blocked = new int[RANKS];
    private final boolean off;

    /** Creates the term with its default weights (all 0). */
    public KingShelter() {
        this(DEFAULTS);
    }

    private KingShelter(EvaluatorWeights weights) {
        this.weights = weights;
        boolean any = false;
        int at = 0;
        for (int edge = 0; edge < 4; edge++) {
            for (int rank = 0; rank < RANKS; rank++) {
                shelter[edge * RANKS + rank] = weights.value(at++);
                any |= shelter[edge * RANKS + rank] != 0;
            }
        }
        for (int edge = 0; edge < 4; edge++) {
            for (int rank = 1; rank < RANKS; rank++) {
                storm[edge * RANKS + rank] = weights.value(at++);
                any |= storm[edge * RANKS + rank] != 0;
            }
        }
        for (int rank = 1; rank < RANKS; rank++) {
            blocked[rank] = weights.value(at++);
            any |= blocked[rank] != 0;
        }
        off = !any;
    }

    private static EvaluatorWeights defaults() {
        EvaluatorWeights.Builder builder = EvaluatorWeights.builder();
        for (int edge = 0; edge < 4; edge++) {
            for (int rank = 0; rank < RANKS; rank++) {
                builder.add("shelter.edge" + edge + "." + rankName(rank), 0, -150, 150);
            }
        }
        for (int edge = 0; edge < 4; edge++) {
            for (int rank = 1; rank < RANKS; rank++) {
                builder.add("shelter.storm.edge" + edge + "." + rankName(rank), 0, -150, 150);
            }
        }
        for (int rank = 1; rank < RANKS; rank++) {
            builder.add("shelter.blocked." + rankName(rank), 0, -150, 150);
        }
        return builder.build();
    }

    private static String rankName(int rank) {
        return rank == 0 ? "none" : "rank" + (rank + 1);
    }

    @Override
    public int evaluate(ChessState state) {
        if (off) {
            return 0;
        }
        long white = state.bitboard(Piece.WHITE_PAWN);
        long black = state.bitboard(Piece.BLACK_PAWN);
        return TaperedScore.of(side(Piece.WHITE, state.kingSquare(Piece.WHITE), white, black)
                - side(Piece.BLACK, state.kingSquare(Piece.BLACK), black, white), 0);
    }

    private int side(int color, int king, long own, long enemy) {
        int centre = Math.max(1, Math.min(6, Square.file(king)));
        int kingRank = Square.rank(king);
        long ahead = color == Piece.WHITE ? (kingRank == 7 ? 0 : -1L << (8 * (kingRank + 1)))
                : (1L << (8 * kingRank)) - 1;
        int score = 0;
        for (int file = centre - 1; file <= centre + 1; file++) {
            long onFile = Attacks.FILE_A << file & ahead;
            int edge = Math.min(file, 7 - file);
            int ours = nearest(color, own & onFile);
            int theirs = nearest(color, enemy & onFile);
            score += shelter[edge * RANKS + ours];
            if (theirs != 0) {
                score += ours != 0 && ours == theirs - 1 ? blocked[theirs] : storm[edge * RANKS + theirs];
            }
        }
        return score;
    }

    /** The rank index (1 to 6, from {@code color}'s side) of the pawn of {@code pawns} nearest that side; 0 if none. */
    private static int nearest(int color, long pawns) {
        if (pawns == 0) {
            return 0;
        }
        int square = color == Piece.WHITE ? Long.numberOfTrailingZeros(pawns) : 63 - Long.numberOfLeadingZeros(pawns);
        return Math.max(0, Math.min(6, Square.relativeRank(color, square)));
    }

    @Override
    public EvaluatorWeights weights() {
        return weights;
    }

    @Override
    public KingShelter withWeights(EvaluatorWeights newWeights) {
        return new KingShelter(newWeights);
    }
}

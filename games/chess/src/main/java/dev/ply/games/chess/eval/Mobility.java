package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;

/**
 * Mobility: for each knight, bishop, rook and queen, the squares it attacks that hold no piece of its own side and no
 * enemy pawn defends, compared with a typical number. Each square above the typical number is worth, by default
 * (middlegame/endgame, centipawns): knight 7/-2, bishop 6/1, rook 4/0, queen 3/1; the typical numbers are 0, 4, 0 and
 * 17. Weights: {@code mobility.TYPE.mg}, {@code .eg} and {@code .typical}; the defaults were fitted to Stockfish's
 * scores of the positions of Ply's SPRT games and kept by an SPRT (sprt-13,
 * docs/experiments/2026-12-05-chess-drift.md).
 */
public final class Mobility implements AttackTerm {

    private static final String[] TYPES = {"knight", "bishop", "rook", "queen"};
    private static final EvaluatorWeights DEFAULTS = defaults();

    private final EvaluatorWeights weights;
    private final int[] weight = new int[Piece.KING + 1];
    private final int[] typical = new int[Piece.KING + 1];

    /** Creates the term with its default weights. */
    public Mobility() {
        this(DEFAULTS);
    }

    private Mobility(EvaluatorWeights weights) {
        this.weights = weights;
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            int at = 3 * (type - Piece.KNIGHT);
            weight[type] = TaperedScore.of(weights.value(at), weights.value(at + 1));
            typical[type] = weights.value(at + 2);
        }
    }

    private static EvaluatorWeights defaults() {
        int[][] values = {{7, -2, 0}, {6, 1, 4}, {4, 0, 0}, {3, 1, 17}};
        EvaluatorWeights.Builder builder = EvaluatorWeights.builder();
        for (int t = 0; t < TYPES.length; t++) {
            builder.add("mobility." + TYPES[t] + ".mg", values[t][0], -20, 50)
                    .add("mobility." + TYPES[t] + ".eg", values[t][1], -20, 50)
                    .add("mobility." + TYPES[t] + ".typical", values[t][2], 0, 27);
        }
        return builder.build();
    }

    @Override
    public int evaluate(ChessState state, AttackMap attacks) {
        return side(state, Piece.WHITE, attacks) - side(state, Piece.BLACK, attacks);
    }

    private int side(ChessState state, int color, AttackMap map) {
        int ours = color << Piece.SHIFT_COLOR;
        long area = ~state.occupied(color) & ~map.of((color ^ 1) << Piece.SHIFT_COLOR | Piece.PAWN);
        int score = 0;
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            long bits = state.bitboard(ours | type);
            while (bits != 0) {
                int square = Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                score += weight[type] * (Long.bitCount(map.from(square) & area) - typical[type]);
            }
        }
        return score;
    }

    @Override
    public EvaluatorWeights weights() {
        return weights;
    }

    @Override
    public Mobility withWeights(EvaluatorWeights newWeights) {
        return new Mobility(newWeights);
    }
}

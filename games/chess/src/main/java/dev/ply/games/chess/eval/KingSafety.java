package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.Attacks;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;
import dev.ply.games.chess.Square;

/**
 * King safety, a middlegame concern: a king on its first two ranks loses 13 centipawns (by default) for each of the
 * three files around it that has no pawn of its side just in front of it (on the next two ranks); and when two or more
 * enemy pieces attack the king's square or its neighbours, the king loses {@code scale * units² / 100} centipawns
 * (scale 122, at most 400), where a knight or bishop counts 2 units, a rook 3 and a queen 4. The endgame halves of
 * these scores are 0: there the king should come out. Weights: {@code king.shield.mg}, {@code king.attack.scale},
 * {@code king.attack.max}, {@code king.attack.units.TYPE}; the defaults were fitted to Stockfish's scores of the
 * positions of Ply's SPRT games and kept by an SPRT (sprt-13, docs/experiments/2026-12-05-chess-drift.md).
 */
public final class KingSafety implements AttackTerm {

    private static final String[] ATTACKERS = {"knight", "bishop", "rook", "queen"};
    private static final EvaluatorWeights DEFAULTS = defaults();

    private final EvaluatorWeights weights;
    private final int missingShield;
    private final int attackScale;
    private final int maxAttackPenalty;
    private final int[] units = new int[Piece.KING + 1];

    /** Creates the term with its default weights. */
    public KingSafety() {
        this(DEFAULTS);
    }

    private KingSafety(EvaluatorWeights weights) {
        this.weights = weights;
        missingShield = TaperedScore.of(weights.value(0), 0);
        attackScale = weights.value(1);
        maxAttackPenalty = weights.value(2);
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            units[type] = weights.value(3 + type - Piece.KNIGHT);
        }
    }

    private static EvaluatorWeights defaults() {
        EvaluatorWeights.Builder builder = EvaluatorWeights.builder()
                .add("king.shield.mg", -13, -100, 50)
                .add("king.attack.scale", 122, 0, 2000)
                .add("king.attack.max", 400, 0, 1500);
        int[] units = {2, 2, 3, 4};
        for (int t = 0; t < ATTACKERS.length; t++) {
            builder.add("king.attack.units." + ATTACKERS[t], units[t], 0, 20);
        }
        return builder.build();
    }

    @Override
    public int evaluate(ChessState state, AttackMap attacks) {
        return side(state, Piece.WHITE, attacks) - side(state, Piece.BLACK, attacks);
    }

    private int side(ChessState state, int color, AttackMap map) {
        int king = state.kingSquare(color);
        int score = 0;
        if (Square.relativeRank(color, king) <= 1) {
            long pawns = state.bitboard(color << Piece.SHIFT_COLOR | Piece.PAWN);
            int file = Square.file(king);
            for (int f = Math.max(0, file - 1); f <= Math.min(7, file + 1); f++) {
                long front = 0;
                for (int step = 1; step <= 2; step++) {
                    int rank = Square.rank(king) + (color == Piece.WHITE ? step : -step);
                    if (rank >= 0 && rank < 8) {
                        front |= 1L << Square.of(f, rank);
                    }
                }
                if ((pawns & front) == 0) {
                    score += missingShield;
                }
            }
        }
        long zone = Attacks.king(king) | 1L << king;
        int theirs = (color ^ 1) << Piece.SHIFT_COLOR;
        int attackers = 0;
        int attackUnits = 0;
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            long bits = state.bitboard(theirs | type);
            while (bits != 0) {
                int square = Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if ((map.from(square) & zone) != 0) {
                    attackers++;
                    attackUnits += units[type];
                }
            }
        }
        if (attackers >= 2) {
            score += TaperedScore.of(-Math.min(maxAttackPenalty, attackScale * attackUnits * attackUnits / 100), 0);
        }
        return score;
    }

    @Override
    public EvaluatorWeights weights() {
        return weights;
    }

    @Override
    public KingSafety withWeights(EvaluatorWeights newWeights) {
        return new KingSafety(newWeights);
    }
}

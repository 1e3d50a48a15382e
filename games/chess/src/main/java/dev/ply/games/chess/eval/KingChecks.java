package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.Attacks;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;

/**
 * Checks the enemy can give safely, and weak squares around the king, scored against the king's side. A safe check is
 * a move of an enemy knight, bishop, rook or queen to a square from which it would give check, that holds no enemy
 * piece and that nothing of the king's side attacks; each kind that has one costs its weight once. A weak square is a
 * square next to the king that an enemy piece attacks and that only the king or the queen defends; each costs
 * {@code king-checks.weak}. Weights {@code king-checks.knight.mg}, {@code .eg}, likewise {@code bishop}, {@code rook},
 * {@code queen} and {@code weak}; all 0 by default, so the term costs one test until weights are fitted (Texel tuning)
 * and loaded. It adds to {@link KingSafety}'s count of attackers.
 */
public final class KingChecks implements EvaluationTerm {

    private static final String[] NAMES = {"knight", "bishop", "rook", "queen", "weak"};
    private static final EvaluatorWeights DEFAULTS = defaults();

    private final EvaluatorWeights weights;
    /** The cost of a safe check by piece type, at {@link Piece#KNIGHT} to {@link Piece#QUEEN}. */
    private final int[] check = new int[Piece.KING + 1];
    private final int weak;
    private final boolean off;

    /** Creates the term with its default weights (all 0). */
    public KingChecks() {
        this(DEFAULTS);
    }

    private KingChecks(EvaluatorWeights weights) {
        this.weights = weights;
        boolean any = false;
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            int at = 2 * (type - Piece.KNIGHT);
            check[type] = TaperedScore.of(weights.value(at), weights.value(at + 1));
            any |= check[type] != 0;
        }
        weak = TaperedScore.of(weights.value(8), weights.value(9));
        off = !any && weak == 0;
    }

    private static EvaluatorWeights defaults() {
        return TaperedScore.addPairs(EvaluatorWeights.builder(), "king-checks", NAMES, null, -300, 100).build();
    }

    @Override
    public int evaluate(ChessState state) {
        if (off) {
            return 0;
        }
        long occupied = state.occupied();
        return against(state, Piece.WHITE, occupied) - against(state, Piece.BLACK, occupied);
    }

    /** The cost of the checks and weak squares against the king of {@code color}, from that side's point of view. */
    private int against(ChessState state, int color, long occupied) {
        int king = state.kingSquare(color);
        int ours = color << Piece.SHIFT_COLOR;
        int theirs = (color ^ 1) << Piece.SHIFT_COLOR;
        long pawnsDefend = PawnStructure.pawnAttacks(color, state.bitboard(ours | Piece.PAWN));
        long lesserDefend = pawnsDefend | PieceAttacks.of(state, ours | Piece.KNIGHT, occupied)
                | PieceAttacks.of(state, ours | Piece.BISHOP, occupied)
                | PieceAttacks.of(state, ours | Piece.ROOK, occupied);
        long defended = lesserDefend | PieceAttacks.of(state, ours | Piece.QUEEN, occupied) | Attacks.king(king);
        long safe = ~state.occupied(color ^ 1) & ~defended;
        long knightChecks = Attacks.knight(king);
        long bishopChecks = Attacks.bishop(king, occupied);
        long rookChecks = Attacks.rook(king, occupied);
        int score = 0;
        long enemyAttacks = PawnStructure.pawnAttacks(color ^ 1, state.bitboard(theirs | Piece.PAWN))
                | Attacks.king(state.kingSquare(color ^ 1));
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            long attacks = PieceAttacks.of(state, theirs | type, occupied);
            enemyAttacks |= attacks;
            long from = type == Piece.KNIGHT ? knightChecks : type == Piece.BISHOP ? bishopChecks
                    : type == Piece.ROOK ? rookChecks : bishopChecks | rookChecks;
            if ((attacks & from & safe) != 0) {
                score += check[type];
            }
        }
        return score + weak * Long.bitCount(Attacks.king(king) & enemyAttacks & ~lesserDefend);
    }

    @Override
    public EvaluatorWeights weights() {
        return weights;
    }

    @Override
    public KingChecks withWeights(EvaluatorWeights newWeights) {
        return new KingChecks(newWeights);
    }
}

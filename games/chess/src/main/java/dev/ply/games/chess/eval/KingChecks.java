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
public final class KingChecks implements AttackTerm {

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
    public boolean readsAttacks() {
        return !off;
    }

    @Override
    public int evaluate(ChessState state, AttackMap attacks) {
        if (off) {
            return 0;
        }
        long occupied = state.occupied();
        long whiteLesser = attacks.of(Piece.WHITE_PAWN) | attacks.of(Piece.WHITE_KNIGHT)
                | attacks.of(Piece.WHITE_BISHOP) | attacks.of(Piece.WHITE_ROOK);
        long blackLesser = attacks.of(Piece.BLACK_PAWN) | attacks.of(Piece.BLACK_KNIGHT)
                | attacks.of(Piece.BLACK_BISHOP) | attacks.of(Piece.BLACK_ROOK);
        return against(state, Piece.WHITE, occupied, whiteLesser, attacks, Piece.BLACK << Piece.SHIFT_COLOR)
                - against(state, Piece.BLACK, occupied, blackLesser, attacks, Piece.WHITE << Piece.SHIFT_COLOR);
    }

    /**
     * The cost of the checks and weak squares against the king of {@code color}, from that side's point of view,
     * given the squares its pawns, knights, bishops and rooks attack ({@code lesser}) and the attacks of both sides;
     * {@code theirs} is the enemy's colour bits.
     */
    private int against(ChessState state, int color, long occupied, long lesser, AttackMap attacks, int theirs) {
        int king = state.kingSquare(color);
        long safe = ~state.occupied(color ^ 1) & ~attacks.side(color);
        long bishopChecks = Attacks.bishop(king, occupied) & safe;
        long rookChecks = Attacks.rook(king, occupied) & safe;
        int score = 0;
        if ((attacks.of(theirs | Piece.KNIGHT) & Attacks.knight(king) & safe) != 0) {
            score += check[Piece.KNIGHT];
        }
        if ((attacks.of(theirs | Piece.BISHOP) & bishopChecks) != 0) {
            score += check[Piece.BISHOP];
        }
        if ((attacks.of(theirs | Piece.ROOK) & rookChecks) != 0) {
            score += check[Piece.ROOK];
        }
        if ((attacks.of(theirs | Piece.QUEEN) & (bishopChecks | rookChecks)) != 0) {
            score += check[Piece.QUEEN];
        }
        return score + weak * Long.bitCount(Attacks.king(king) & attacks.side(color ^ 1) & ~lesser);
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

package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.Attacks;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;

/**
 * Threats against pieces, scored for the side that makes them: a knight or bishop attacked by a pawn, a rook attacked
 * by a pawn or a minor piece, a queen attacked by a pawn, a minor piece or a rook, and a piece (not a pawn or the king)
 * that an enemy attacks and nothing of its own side defends; and each piece (the king too) a pawn could attack after a
 * safe push (one or two squares to an empty square no enemy pawn attacks, and that the enemy does not attack more
 * than the pusher's side defends it, as far as "attacked at all" tells). Weights {@code threats.pawn-on-minor},
 * {@code threats.lesser-on-rook}, {@code threats.lesser-on-queen}, {@code threats.hanging}, {@code threats.pawn-push}
 * ({@code .mg} and {@code .eg} each); the defaults of the first four were fitted to Stockfish's scores of the
 * positions of Ply's SPRT games and kept by an SPRT (sprt-13, docs/experiments/2026-12-05-chess-drift.md), the
 * push's are 0. The term costs one test while its weights are 0.
 */
public final class Threats implements AttackTerm {

    private static final String[] NAMES = {"pawn-on-minor", "lesser-on-rook", "lesser-on-queen", "hanging",
        "pawn-push"};
    /**
     * The defaults, middlegame and endgame for each of {@link #NAMES}: fitted to Stockfish's scores (sf-2.weights);
     * the push's 0 until fitted.
     */
    private static final int[] TUNED = {50, 16, 54, 2, 36, 13, 22, 7, 0, 0};
    private static final long RANK_3 = Attacks.RANK_1 << 16;
    private static final long RANK_6 = Attacks.RANK_8 >>> 16;
    private static final EvaluatorWeights DEFAULTS = defaults();

    private final EvaluatorWeights weights;
    private final int pawnOnMinor;
    private final int lesserOnRook;
    private final int lesserOnQueen;
    private final int hanging;
    private final int pawnPush;
    private final boolean off;

    /** Creates the term with its default weights. */
    public Threats() {
        this(DEFAULTS);
    }

    private Threats(EvaluatorWeights weights) {
        this.weights = weights;
        this.pawnOnMinor = TaperedScore.of(weights.value(0), weights.value(1));
        this.lesserOnRook = TaperedScore.of(weights.value(2), weights.value(3));
        this.lesserOnQueen = TaperedScore.of(weights.value(4), weights.value(5));
        this.hanging = TaperedScore.of(weights.value(6), weights.value(7));
        this.pawnPush = TaperedScore.of(weights.value(8), weights.value(9));
        this.off = pawnOnMinor == 0 && lesserOnRook == 0 && lesserOnQueen == 0 && hanging == 0 && pawnPush == 0;
    }

    private static EvaluatorWeights defaults() {
        return TaperedScore.addPairs(EvaluatorWeights.builder(), "threats", NAMES, TUNED, -100, 300).build();
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
        return against(state, Piece.BLACK, attacks) - against(state, Piece.WHITE, attacks);
    }

    /** The threats against the pieces of {@code color}, made by the other side. */
    private int against(ChessState state, int color, AttackMap attacks) {
        int side = color << Piece.SHIFT_COLOR;
        int enemy = (color ^ 1) << Piece.SHIFT_COLOR;
        long byPawns = attacks.of(enemy | Piece.PAWN);
        long byMinors = attacks.of(enemy | Piece.KNIGHT) | attacks.of(enemy | Piece.BISHOP);
        long byRooks = attacks.of(enemy | Piece.ROOK);
        long byAny = attacks.side(color ^ 1);
        long defended = attacks.side(color);
        long minors = state.bitboard(side | Piece.KNIGHT) | state.bitboard(side | Piece.BISHOP);
        long rooks = state.bitboard(side | Piece.ROOK);
        long queens = state.bitboard(side | Piece.QUEEN);
        int score = pawnOnMinor * Long.bitCount(minors & byPawns)
                + lesserOnRook * Long.bitCount(rooks & (byPawns | byMinors))
                + lesserOnQueen * Long.bitCount(queens & (byPawns | byMinors | byRooks))
                + hanging * Long.bitCount((minors | rooks | queens) & byAny & ~defended);
        if (pawnPush != 0) {
            long empty = ~state.occupied();
            long pawns = state.bitboard(enemy | Piece.PAWN);
            boolean white = color == Piece.BLACK; // the pushing side
            long once = (white ? pawns << 8 : pawns >>> 8) & empty;
            long twice = (white ? (once & RANK_3) << 8 : (once & RANK_6) >>> 8) & empty;
            long safe = (once | twice) & ~attacks.of(side | Piece.PAWN) & (~defended | byAny);
            long targets = state.occupied(color) & ~state.bitboard(side | Piece.PAWN);
            score += pawnPush * Long.bitCount(PawnStructure.pawnAttacks(color ^ 1, safe) & targets);
        }
        return score;
    }

    @Override
    public EvaluatorWeights weights() {
        return weights;
    }

    @Override
    public Threats withWeights(EvaluatorWeights newWeights) {
        return new Threats(newWeights);
    }
}

package dev.ply.games.chess.eval;

import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;

/**
 * Threats against pieces, scored for the side that makes them: a knight or bishop attacked by a pawn, a rook attacked
 * by a pawn or a minor piece, a queen attacked by a pawn, a minor piece or a rook, and a piece (not a pawn or the king)
 * that an enemy attacks and nothing of its own side defends. Weights {@code threats.pawn-on-minor},
 * {@code threats.lesser-on-rook}, {@code threats.lesser-on-queen}, {@code threats.hanging} ({@code .mg} and {@code .eg}
 * each); their defaults were fitted to Stockfish's scores of the positions of Ply's SPRT games and kept by an SPRT
 * (sprt-13, docs/experiments/2026-12-05-chess-drift.md). The term costs one test while its weights are 0.
 */
public final class Threats implements AttackTerm {

    private static final String[] NAMES = {"pawn-on-minor", "lesser-on-rook", "lesser-on-queen", "hanging"};
    /** The defaults, middlegame and endgame for each of {@link #NAMES}: fitted to Stockfish's scores (sf-2.weights). */
    private static final int[] TUNED = {50, 16, 54, 2, 36, 13, 22, 7};
    private static final EvaluatorWeights DEFAULTS = defaults();

    private final EvaluatorWeights weights;
    private final int pawnOnMinor;
    private final int lesserOnRook;
    private final int lesserOnQueen;
    private final int hanging;
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
        this.off = pawnOnMinor == 0 && lesserOnRook == 0 && lesserOnQueen == 0 && hanging == 0;
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
        long whiteByPawns = attacks.of(Piece.WHITE_PAWN);
        long blackByPawns = attacks.of(Piece.BLACK_PAWN);
        long whiteByMinors = attacks.of(Piece.WHITE_KNIGHT) | attacks.of(Piece.WHITE_BISHOP);
        long blackByMinors = attacks.of(Piece.BLACK_KNIGHT) | attacks.of(Piece.BLACK_BISHOP);
        long whiteByRooks = attacks.of(Piece.WHITE_ROOK);
        long blackByRooks = attacks.of(Piece.BLACK_ROOK);
        long whiteAll = attacks.side(Piece.WHITE);
        long blackAll = attacks.side(Piece.BLACK);
        return against(state, Piece.BLACK, whiteByPawns, whiteByMinors, whiteByRooks, whiteAll, blackAll)
                - against(state, Piece.WHITE, blackByPawns, blackByMinors, blackByRooks, blackAll, whiteAll);
    }

    /** The threats against the pieces of {@code color}, given the squares its enemy attacks and it defends. */
    private int against(ChessState state, int color, long byPawns, long byMinors, long byRooks, long byAny,
            long defended) {
        int side = color << Piece.SHIFT_COLOR;
        long minors = state.bitboard(side | Piece.KNIGHT) | state.bitboard(side | Piece.BISHOP);
        long rooks = state.bitboard(side | Piece.ROOK);
        long queens = state.bitboard(side | Piece.QUEEN);
        return pawnOnMinor * Long.bitCount(minors & byPawns)
                + lesserOnRook * Long.bitCount(rooks & (byPawns | byMinors))
                + lesserOnQueen * Long.bitCount(queens & (byPawns | byMinors | byRooks))
                + hanging * Long.bitCount((minors | rooks | queens) & byAny & ~defended);
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

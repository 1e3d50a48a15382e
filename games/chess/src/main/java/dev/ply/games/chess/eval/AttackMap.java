package dev.ply.games.chess.eval;

import dev.ply.games.chess.Attacks;
import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;

/**
 * What every piece attacks in one position, found once per evaluation for the terms that read attacks (mobility, king
 * safety, threats, checks), so that none has to find them again. {@link ChessEvaluator} keeps one per thread and fills
 * it before its terms run; a term evaluated on its own ({@link EvaluationTerm#evaluate(ChessState)}) makes its own.
 * Not thread-safe: one thread fills and reads it.
 */
public final class AttackMap {

    /** The squares the knight, bishop, rook, queen or king on each square attacks; stale for other squares. */
    private final long[] fromSquare = new long[64];
    /** The squares all pieces of one kind attack, pawns included, at the piece's code (colour and type). */
    private final long[] byPiece = new long[16];
    private final long[] bySide = new long[2];

    /** An empty map, to be filled by {@link #fill(ChessState)}. */
    public AttackMap() {
    }

    /**
     * A map of one position.
     *
     * @param state the position
     * @return a new map, filled
     */
    public static AttackMap of(ChessState state) {
        AttackMap map = new AttackMap();
        map.fill(state);
        return map;
    }

    /**
     * Finds what every piece of the position attacks, sliders blocked by every piece.
     *
     * @param state the position; not modified
     */
    public void fill(ChessState state) {
        long occupied = state.occupied();
        for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
            int side = color << Piece.SHIFT_COLOR;
            long all = PawnStructure.pawnAttacks(color, state.bitboard(side | Piece.PAWN));
            byPiece[side | Piece.PAWN] = all;
            for (int type = Piece.KNIGHT; type <= Piece.KING; type++) {
                long bits = state.bitboard(side | type);
                long union = 0;
                while (bits != 0) {
                    int square = Long.numberOfTrailingZeros(bits);
                    bits &= bits - 1;
                    long attacks = Attacks.of(type, square, occupied);
                    fromSquare[square] = attacks;
                    union |= attacks;
                }
                byPiece[side | type] = union;
                all |= union;
            }
            bySide[color] = all;
        }
    }

    /**
     * The squares the piece on a square attacks.
     *
     * @param square a square that holds a knight, bishop, rook, queen or king
     * @return its attacks
     */
    public long from(int square) {
        return fromSquare[square];
    }

    /**
     * The squares all pieces of one kind attack.
     *
     * @param piece the piece with its colour ({@link Piece#WHITE_KNIGHT}...), pawns included
     * @return the union of their attacks
     */
    public long of(int piece) {
        return byPiece[piece];
    }

    /**
     * The squares anything of one side attacks.
     *
     * @param color {@link Piece#WHITE} or {@link Piece#BLACK}
     * @return the union of its pieces' and pawns' attacks
     */
    public long side(int color) {
        return bySide[color];
    }
}

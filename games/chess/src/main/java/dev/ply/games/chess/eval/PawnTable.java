package dev.ply.games.chess.eval;

import dev.ply.games.chess.ChessState;
import dev.ply.games.chess.Piece;

/**
 * A thread's table of pawn-and-king scores: the sum of the terms that read nothing but where the pawns and kings stand
 * ({@link EvaluationTerm#readsPawnsAndKingsOnly()}), kept by a 64-bit key of those squares and of the evaluator (whose
 * weights made the score), so that a search, where the pawns and kings move far less often than the pieces, computes
 * most of them once. Replaced on collision of the slot; two positions sharing a key by chance are as likely as for
 * any 64-bit hash (never seen). Not thread-safe: {@link ChessEvaluator} keeps one per thread.
 */
final class PawnTable {

    private static final int BITS = 14;
    private final long[] keys = new long[1 << BITS];
    private final int[] scores = new int[1 << BITS];

    /**
     * The key of a position's pawns and kings for one evaluator.
     *
     * @param state the position
     * @param salt the evaluator's own number, so that evaluators with other weights never share entries
     * @return a key, never 0 (the empty slot's)
     */
    static long key(ChessState state, long salt) {
        long h = state.bitboard(Piece.WHITE_PAWN) * 0x9E3779B97F4A7C15L;
        h ^= Long.rotateLeft(state.bitboard(Piece.BLACK_PAWN) * 0xC2B2AE3D27D4EB4FL, 31);
        h ^= (state.kingSquare(Piece.WHITE) << 6 | state.kingSquare(Piece.BLACK)) * 0x165667B19E3779F9L;
        h ^= salt;
        h ^= h >>> 31;
        h *= 0xBF58476D1CE4E5B9L;
        h ^= h >>> 29;
        return h | 1;
    }

    /**
     * The score kept for a key.
     *
     * @param key a key from {@link #key}
     * @return the packed score, or {@link Integer#MIN_VALUE} when the slot holds another key
     */
    int get(long key) {
        int slot = (int) (key >>> (64 - BITS));
        return keys[slot] == key ? scores[slot] : Integer.MIN_VALUE;
    }

    /**
     * Keeps a score.
     *
     * @param key a key from {@link #key}
     * @param score the packed score
     */
    void put(long key, int score) {
        int slot = (int) (key >>> (64 - BITS));
        keys[slot] = key;
        scores[slot] = score;
    }
}

package dev.ply.games.chess;

import dev.ply.core.ZobristKeys;

/**
 * The random keys of the Zobrist hash: one per piece and square, one per set of castling rights, one
 * per en-passant file and one for Black to move. A position's key is the XOR of the keys of what it
 * holds; {@link ChessState} keeps it incrementally and {@link #compute} computes it from scratch.
 *
 * <p>The en-passant file enters the key only when an en-passant capture is legal, which is exactly when
 * {@link ChessState#enPassantSquare()} is set: the state records the square only then, whether it came
 * from a FEN or from a double pawn push.
 */
final class Zobrist {

    /** Keys of piece {@code p} on square {@code s} at index {@code p << 6 | s}. */
    static final long[] PIECE_SQUARE = new long[16 * 64];
    /** Keys of each of the 16 sets of castling rights; the empty set has key 0. */
    static final long[] CASTLING = new long[16];
    /**
     * Keys of the en-passant square, by square (the key of its file; only ranks 3 and 6 are used), and 0 at
     * index 64, {@link ChessState}'s "no square", so that updates need no test.
     */
    static final long[] EN_PASSANT = new long[65];
    /** XORed in when Black is to move. */
    static final long BLACK_TO_MOVE;

    static {
        long[] keys = ZobristKeys.generate(0xC4E5_5000_0000_0001L, 16 * 64 + 4 + 8 + 1);
        System.arraycopy(keys, 0, PIECE_SQUARE, 0, 16 * 64);
        int rightKeys = 16 * 64;
        for (int rights = 0; rights < 16; rights++) {
            long key = 0;
            for (int right = 0; right < 4; right++) {
                if ((rights & 1 << right) != 0) {
                    key ^= keys[rightKeys + right];
                }
            }
            CASTLING[rights] = key;
        }
        int fileKeys = rightKeys + 4;
        for (int square = 0; square < 64; square++) {
            EN_PASSANT[square] = keys[fileKeys + Square.file(square)];
        }
        BLACK_TO_MOVE = keys[fileKeys + 8];
    }

    private Zobrist() {
    }

    /**
     * The key of a position computed from scratch.
     *
     * @param state the position
     * @return the XOR of the keys of its pieces, castling rights, en-passant square and side to move
     */
    static long compute(ChessState state) {
        long key = 0;
        for (int square = 0; square < 64; square++) {
            int piece = state.pieceAt(square);
            if (piece != Piece.EMPTY) {
                key ^= PIECE_SQUARE[piece << 6 | square];
            }
        }
        key ^= CASTLING[state.castlingRights()];
        if (state.enPassantSquare() >= 0) {
            key ^= EN_PASSANT[state.enPassantSquare()];
        }
        if (state.sideToMove() == Piece.BLACK) {
            key ^= BLACK_TO_MOVE;
        }
        return key;
    }
}

package dev.ply.games.chess;

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
        long seed = 0x9E37_79B9_7F4A_7C15L ^ 0xC4E5_5000_0000_0001L;
        for (int piece = 0; piece < 16; piece++) {
            for (int square = 0; square < 64; square++) {
                seed = next(seed);
                PIECE_SQUARE[piece << 6 | square] = mix(seed);
            }
        }
        long[] rightKeys = new long[4];
        for (int right = 0; right < 4; right++) {
            seed = next(seed);
            rightKeys[right] = mix(seed);
        }
        for (int rights = 0; rights < 16; rights++) {
            long key = 0;
            for (int right = 0; right < 4; right++) {
                if ((rights & 1 << right) != 0) {
                    key ^= rightKeys[right];
                }
            }
            CASTLING[rights] = key;
        }
        long[] fileKeys = new long[8];
        for (int file = 0; file < 8; file++) {
            seed = next(seed);
            fileKeys[file] = mix(seed);
        }
        for (int square = 0; square < 64; square++) {
            EN_PASSANT[square] = fileKeys[Square.file(square)];
        }
        seed = next(seed);
        BLACK_TO_MOVE = mix(seed);
    }

    private Zobrist() {
    }

    private static long next(long seed) {
        return seed + 0x9E37_79B9_7F4A_7C15L;
    }

    /** SplitMix64's finaliser: a well-mixed 64-bit value from a counter. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return z ^ (z >>> 31);
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

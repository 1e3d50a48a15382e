package dev.ply.games.chess;

/**
 * Chess as a network reads it (the {@link dev.ply.core.capability.NetworkEncoding} of {@link ChessState}), after
 * AlphaZero's planes, always from the side to move's view (for Black the board is turned, rank 1 becoming rank 8):
 * twelve planes of pieces (the mover's pawn, knight, bishop, rook, queen, king, then the opponent's), four planes of
 * castling rights (the mover's king side and queen side, then the opponent's; all ones or all zeros) and one of the
 * en-passant square. A move's action is {@code from × 64 + to} in that view (castling as the king's two-square move,
 * promotion to a queen as the pawn's move); an under-promotion is one of 72 more actions after the 4,096, by piece,
 * file and direction. No symmetry keeps chess's rules (castling breaks the mirror), so there is none.
 */
final class ChessEncoding {

    /** The number of input planes. */
    static final int PLANES = 17;
    /** The number of actions. */
    static final int ACTIONS = 64 * 64 + 3 * 8 * 3;
    /** The encoding's name. */
    static final String NAME = "chess-17x8x8-" + ACTIONS;

    /** The number of sparse features: the first twelve planes' cells, one per kind of piece and square. */
    static final int FEATURES = 12 * 64;
    /** The sparse features' name. */
    static final String FEATURES_NAME = "chess-768";

    /** The castling rights in plane order, the mover's first, for each side to move. */
    private static final int[] WHITE_VIEW_RIGHTS = {ChessState.WHITE_KINGSIDE, ChessState.WHITE_QUEENSIDE,
        ChessState.BLACK_KINGSIDE, ChessState.BLACK_QUEENSIDE};
    private static final int[] BLACK_VIEW_RIGHTS = {ChessState.BLACK_KINGSIDE, ChessState.BLACK_QUEENSIDE,
        ChessState.WHITE_KINGSIDE, ChessState.WHITE_QUEENSIDE};

    private ChessEncoding() {
    }

    /** A square seen from a side: itself for White, the rank turned for Black. */
    private static int view(int square, int side) {
        return side == Piece.WHITE ? square : square ^ 56;
    }

    static void encode(ChessState state, float[] into, int offset) {
        java.util.Arrays.fill(into, offset, offset + PLANES * 64, 0);
        int us = state.side();
        for (int colour = 0; colour < 2; colour++) {
            int base = colour == us ? 0 : 6;
            for (int type = Piece.PAWN; type <= Piece.KING; type++) {
                long bits = state.pieces[colour << Piece.SHIFT_COLOR | type];
                int plane = offset + (base + type - Piece.PAWN) * 64;
                while (bits != 0) {
                    into[plane + view(Long.numberOfTrailingZeros(bits), us)] = 1;
                    bits &= bits - 1;
                }
            }
        }
        int castling = state.castling();
        int[] rights = us == Piece.WHITE ? WHITE_VIEW_RIGHTS : BLACK_VIEW_RIGHTS;
        for (int i = 0; i < 4; i++) {
            if ((castling & rights[i]) != 0) {
                java.util.Arrays.fill(into, offset + (12 + i) * 64, offset + (13 + i) * 64, 1);
            }
        }
        int ep = state.ep();
        if (ep < 64) {
            into[offset + 16 * 64 + view(ep, us)] = 1;
        }
    }

    /**
     * The sparse features that are on: for each piece, {@code plane × 64 + square} with the plane and the square of
     * {@link #encode}'s first twelve planes (the mover's pieces first, the board turned for Black).
     */
    static int activeFeatures(ChessState state, int[] into) {
        int us = state.side();
        int count = 0;
        for (int colour = 0; colour < 2; colour++) {
            int base = colour == us ? 0 : 6;
            for (int type = Piece.PAWN; type <= Piece.KING; type++) {
                long bits = state.pieces[colour << Piece.SHIFT_COLOR | type];
                int plane = (base + type - Piece.PAWN) * 64;
                while (bits != 0) {
                    into[count++] = plane + view(Long.numberOfTrailingZeros(bits), us);
                    bits &= bits - 1;
                }
            }
        }
        return count;
    }

    /** The same features as bits: the twelve piece bit boards, the mover's first, turned (ranks reversed) for Black. */
    static void activeFeatureBits(ChessState state, long[] into) {
        int us = state.side();
        for (int colour = 0; colour < 2; colour++) {
            int base = colour == us ? 0 : 6;
            for (int type = Piece.PAWN; type <= Piece.KING; type++) {
                long bits = state.pieces[colour << Piece.SHIFT_COLOR | type];
                into[base + type - Piece.PAWN] = us == Piece.WHITE ? bits : Long.reverseBytes(bits);
            }
        }
    }

    static int actionIndex(int move, int side) {
        int from = view(ChessMove.from(move), side);
        int to = view(ChessMove.to(move), side);
        if (ChessMove.kind(move) == ChessMove.PROMOTION && ChessMove.promotionType(move) != Piece.QUEEN) {
            int piece = ChessMove.promotionType(move) - Piece.KNIGHT;
            int direction = (to & 7) - (from & 7) + 1;
            return 64 * 64 + (piece * 8 + (from & 7)) * 3 + direction;
        }
        return from * 64 + to;
    }
}

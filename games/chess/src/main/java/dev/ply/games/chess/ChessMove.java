package dev.ply.games.chess;

/**
 * Chess moves as {@code int}s, the encoding every method of this package that takes or returns a move
 * uses. Bit 0 is the least significant:
 *
 * <pre>
 *  bits 15-14  promotion piece: 0 knight, 1 bishop, 2 rook, 3 queen (0 unless the kind is PROMOTION)
 *  bits 13-12  kind: 0 NORMAL, 1 PROMOTION, 2 EN_PASSANT, 3 CASTLING
 *  bits 11-6   destination square, 0 (a1) to 63 (h8)
 *  bits  5-0   origin square
 * </pre>
 *
 * <p>A castling move is the king's move of two squares ({@code e1g1}); the rook's move is implied. A
 * capture is not flagged: the captured piece is whatever stands on the destination (or, for
 * {@link #EN_PASSANT}, the pawn passed by). Every legal move is a positive number below
 * {@code 1 << 16}; 0 ({@code a1a1}) is never a move and {@link dev.ply.core.GameState#NO_MOVE} (-1) means
 * "no move". The moving piece is not part of the move: it is read from the board.
 */
public final class ChessMove {

    /** The shift of the origin square. */
    public static final int SHIFT_FROM = 0;
    /** The shift of the destination square. */
    public static final int SHIFT_TO = 6;
    /** The shift of the move kind. */
    public static final int SHIFT_KIND = 12;
    /** The shift of the promotion piece. */
    public static final int SHIFT_PROMOTION = 14;
    /** The mask of a square after shifting. */
    public static final int MASK_SQUARE = 0x3F;
    /** The mask of the kind after shifting. */
    public static final int MASK_KIND = 0x3;
    /** The mask of the promotion piece after shifting. */
    public static final int MASK_PROMOTION = 0x3;

    /** An ordinary move or capture, a pawn's double step included. */
    public static final int NORMAL = 0;
    /** A pawn move to the last rank, with the piece it becomes. */
    public static final int PROMOTION = 1;
    /** A pawn capture en passant. */
    public static final int EN_PASSANT = 2;
    /** Castling, written as the king's move. */
    public static final int CASTLING = 3;

    private static final String PROMOTION_LETTERS = "nbrq";

    private ChessMove() {
    }

    /**
     * A normal move.
     *
     * @param from the origin square
     * @param to the destination square
     * @return the move
     */
    public static int of(int from, int to) {
        return from << SHIFT_FROM | to << SHIFT_TO;
    }

    /**
     * A promotion.
     *
     * @param from the pawn's square
     * @param to the square on the last rank
     * @param pieceType {@link Piece#KNIGHT}, {@link Piece#BISHOP}, {@link Piece#ROOK} or {@link Piece#QUEEN}
     * @return the move
     */
    public static int promotion(int from, int to, int pieceType) {
        return from << SHIFT_FROM | to << SHIFT_TO | PROMOTION << SHIFT_KIND
                | (pieceType - Piece.KNIGHT) << SHIFT_PROMOTION;
    }

    /**
     * An en-passant capture.
     *
     * @param from the capturing pawn's square
     * @param to the square passed by the captured pawn
     * @return the move
     */
    public static int enPassant(int from, int to) {
        return from << SHIFT_FROM | to << SHIFT_TO | EN_PASSANT << SHIFT_KIND;
    }

    /**
     * Castling.
     *
     * @param from the king's square
     * @param to the square the king goes to, two files away
     * @return the move
     */
    public static int castling(int from, int to) {
        return from << SHIFT_FROM | to << SHIFT_TO | CASTLING << SHIFT_KIND;
    }

    /**
     * The origin square.
     *
     * @param move a move
     * @return 0 to 63
     */
    public static int from(int move) {
        return move >>> SHIFT_FROM & MASK_SQUARE;
    }

    /**
     * The destination square.
     *
     * @param move a move
     * @return 0 to 63
     */
    public static int to(int move) {
        return move >>> SHIFT_TO & MASK_SQUARE;
    }

    /**
     * The kind of move.
     *
     * @param move a move
     * @return {@link #NORMAL}, {@link #PROMOTION}, {@link #EN_PASSANT} or {@link #CASTLING}
     */
    public static int kind(int move) {
        return move >>> SHIFT_KIND & MASK_KIND;
    }

    /**
     * The piece type a promotion makes.
     *
     * @param move a move
     * @return {@link Piece#KNIGHT} to {@link Piece#QUEEN} for a promotion, {@link Piece#NONE} otherwise
     */
    public static int promotionType(int move) {
        return kind(move) == PROMOTION ? Piece.KNIGHT + (move >>> SHIFT_PROMOTION & MASK_PROMOTION) : Piece.NONE;
    }

    /**
     * The move in UCI long algebraic notation: origin, destination and a lower-case promotion letter
     * ({@code e2e4}, {@code e7e8q}, {@code e1g1} for castling).
     *
     * @param move a move
     * @return the move as UCI writes it
     */
    public static String toUci(int move) {
        String squares = Square.name(from(move)) + Square.name(to(move));
        return kind(move) == PROMOTION
                ? squares + PROMOTION_LETTERS.charAt(move >>> SHIFT_PROMOTION & MASK_PROMOTION)
                : squares;
    }
}

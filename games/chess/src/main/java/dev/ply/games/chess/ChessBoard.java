package dev.ply.games.chess;

import static dev.ply.games.chess.Piece.EMPTY;
import static dev.ply.games.chess.Piece.KING;
import static dev.ply.games.chess.Piece.KNIGHT;
import static dev.ply.games.chess.Piece.PAWN;

import dev.ply.core.capability.BoardView;
import dev.ply.core.capability.MoveOrderingHints;

/**
 * The pieces of a chess position, as {@link ChessState} keeps them: bitboards per piece and per colour and a
 * square-by-square board, with the queries that only read them (what stands where, what a move captures and with
 * what, how the board is drawn). {@link ChessState} adds the rest of the position (side to move, castling, en
 * passant, counters, key), its moves and its history, as KataGo separates its board from the board's history.
 */
abstract sealed class ChessBoard implements BoardView, MoveOrderingHints permits ChessState {

    /** Piece values in centipawns for move ordering, by piece type; the king's 0 (see {@link #attackerValue}). */
    static final int[] VALUE = {0, 100, 320, 330, 500, 900, 0};

    /** Bitboards by piece code ({@link Piece}); indices 0, 7, 8 and 15 stay empty. */
    final long[] pieces = new long[16];
    /** Bitboards of each colour's pieces. */
    final long[] colors = new long[2];
    /** Piece code on each square, {@link Piece#EMPTY} if none. */
    final int[] board = new int[64];
    /** The swap list of {@link StaticExchange}: one entry per capture of an exchange, 32 at most. */
    final int[] exchangeGains = new int[34];

    /** Puts a piece on an empty square: the set-up of a parsed position ({@link Fen}). */
    void put(int piece, int square) {
        board[square] = piece;
        pieces[piece] |= 1L << square;
        colors[Piece.color(piece)] |= 1L << square;
    }

    /**
     * Whether a move changes the material: a capture, en passant or a promotion ({@link
     * dev.ply.core.capability.TacticalMoves#isTactical}).
     *
     * @param move a legal move
     * @return {@code true} for a tactical move
     */
    public boolean isTactical(int move) {
        int kind = move >>> ChessMove.SHIFT_KIND & ChessMove.MASK_KIND;
        return kind == ChessMove.PROMOTION || kind == ChessMove.EN_PASSANT
                || kind == ChessMove.NORMAL && board[move >>> ChessMove.SHIFT_TO & ChessMove.MASK_SQUARE] != EMPTY;
    }

    @Override
    public int victimValue(int move) {
        int kind = move >>> ChessMove.SHIFT_KIND & ChessMove.MASK_KIND;
        if (kind == ChessMove.EN_PASSANT) {
            return VALUE[PAWN];
        }
        int value = VALUE[board[move >>> ChessMove.SHIFT_TO & ChessMove.MASK_SQUARE] & Piece.MASK_TYPE];
        if (kind == ChessMove.PROMOTION) {
            value += VALUE[KNIGHT + (move >>> ChessMove.SHIFT_PROMOTION & ChessMove.MASK_PROMOTION)] - VALUE[PAWN];
        }
        return value;
    }

    /**
     * {@inheritDoc}
     *
     * <p>Pawn 100, knight 320, bishop 330, rook 500, queen 900, and the king 0: a legal king capture can
     * never be answered by a recapture, so it is the safest capture of all.
     */
    @Override
    public int attackerValue(int move) {
        return VALUE[board[move & ChessMove.MASK_SQUARE] & Piece.MASK_TYPE];
    }

    /**
     * {@inheritDoc}
     *
     * <p>The moving piece (its {@link Piece} code) times 64 plus the destination square.
     */
    @Override
    public int historyIndex(int move) {
        return board[move & ChessMove.MASK_SQUARE] << 6 | move >>> ChessMove.SHIFT_TO & ChessMove.MASK_SQUARE;
    }

    @Override
    public int historySize() {
        return 16 * 64;
    }

    @Override
    public int rows() {
        return 8;
    }

    @Override
    public int columns() {
        return 8;
    }

    @Override
    public boolean checkered() {
        return true;
    }

    @Override
    public java.util.List<Token> pieces() {
        return ChessBoardView.pieces(this);
    }

    @Override
    public String cellName(int cell) {
        return ChessBoardView.cellName(cell);
    }

    /** From and to, as the protocol writes them (castling: the king's two squares). */
    @Override
    public int[] clicks(int move) {
        return ChessBoardView.clicks(ChessMove.toUci(move));
    }

    /** The promotion piece of a promotion: {@code queen}, {@code rook}, {@code bishop} or {@code knight}. */
    @Override
    public String option(int move) {
        return ChessBoardView.option(ChessMove.toUci(move));
    }

    /**
     * The piece on a square.
     *
     * @param square 0 (a1) to 63 (h8)
     * @return its {@link Piece} code, {@link Piece#EMPTY} if none
     */
    public int pieceAt(int square) {
        return board[square];
    }

    /**
     * Where the pieces of one kind stand.
     *
     * @param piece a {@link Piece} code such as {@link Piece#WHITE_KNIGHT}
     * @return a bitboard of their squares
     */
    public long bitboard(int piece) {
        return pieces[piece];
    }

    /**
     * A colour's pieces.
     *
     * @param color {@link Piece#WHITE} or {@link Piece#BLACK}
     * @return a bitboard of their squares
     */
    public long occupied(int color) {
        return colors[color];
    }

    /**
     * The occupied squares.
     *
     * @return a bitboard of every piece's square
     */
    public long occupied() {
        return colors[0] | colors[1];
    }

    /**
     * A colour's king square.
     *
     * @param color {@link Piece#WHITE} or {@link Piece#BLACK}
     * @return 0 to 63
     */
    public int kingSquare(int color) {
        return Long.numberOfTrailingZeros(pieces[color << Piece.SHIFT_COLOR | KING]);
    }

    /**
     * Whether a legal move captures, for SAN's {@code x}.
     *
     * @param move a legal move
     * @return {@code true} for captures, en passant included
     */
    public boolean isCapture(int move) {
        int kind = move >>> ChessMove.SHIFT_KIND & ChessMove.MASK_KIND;
        return kind == ChessMove.EN_PASSANT
                || kind != ChessMove.CASTLING && board[move >>> ChessMove.SHIFT_TO & ChessMove.MASK_SQUARE] != EMPTY;
    }
}

package dev.ply.games.chess;

/**
 * Colours, piece types and coloured pieces as small {@code int}s.
 *
 * <p>A <b>colour</b> is {@link #WHITE} (0) or {@link #BLACK} (1), which are also the player numbers of
 * the {@link dev.ply.core.GameState} SPI. A piece <b>type</b> is {@link #PAWN} (1) to {@link #KING} (6),
 * {@link #NONE} (0) for no piece. A coloured <b>piece</b> packs both as {@code color << 3 | type}: white
 * pieces are 1 to 6, black pieces 9 to 14, and {@link #EMPTY} (0) is an empty square. Piece codes index
 * arrays of 16.
 */
public final class Piece {

    /** The white side, player 0, who moves first. */
    public static final int WHITE = 0;
    /** The black side, player 1. */
    public static final int BLACK = 1;

    /** No piece type. */
    public static final int NONE = 0;
    /** Pawn type. */
    public static final int PAWN = 1;
    /** Knight type. */
    public static final int KNIGHT = 2;
    /** Bishop type. */
    public static final int BISHOP = 3;
    /** Rook type. */
    public static final int ROOK = 4;
    /** Queen type. */
    public static final int QUEEN = 5;
    /** King type. */
    public static final int KING = 6;

    /** The piece code of an empty square. */
    public static final int EMPTY = 0;

    /** The shift of the colour bit in a piece code. */
    public static final int SHIFT_COLOR = 3;
    /** The mask of the type bits in a piece code. */
    public static final int MASK_TYPE = 7;

    /** White pawn. */
    public static final int WHITE_PAWN = PAWN;
    /** White knight. */
    public static final int WHITE_KNIGHT = KNIGHT;
    /** White bishop. */
    public static final int WHITE_BISHOP = BISHOP;
    /** White rook. */
    public static final int WHITE_ROOK = ROOK;
    /** White queen. */
    public static final int WHITE_QUEEN = QUEEN;
    /** White king. */
    public static final int WHITE_KING = KING;
    /** Black pawn. */
    public static final int BLACK_PAWN = BLACK << SHIFT_COLOR | PAWN;
    /** Black knight. */
    public static final int BLACK_KNIGHT = BLACK << SHIFT_COLOR | KNIGHT;
    /** Black bishop. */
    public static final int BLACK_BISHOP = BLACK << SHIFT_COLOR | BISHOP;
    /** Black rook. */
    public static final int BLACK_ROOK = BLACK << SHIFT_COLOR | ROOK;
    /** Black queen. */
    public static final int BLACK_QUEEN = BLACK << SHIFT_COLOR | QUEEN;
    /** Black king. */
    public static final int BLACK_KING = BLACK << SHIFT_COLOR | KING;

    private static final String LETTERS = ".PNBRQK";

    private Piece() {
    }

    /**
     * The coloured piece of a colour and a type.
     *
     * @param color {@link #WHITE} or {@link #BLACK}
     * @param type {@link #PAWN} to {@link #KING}
     * @return the piece code
     */
    public static int of(int color, int type) {
        return color << SHIFT_COLOR | type;
    }

    /**
     * The type of a piece.
     *
     * @param piece a piece code
     * @return {@link #PAWN} to {@link #KING}, or {@link #NONE} for {@link #EMPTY}
     */
    public static int type(int piece) {
        return piece & MASK_TYPE;
    }

    /**
     * The colour of a piece.
     *
     * @param piece a piece code other than {@link #EMPTY}
     * @return {@link #WHITE} or {@link #BLACK}
     */
    public static int color(int piece) {
        return piece >>> SHIFT_COLOR;
    }

    /**
     * The FEN letter of a piece: upper case for White ({@code PNBRQK}), lower case for Black.
     *
     * @param piece a piece code other than {@link #EMPTY}
     * @return the letter
     */
    public static char fenLetter(int piece) {
        char letter = LETTERS.charAt(type(piece));
        return color(piece) == WHITE ? letter : Character.toLowerCase(letter);
    }

    /**
     * The upper-case letter of a piece type, as SAN writes it ({@code N}, {@code B}, {@code R}, {@code Q},
     * {@code K}; {@code P} for a pawn).
     *
     * @param type {@link #PAWN} to {@link #KING}
     * @return the letter
     */
    public static char typeLetter(int type) {
        return LETTERS.charAt(type);
    }

    /**
     * The piece a FEN letter stands for.
     *
     * @param letter one of {@code PNBRQKpnbrqk}
     * @return the piece code, or {@link #EMPTY} if the letter is not a piece
     */
    public static int fromFenLetter(char letter) {
        int type = typeFromLetter(Character.toUpperCase(letter));
        if (type == NONE) {
            return EMPTY;
        }
        return of(Character.isUpperCase(letter) ? WHITE : BLACK, type);
    }

    /**
     * The piece type an upper-case letter stands for.
     *
     * @param letter one of {@code PNBRQK}
     * @return the type, or {@link #NONE} if the letter is not one of them
     */
    public static int typeFromLetter(char letter) {
        int index = LETTERS.indexOf(letter);
        return index <= 0 ? NONE : index;
    }

    /**
     * The English name of a piece type, for messages.
     *
     * @param type {@link #PAWN} to {@link #KING}
     * @return "pawn", "knight", ...
     */
    public static String typeName(int type) {
        return switch (type) {
            case PAWN -> "pawn";
            case KNIGHT -> "knight";
            case BISHOP -> "bishop";
            case ROOK -> "rook";
            case QUEEN -> "queen";
            case KING -> "king";
            default -> "nothing";
        };
    }

    /**
     * The name of a colour, as chess players say it.
     *
     * @param color {@link #WHITE} or {@link #BLACK}
     * @return "White" or "Black"
     */
    public static String colorName(int color) {
        return color == WHITE ? "White" : "Black";
    }
}

package dev.ply.games.chess;

/**
 * Squares as {@code int}s from 0 ({@code a1}) to 63 ({@code h8}), rank by rank: {@code square = 8 * rank + file}
 * with files {@code a..h} and ranks {@code 1..8} both counted from 0. Bit {@code s} of a bitboard
 * ({@code long}) is square {@code s}.
 */
public final class Square {

    /** The number of squares. */
    public static final int COUNT = 64;

    /** a1. */
    public static final int A1 = 0;
    /** b1. */
    public static final int B1 = 1;
    /** c1. */
    public static final int C1 = 2;
    /** d1. */
    public static final int D1 = 3;
    /** e1. */
    public static final int E1 = 4;
    /** f1. */
    public static final int F1 = 5;
    /** g1. */
    public static final int G1 = 6;
    /** h1. */
    public static final int H1 = 7;
    /** a8. */
    public static final int A8 = 56;
    /** b8. */
    public static final int B8 = 57;
    /** c8. */
    public static final int C8 = 58;
    /** d8. */
    public static final int D8 = 59;
    /** e8. */
    public static final int E8 = 60;
    /** f8. */
    public static final int F8 = 61;
    /** g8. */
    public static final int G8 = 62;
    /** h8. */
    public static final int H8 = 63;

    private Square() {
    }

    /**
     * The square on a file and a rank.
     *
     * @param file 0 ({@code a}) to 7 ({@code h})
     * @param rank 0 (rank 1) to 7 (rank 8)
     * @return the square
     */
    public static int of(int file, int rank) {
        return rank << 3 | file;
    }

    /**
     * The file of a square.
     *
     * @param square 0 to 63
     * @return 0 ({@code a}) to 7 ({@code h})
     */
    public static int file(int square) {
        return square & 7;
    }

    /**
     * The rank of a square.
     *
     * @param square 0 to 63
     * @return 0 (rank 1) to 7 (rank 8)
     */
    public static int rank(int square) {
        return square >>> 3;
    }

    /**
     * The rank of a square seen from a side.
     *
     * @param color {@link Piece#WHITE} or {@link Piece#BLACK}
     * @param square 0 to 63
     * @return 0 on the side's own first rank to 7 on its last
     */
    public static int relativeRank(int color, int square) {
        return color == Piece.WHITE ? rank(square) : 7 - rank(square);
    }

    /**
     * The king moves from one square to another (the Chebyshev distance).
     *
     * @param a 0 to 63
     * @param b 0 to 63
     * @return 0 to 7
     */
    public static int distance(int a, int b) {
        return Math.max(Math.abs(file(a) - file(b)), Math.abs(rank(a) - rank(b)));
    }

    /**
     * The algebraic name of a square.
     *
     * @param square 0 to 63
     * @return such as {@code "e4"}
     */
    public static String name(int square) {
        return new String(new char[] {(char) ('a' + file(square)), (char) ('1' + rank(square))});
    }

    /**
     * Parses an algebraic square name.
     *
     * @param text such as {@code "e4"}; lower case
     * @return the square, or -1 if the text is not a square name
     */
    public static int parse(CharSequence text) {
        if (text.length() != 2) {
            return -1;
        }
        return parse(text.charAt(0), text.charAt(1));
    }

    /**
     * Parses a square from its file letter and rank digit.
     *
     * @param file {@code 'a'} to {@code 'h'}
     * @param rank {@code '1'} to {@code '8'}
     * @return the square, or -1 if either character is out of range
     */
    public static int parse(char file, char rank) {
        if (file < 'a' || file > 'h' || rank < '1' || rank > '8') {
            return -1;
        }
        return of(file - 'a', rank - '1');
    }

    /**
     * The same square seen from the other side (a1 becomes a8): how Black's piece-square tables are read.
     *
     * @param square 0 to 63
     * @return the square mirrored across the middle of the board
     */
    public static int flipRank(int square) {
        return square ^ 56;
    }
}

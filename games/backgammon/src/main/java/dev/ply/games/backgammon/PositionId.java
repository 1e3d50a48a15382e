package dev.ply.games.backgammon;

import dev.ply.core.NotationException;

/**
 * GNU Backgammon's position id: the 14-character base64 form of an 80-bit key of the checkers, read
 * and written exactly as gnubg 1.07 reads and writes it.
 *
 * <p>The key holds two blocks of 25 points each, first the player who is <em>not</em> on roll, then
 * the player on roll (gnubg's manual says the reverse; gnubg itself, and every tool that exchanges ids
 * with it, works this way). A block lists the points 1..24 from that player's own side, then the bar;
 * each point is as many 1 bits as it has checkers, followed by a 0 bit. Bits fill each byte from its
 * least significant bit; the ten bytes are written in standard base64 without padding. Checkers not on
 * the board or the bar have been borne off. Example: {@code 4HPwATDgc/ABMA} is the starting position.
 *
 * <p>Boards here are {@code int[26]} arrays from one player's side: index 1..24 the points, 25 the bar,
 * 0 the checkers borne off.
 */
public final class PositionId {

    /** The length of a position id in characters. */
    public static final int LENGTH = 14;

    static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    private static final int KEY_BYTES = 10;

    private PositionId() {
    }

    /**
     * Writes the position id of two boards.
     *
     * @param notOnRoll the board of the player not on roll, from that player's side; not modified
     * @param onRoll the board of the player on roll, from that player's side; not modified
     * @return the 14-character id
     */
    public static String encode(int[] notOnRoll, int[] onRoll) {
        byte[] key = new byte[KEY_BYTES];
        int bit = 0;
        for (int[] board : new int[][] {notOnRoll, onRoll}) {
            for (int point = 1; point <= BackgammonState.BAR; point++) {
                for (int c = 0; c < board[point]; c++) {
                    key[bit >> 3] |= (byte) (1 << (bit & 7));
                    bit++;
                }
                bit++;
            }
        }
        StringBuilder id = new StringBuilder(LENGTH);
        for (int i = 0; i < 9; i += 3) {
            int b0 = key[i] & 0xFF;
            int b1 = key[i + 1] & 0xFF;
            int b2 = key[i + 2] & 0xFF;
            id.append(ALPHABET.charAt(b0 >> 2));
            id.append(ALPHABET.charAt(((b0 & 0x03) << 4) | (b1 >> 4)));
            id.append(ALPHABET.charAt(((b1 & 0x0F) << 2) | (b2 >> 6)));
            id.append(ALPHABET.charAt(b2 & 0x3F));
        }
        int last = key[9] & 0xFF;
        id.append(ALPHABET.charAt(last >> 2));
        id.append(ALPHABET.charAt((last & 0x03) << 4));
        return id.toString();
    }

    /**
     * Reads a position id, with the checks gnubg makes: at most 15 checkers a player, no point held by
     * both players, not both players on the bar against closed boards. Unlike gnubg, a character
     * outside the base64 alphabet is an error rather than read as {@code /}. As gnubg does, bits after
     * the fiftieth separator and the unused low bits of the last character are ignored.
     *
     * @param text the id, exactly 14 characters
     * @return two new boards from their owners' sides: {@code [0]} the player not on roll, {@code [1]}
     *     the player on roll; index 0 of each holds the checkers borne off
     * @throws NotationException if the id is malformed or the position impossible
     */
    public static int[][] decode(String text) {
        if (text.length() != LENGTH) {
            throw new NotationException("a GNU Backgammon position id is 14 characters of base64, not " + text.length()
                    + " ('" + text + "')");
        }
        byte[] key = base64Bytes(text, "position id");
        int[][] boards = new int[2][BackgammonState.BAR + 1];
        int bit = 0;
        for (int player = 0; player < 2; player++) {
            for (int point = 1; point <= BackgammonState.BAR; point++) {
                while (bit < 8 * KEY_BYTES && (key[bit >> 3] & (1 << (bit & 7))) != 0) {
                    boards[player][point]++;
                    bit++;
                }
                bit++;
            }
        }
        String[] names = {"the player not on roll", "the player on roll"};
        for (int player = 0; player < 2; player++) {
            int onBoard = 0;
            for (int point = 1; point <= BackgammonState.BAR; point++) {
                onBoard += boards[player][point];
            }
            if (onBoard > BackgammonState.CHECKERS) {
                throw new NotationException("position id '" + text + "' gives " + names[player] + " " + onBoard
                        + " checkers; a player has 15");
            }
            boards[player][BackgammonState.OFF] = BackgammonState.CHECKERS - onBoard;
        }
        for (int point = 1; point <= 24; point++) {
            if (boards[1][point] > 0 && boards[0][25 - point] > 0) {
                throw new NotationException("position id '" + text + "' puts both players on the same point ("
                        + point + " of the player on roll)");
            }
        }
        if (boards[0][BackgammonState.BAR] > 0 && boards[1][BackgammonState.BAR] > 0 && closedHomeBoard(boards[0])
                && closedHomeBoard(boards[1])) {
            throw new NotationException("position id '" + text
                    + "' has both players on the bar against closed home boards, which cannot happen");
        }
        return boards;
    }

    /**
     * Reads base64 as gnubg's ids use it: standard alphabet, no padding, bytes filled from the first
     * character's high bits; the bits left over in the last character are ignored.
     *
     * @param text the characters; their number times 6, divided by 8, is the number of bytes
     * @param kind what the text is, for the message
     * @return the bytes
     * @throws NotationException naming the first character outside the alphabet
     */
    static byte[] base64Bytes(String text, String kind) {
        byte[] bytes = new byte[text.length() * 6 / 8];
        int bit = 0;
        for (int i = 0; i < text.length(); i++) {
            int value = ALPHABET.indexOf(text.charAt(i));
            if (value < 0) {
                throw new NotationException(kind + " '" + text + "' has '" + text.charAt(i) + "' at character "
                        + (i + 1) + ", which is not base64 (A-Z, a-z, 0-9, + and /)");
            }
            for (int k = 5; k >= 0; k--, bit++) {
                if ((value & (1 << k)) != 0 && bit / 8 < bytes.length) {
                    bytes[bit / 8] |= (byte) (0x80 >> (bit % 8));
                }
            }
        }
        return bytes;
    }

    private static boolean closedHomeBoard(int[] board) {
        for (int point = 1; point <= 6; point++) {
            if (board[point] < 2) {
                return false;
            }
        }
        return true;
    }
}

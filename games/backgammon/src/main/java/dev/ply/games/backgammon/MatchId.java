package dev.ply.games.backgammon;

import dev.ply.core.NotationException;

/**
 * GNU Backgammon's match id: the 12-character base64 form of a 66-bit key of the state of play that
 * gnubg prints beside the position id (its "GNU Backgammon ID" is {@code POSITIONID:MATCHID}). Ply reads
 * the parts that say whose turn it is and which dice are rolled.
 *
 * <p>Bits, least significant first: cube value as a power of 2 (4), cube owner (2; 3 is centred), player
 * on roll (1), Crawford game (1), game state (3: 0 none, 1 playing, 2 over, 3 resigned, 4 dropped),
 * player to decide (1), double offered (1), resignation offered (2), first die (3), second die (3), match
 * length (15), the two scores (15 each), Jacoby (1). Players are gnubg's 0 (O) and 1 (X), Ply's too.
 *
 * @param onRoll the player on roll, 0 or 1
 * @param turn the player to make the next decision
 * @param gameState gnubg's game state, 0 to 4
 * @param doubleOffered whether a double is being offered
 * @param resignation the resignation offered, 0 for none
 * @param die1 the first die, 0 before the roll
 * @param die2 the second die, 0 before the roll
 * @param cubeValue the cube's value
 */
public record MatchId(int onRoll, int turn, int gameState, boolean doubleOffered, int resignation, int die1,
        int die2, int cubeValue) {

    /** The length of a match id in characters. */
    public static final int LENGTH = 12;

    /**
     * Reads a match id.
     *
     * @param text 12 characters of base64
     * @return its fields
     * @throws NotationException if the text is not a match id
     */
    public static MatchId decode(String text) {
        if (text.length() != LENGTH) {
            throw new NotationException("a GNU Backgammon match id is 12 characters of base64, not " + text.length()
                    + " ('" + text + "')");
        }
        byte[] key = PositionId.base64Bytes(text, "match id");
        int cubeLog = bits(key, 0, 4);
        return new MatchId(bits(key, 6, 1), bits(key, 11, 1), bits(key, 8, 3), bits(key, 12, 1) != 0,
                bits(key, 13, 2), bits(key, 15, 3), bits(key, 18, 3), 1 << cubeLog);
    }

    private static int bits(byte[] key, int from, int count) {
        int value = 0;
        for (int i = 0; i < count; i++) {
            int bit = from + i;
            if ((key[bit >> 3] & (1 << (bit & 7))) != 0) {
                value |= 1 << i;
            }
        }
        return value;
    }

    /**
     * Whether the text has the shape of a match id (length and alphabet), to tell it from other fields.
     *
     * @param text a field of a position's notation
     * @return {@code true} for 12 base64 characters
     */
    static boolean looksLikeOne(String text) {
        if (text.length() != LENGTH) {
            return false;
        }
        for (int i = 0; i < LENGTH; i++) {
            if (PositionId.ALPHABET.indexOf(text.charAt(i)) < 0) {
                return false;
            }
        }
        return true;
    }
}

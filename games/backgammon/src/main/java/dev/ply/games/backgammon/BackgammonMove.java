package dev.ply.games.backgammon;

/**
 * The {@code int} encodings of backgammon's moves: a whole play of the player on roll, and the
 * chance outcomes (rolls) that precede it. Both are non-negative; which one an {@code int} is follows
 * from the position it is played in (a player node or a chance node).
 *
 * <p><b>A play</b> is up to four legs, each one checker moved by one die, in the order they are
 * played. Leg {@code i} (0 to 3) occupies the six bits from {@code i * BITS_PER_LEG}:
 * <pre>
 *  bits 0-4  FROM      the source point from the mover's side: 1..24, or 25 for the bar;
 *                      0 marks an unused leg (all later legs are unused too)
 *  bit  5    LOW_DIE   0: the leg uses the higher die of the roll; 1: the lower die
 *                      (always 0 for doubles, whose dice are equal)
 * </pre>
 * so that a play needs 24 bits. The destination follows from the source and the die: {@code from - die},
 * or borne off when that is 0 or less. Whether a leg hits is decided when it is played. The play of a
 * player who cannot move is the explicit {@link #PASS}, which has no legs. Among the orders and
 * routes that reach the same position the move generator lists one play, so two different plays of a
 * position always reach different positions.
 *
 * <p><b>A roll</b> (the outcome of a chance node) holds the two dice, the higher first:
 * <pre>
 *  bits 0-2  HIGH_DIE  1..6
 *  bits 3-5  LOW_DIE   1..6, at most HIGH_DIE
 *  bit  6    STARTER   only in the opening roll, which also decides who starts: the player (0 or 1)
 *                      who won the opening roll and plays it
 * </pre>
 */
public final class BackgammonMove {

    /** The number of bits one leg of a play takes. */
    public static final int BITS_PER_LEG = 6;
    /** The largest number of legs in a play (doubles). */
    public static final int MAX_LEGS = 4;
    /** The shift of a leg's source point within the leg's bits. */
    public static final int SHIFT_FROM = 0;
    /** The mask of a leg's source point (after shifting by the leg's offset and {@link #SHIFT_FROM}). */
    public static final int MASK_FROM = 0x1F;
    /** The shift of the flag saying that a leg uses the lower die, within the leg's bits. */
    public static final int SHIFT_LOW_DIE_FLAG = 5;
    /** The mask of all of a leg's bits. */
    public static final int MASK_LEG = 0x3F;

    /** The play of a player who cannot move: no legs. */
    public static final int PASS = 0;

    /** The shift of a roll's higher die. */
    public static final int SHIFT_HIGH_DIE = 0;
    /** The shift of a roll's lower die. */
    public static final int SHIFT_LOW_DIE = 3;
    /** The mask of one die of a roll, after shifting. */
    public static final int MASK_DIE = 0x7;
    /** The shift of the opening roll's starting player. */
    public static final int SHIFT_STARTER = 6;
    /** The mask of the opening roll's starting player, after shifting. */
    public static final int MASK_STARTER = 0x1;

    /** The source point number of the bar in a leg. */
    public static final int BAR = 25;

    private BackgammonMove() {
    }

    /**
     * Encodes one leg at a position in a play.
     *
     * @param index the leg's index in the play, 0 to 3
     * @param from the source point, 1..24, or {@link #BAR}
     * @param lowDie whether the leg uses the lower die of a non-double roll
     * @return the leg's bits, to be OR-ed into the play
     */
    public static int leg(int index, int from, boolean lowDie) {
        return ((from << SHIFT_FROM) | ((lowDie ? 1 : 0) << SHIFT_LOW_DIE_FLAG)) << (index * BITS_PER_LEG);
    }

    /**
     * The source point of a leg.
     *
     * @param play a play
     * @param index the leg's index, 0 to 3
     * @return 1..24, {@link #BAR}, or 0 if the play has no such leg
     */
    public static int from(int play, int index) {
        return (play >>> (index * BITS_PER_LEG + SHIFT_FROM)) & MASK_FROM;
    }

    /**
     * Whether a leg uses the lower die of the roll.
     *
     * @param play a play
     * @param index the leg's index, 0 to 3
     * @return {@code true} for the lower die of a non-double
     */
    public static boolean usesLowDie(int play, int index) {
        return ((play >>> (index * BITS_PER_LEG + SHIFT_LOW_DIE_FLAG)) & 1) != 0;
    }

    /**
     * The number of legs (checker moves) in a play.
     *
     * @param play a play
     * @return 0 for {@link #PASS}, up to 4
     */
    public static int legCount(int play) {
        int count = 0;
        while (count < MAX_LEGS && from(play, count) != 0) {
            count++;
        }
        return count;
    }

    /**
     * Encodes a roll.
     *
     * @param high the higher die, 1..6
     * @param low the lower die, 1..{@code high}
     * @return the chance outcome
     */
    public static int roll(int high, int low) {
        return (high << SHIFT_HIGH_DIE) | (low << SHIFT_LOW_DIE);
    }

    /**
     * Encodes an opening roll.
     *
     * @param high the higher die, 2..6
     * @param low the lower die, 1..{@code high - 1}
     * @param starter the player who rolled the higher die and starts, 0 or 1
     * @return the chance outcome
     */
    public static int openingRoll(int high, int low, int starter) {
        return roll(high, low) | (starter << SHIFT_STARTER);
    }

    /**
     * The higher die of a roll.
     *
     * @param roll a chance outcome
     * @return 1..6
     */
    public static int highDie(int roll) {
        return (roll >>> SHIFT_HIGH_DIE) & MASK_DIE;
    }

    /**
     * The lower die of a roll.
     *
     * @param roll a chance outcome
     * @return 1..6
     */
    public static int lowDie(int roll) {
        return (roll >>> SHIFT_LOW_DIE) & MASK_DIE;
    }

    /**
     * The player who starts, for an opening roll.
     *
     * @param roll an opening roll
     * @return 0 or 1
     */
    public static int starter(int roll) {
        return (roll >>> SHIFT_STARTER) & MASK_STARTER;
    }
}

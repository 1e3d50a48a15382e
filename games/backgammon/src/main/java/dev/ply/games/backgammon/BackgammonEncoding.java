package dev.ply.games.backgammon;

/**
 * Backgammon as a network reads it (the {@link dev.ply.core.capability.NetworkEncoding} of {@link BackgammonState}),
 * from the side of the player on roll, or about to roll at a chance node.
 *
 * <p><b>Input</b>, 209 numbers in one row: for each player, the mover first, each of the 24 points from that
 * player's own side as Tesauro's four units (at least one checker, at least two, at least three, and half the
 * checkers beyond three), then the bar (checkers / 2) and the checkers borne off (/ 15); then whether the dice have
 * been rolled, and the higher and lower die one-hot (six numbers each, all zero before the roll).
 *
 * <p><b>Actions</b>: a play is named by its first two checker moves, each a source point from the mover's side
 * (the bar is 25) and, for the first, its die: {@code ((from₁ - 1) × 6 + die₁ - 1) × 26 + from₂} (from₂ 0 for a
 * one-move play), 3,900 indices, and 3,900 for the pass. Plays that differ only in their third or fourth move (a
 * double) share an index ({@link #DISTINCT} is {@code false}), and a search gives them one prior.
 */
final class BackgammonEncoding {

    /** The name networks record. */
    static final String NAME = "backgammon-tesauro-209-v1";
    /** The inputs. */
    static final int INPUTS = 2 * (24 * 4 + 2) + 1 + 12;
    /** The actions: two checker moves' worth, and the pass. */
    static final int ACTIONS = 25 * 6 * 26 + 1;
    /** Whether every legal play has an action of its own: not for doubles (see above). */
    static final boolean DISTINCT = false;

    private BackgammonEncoding() {
    }

    /**
     * Writes the inputs.
     *
     * @param mover the player's board, index {@link BackgammonState#OFF} (borne off) to {@link BackgammonState#BAR}
     * @param other the opponent's board, from the opponent's own side
     * @param high the higher die, 0 before the roll
     * @param low the lower die, 0 before the roll
     * @param into the destination
     * @param offset where the first input goes
     */
    static void encode(int[] mover, int[] other, int high, int low, float[] into, int offset) {
        java.util.Arrays.fill(into, offset, offset + INPUTS, 0f);
        int at = side(mover, into, offset);
        at = side(other, into, at);
        into[at++] = high > 0 ? 1f : 0f;
        if (high > 0) {
            into[at + high - 1] = 1f;
            into[at + 6 + low - 1] = 1f;
        }
    }

    /** One player's 98 inputs from {@code at}; returns where the next input goes. */
    private static int side(int[] board, float[] into, int at) {
        for (int point = 1; point <= 24; point++) {
            int n = board[point];
            into[at++] = n >= 1 ? 1f : 0f;
            into[at++] = n >= 2 ? 1f : 0f;
            into[at++] = n >= 3 ? 1f : 0f;
            into[at++] = n > 3 ? (n - 3) / 2f : 0f;
        }
        into[at++] = board[BackgammonState.BAR] / 2f;
        into[at++] = board[BackgammonState.OFF] / (float) BackgammonState.CHECKERS;
        return at;
    }

    /**
     * The action of a legal play.
     *
     * @param play the play
     * @param high the roll's higher die
     * @param low its lower die
     * @return its index below {@link #ACTIONS}
     */
    static int actionIndex(int play, int high, int low) {
        if (BackgammonMove.legCount(play) == 0) {
            return ACTIONS - 1;
        }
        int die = BackgammonMove.usesLowDie(play, 0) ? low : high;
        return ((BackgammonMove.from(play, 0) - 1) * 6 + die - 1) * 26 + BackgammonMove.from(play, 1);
    }
}

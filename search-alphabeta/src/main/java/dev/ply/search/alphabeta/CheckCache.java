package dev.ply.search.alphabeta;

import dev.ply.core.capability.CheckAware;

/**
 * Whether the side to move at each ply of a search is in check, as the parent found out when it played the move
 * (it asks to know whether the move gives check), so that the child does not ask the game again. A ply the parent
 * did not find out about (the root, quiescence's children) is asked when needed.
 */
final class CheckCache {

    private static final byte UNKNOWN = 0;
    private static final byte NOT_IN_CHECK = 1;
    private static final byte IN_CHECK = 2;

    private final byte[] known;

    CheckCache(int maxPly) {
        this.known = new byte[maxPly + 2];
    }

    /** Nothing is known of a ply. */
    void forget(int ply) {
        known[ply] = UNKNOWN;
    }

    /** Records whether the side to move at a ply is in check. */
    void record(int ply, boolean inCheck) {
        known[ply] = inCheck ? IN_CHECK : NOT_IN_CHECK;
    }

    /**
     * Whether the side to move at a ply is in check.
     *
     * @param ply the ply of the position {@code checks} is in
     * @param checks the position, or {@code null} for a game without check
     * @return the recorded answer, or the game's when none is recorded; {@code false} without check
     */
    boolean inCheck(int ply, CheckAware checks) {
        if (checks == null) {
            return false;
        }
        byte answer = known[ply];
        return answer == UNKNOWN ? checks.inCheck() : answer == IN_CHECK;
    }
}

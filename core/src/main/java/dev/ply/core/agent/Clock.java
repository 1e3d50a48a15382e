package dev.ply.core.agent;

/**
 * The time situation of the player asked to move, as an arena or a GUI tells an {@link Agent}.
 *
 * @param timeLeftMillis milliseconds left on the mover's clock; 0 when no clock runs
 * @param incrementMillis milliseconds added to the mover's clock after this move
 * @param movesToGo moves to play before the clock is next topped up; 0 when it never is
 * @param opponentTimeLeftMillis milliseconds left on the opponent's clock; 0 when no clock runs
 */
public record Clock(long timeLeftMillis, long incrementMillis, int movesToGo, long opponentTimeLeftMillis) {

    /** No clock: the agent plays by its own limits. */
    public static final Clock UNTIMED = new Clock(0, 0, 0, 0);

    /**
     * Whether a clock is running.
     *
     * @return {@code true} if the mover has a time budget
     */
    public boolean isTimed() {
        return timeLeftMillis > 0;
    }
}

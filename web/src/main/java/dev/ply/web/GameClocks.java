package dev.ply.web;

import dev.ply.core.agent.Clock;
import dev.ply.core.arena.TimeControl;
import java.util.List;

/**
 * The two clocks of a timed game in the browser: the milliseconds each side has left and when the side to move
 * started its turn. A side is charged when its move arrives, with the increment; its flag falls when it has used
 * more than it had. Not thread-safe: the session calls it with its lock held.
 */
final class GameClocks {

    private final TimeControl control;
    private final long[] left = new long[2];
    private long turnStarted;

    /**
     * Starts both clocks at the control's base time.
     *
     * @param control the time control
     */
    GameClocks(TimeControl control) {
        this.control = control;
        left[0] = control.baseMillis();
        left[1] = control.baseMillis();
        turnStarted = System.nanoTime();
    }

    private long elapsed() {
        return (System.nanoTime() - turnStarted) / 1_000_000;
    }

    /**
     * Charges a side for the turn it just ended and starts the next turn.
     *
     * @param side the side that moved
     * @return {@code false} when its flag fell: the move does not count (its clock stays at 0)
     */
    boolean charge(int side) {
        long now = System.nanoTime();
        left[side] -= (now - turnStarted) / 1_000_000;
        turnStarted = now;
        if (left[side] < 0) {
            left[side] = 0;
            return false;
        }
        left[side] += control.incrementMillis();
        return true;
    }

    /**
     * The milliseconds a side has left now, counting the turn under way if it is the side's.
     *
     * @param side the side
     * @param running the side whose turn it is, or -1 when no clock runs
     * @return milliseconds, at least 0
     */
    long remaining(int side, int running) {
        return Math.max(0, left[side] - (running == side ? elapsed() : 0));
    }

    /**
     * Both clocks as a page shows them.
     *
     * @param running the side whose clock runs, or -1
     * @return the first side's milliseconds, then the second's
     */
    List<Long> shown(int running) {
        return List.of(remaining(0, running), remaining(1, running));
    }

    /**
     * The clock an agent to move plays with.
     *
     * @param side the agent's side
     * @return its time, increment and the opponent's time
     */
    Clock clockFor(int side) {
        return new Clock(left[side] - elapsed(), control.incrementMillis(), 0, left[1 - side]);
    }
}

package dev.ply.core.capability;

import dev.ply.core.GameState;

/**
 * Optional capability of a {@link dev.ply.core.Game} that can solve some of its positions exactly: whether the side
 * to move wins, draws or loses with perfect play, found by an exact solver or an endgame table within a budget. Self-
 * play ({@code ply train ... --exact NODES}) gives the positions it solves their exact value as the value target
 * instead of the one game's result, so that a network learns true values wherever they are cheap to know.
 */
public interface ExactValues {

    /** What {@link #exactValue} returns for a position it did not solve within its budget. */
    int UNKNOWN = Integer.MIN_VALUE;

    /**
     * The value of a position with perfect play, if it is found within the budget. Thread-safe: an implementation
     * keeps what it needs (a transposition table) per thread.
     *
     * @param state a position of this game; not changed (it may be played on and restored)
     * @param maxNodes the most positions the solver may visit, at least 1
     * @return 1 if the side to move wins, 0 for a draw, -1 if it loses (for a finished game, its result for the side
     *     to move), or {@link #UNKNOWN} when the budget ran out first
     */
    int exactValue(GameState state, long maxNodes);
}

package dev.ply.core.capability;

/**
 * Optional capability of a {@link dev.ply.core.GameState} for games with check (chess): searches
 * extend checks, skip null moves and pruning when in check, and search all evasions in quiescence.
 */
public interface CheckAware {

    /**
     * Whether the player to move is in check.
     *
     * @return {@code true} if the king of the side to move is attacked
     */
    boolean inCheck();
}

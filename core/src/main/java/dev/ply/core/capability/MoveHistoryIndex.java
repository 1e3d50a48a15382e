package dev.ply.core.capability;

/**
 * Optional capability of a {@link dev.ply.core.GameState}: a small index per move for the history, killer and
 * countermove tables of a search, so that "the same move" in different positions (same piece, same squares)
 * shares its statistics. Without it a search hashes the move's int instead. Never allocates.
 */
public interface MoveHistoryIndex {

    /**
     * A small index for history and countermove tables: moves that are "the same move" in
     * different positions (same piece, same from and to squares) share it.
     *
     * @param move a legal move of the current position
     * @return an index in {@code [0, historySize())}
     */
    int historyIndex(int move);

    /**
     * The size of the tables indexed by {@link #historyIndex(int)}.
     *
     * @return the number of distinct history indices, at least 1
     */
    int historySize();
}

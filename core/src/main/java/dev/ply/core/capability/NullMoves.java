package dev.ply.core.capability;

/**
 * Optional capability of a {@link dev.ply.core.GameState}: the side to move may "pass" inside a
 * search (null-move pruning). The null move is never a legal move of the game; it only exists for
 * searches. Games where zugzwang is common (checkers) should not offer it.
 */
public interface NullMoves {

    /**
     * Whether a null move is sensible here: legal for the rules of the search (not in check) and
     * unlikely to be refuted by zugzwang (in chess, the side to move has pieces other than pawns).
     *
     * @return {@code true} if a search may try {@link #playNull()}
     */
    boolean nullMoveAllowed();

    /**
     * Passes the turn to the opponent, updating the hash. Undone by {@link #undoNull()}, not by
     * {@link dev.ply.core.GameState#undo()}.
     */
    void playNull();

    /** Takes back the last {@link #playNull()}, restoring the state and its hash exactly. */
    void undoNull();
}

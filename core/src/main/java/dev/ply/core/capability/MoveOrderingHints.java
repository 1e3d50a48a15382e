package dev.ply.core.capability;

/**
 * Optional capability of a {@link dev.ply.core.GameState}: cheap facts about a move that help a
 * search try the best moves first. All values are in the game's evaluation units (centipawns for
 * chess) and all methods take legal moves of the current position. Never allocates.
 */
public interface MoveOrderingHints {

    /**
     * The value of what the move captures, 0 for a quiet move. A promotion counts the gain of the
     * promoted piece over the pawn.
     *
     * @param move a legal move of the current position
     * @return the material the move wins before any recapture, 0 or more
     */
    int victimValue(int move);

    /**
     * The value of the piece that moves: with {@link #victimValue(int)} this gives the
     * most-valuable-victim / least-valuable-attacker order.
     *
     * @param move a legal move of the current position
     * @return the mover's value, 0 or more
     */
    int attackerValue(int move);

    /**
     * Static exchange evaluation: the material the side to move gains (positive) or loses (negative)
     * when both sides keep capturing on the move's destination with their least valuable pieces.
     *
     * @param move a legal move of the current position
     * @return the expected material balance of the exchange, from the side to move's view
     */
    int staticExchange(int move);

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

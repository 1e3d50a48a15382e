package dev.ply.core.capability;

/**
 * Optional capability of a {@link dev.ply.core.GameState}: what moves capture, so that a search tries winning
 * captures first (most valuable victim, least valuable attacker), prunes losing ones by static exchange, and
 * skips hopeless captures in quiescence. Values are in the game's evaluation units (centipawns for chess); all
 * methods take legal moves of the current position and never allocate. A game may offer it without
 * {@link MoveHistoryIndex}, and the other way round; {@link MoveOrderingHints} is both.
 */
public interface CaptureValues {

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
}

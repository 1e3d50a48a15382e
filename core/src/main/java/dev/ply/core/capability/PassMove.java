package dev.ply.core.capability;

/**
 * Optional capability of a {@link dev.ply.core.GameState} whose game has a pass: backgammon's player who
 * cannot play the roll, Go's pass, Othello's player without a disc to turn. It names the move so that
 * tools, protocols and tests can recognise it without knowing the game's move encoding.
 *
 * <p>The conventions every game with passes follows, which {@code GameContract} checks:
 * <ul>
 *   <li>A player with nothing else to do gets exactly one legal move, the pass: the SPI has no "no
 *       moves" state that is not terminal. A game where passing is always allowed (Go) lists the pass
 *       among the other moves.</li>
 *   <li>The pass is written {@value #NOTATION} by {@link dev.ply.core.GameState#moveToString(int)}, and
 *       {@link dev.ply.core.GameState#parseMove(String)} reads {@value #NOTATION} back (in any case) where
 *       the pass is legal.</li>
 *   <li>Playing it changes whatever the rules say (the player to move, a pass counter, the ko point) and
 *       {@link dev.ply.core.GameState#undo()} restores the position, hash included.</li>
 * </ul>
 */
public interface PassMove {

    /** How the pass is written in every game's notation. */
    String NOTATION = "pass";

    /**
     * The move that passes in this position.
     *
     * @return the pass move, or {@link dev.ply.core.GameState#NO_MOVE} where no pass applies (a chance
     *     node, a finished game)
     */
    int passMove();

    /**
     * Whether a text names the pass.
     *
     * @param text a move as written
     * @return {@code true} for {@value #NOTATION}, in any case, surrounded by blanks or not
     */
    static boolean isPassNotation(String text) {
        return text.strip().equalsIgnoreCase(NOTATION);
    }
}

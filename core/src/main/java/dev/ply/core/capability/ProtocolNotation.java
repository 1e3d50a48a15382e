package dev.ply.core.capability;

/**
 * Optional capability of a {@link dev.ply.core.GameState} whose game has a move notation for programs
 * besides the standard one for people: chess writes {@code Nf3} for people and {@code g1f3} in the UCI
 * protocol and in the perft listings engines print. Tools that talk to other programs, or print for
 * comparison with them ({@code perft --divide}), prefer this notation when a state offers it.
 */
public interface ProtocolNotation {

    /**
     * Writes a legal move of this position in the protocol notation.
     *
     * @param move a legal move of the current position
     * @return the move as engines write it, such as {@code e7e8q}
     */
    String moveToProtocol(int move);

    /**
     * Parses a move in the protocol notation and checks that it is legal here.
     *
     * @param text the move as an engine wrote it
     * @return the move, one of {@link dev.ply.core.GameState#legalMoves(int[])}
     * @throws dev.ply.core.NotationException if the text is malformed, or
     *     {@link dev.ply.core.IllegalMoveException} if it is not legal here; one line naming the problem
     */
    int parseProtocolMove(String text);
}

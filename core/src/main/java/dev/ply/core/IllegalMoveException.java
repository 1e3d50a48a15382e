package dev.ply.core;

/**
 * A well-formed move that the rules do not allow in the current position. The message names the
 * move and the reason, on one line.
 */
public class IllegalMoveException extends NotationException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message one line naming the move and why it is illegal
     */
    public IllegalMoveException(String message) {
        super(message);
    }
}

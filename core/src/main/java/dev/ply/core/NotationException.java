package dev.ply.core;

/**
 * Text that should describe a position or a move does not: a malformed FEN, an unknown move
 * string, a board of the wrong size. The message is a single line that names the problem and is
 * meant to be shown to the person who typed the text.
 */
public class NotationException extends InvalidInputException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message one line naming what is wrong with the input
     */
    public NotationException(String message) {
        super(message);
    }
}

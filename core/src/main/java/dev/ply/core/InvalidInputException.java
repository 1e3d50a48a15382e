package dev.ply.core;

/**
 * Input from a person or a file that Ply cannot use: a malformed position or move, an unknown
 * game or algorithm name, a bad option. The message is one line naming the problem, meant to be
 * shown as it is; tools report it and exit without a stack trace.
 */
public class InvalidInputException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message one line naming what is wrong with the input
     */
    public InvalidInputException(String message) {
        super(message);
    }
}

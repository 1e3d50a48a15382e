package dev.ply.core;

/**
 * A name that no registered provider answers to: an unknown game, search algorithm, evaluator or
 * agent. The message lists the names that do exist.
 */
public class UnknownNameException extends InvalidInputException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message one line naming the unknown name and listing the known ones
     */
    public UnknownNameException(String message) {
        super(message);
    }
}

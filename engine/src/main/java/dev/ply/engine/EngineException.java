package dev.ply.engine;

/**
 * An external engine failed: it could not be started, exited, stopped answering or answered nonsense.
 * The message is one line naming the engine and the problem.
 */
public final class EngineException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message one line naming the engine and the problem
     */
    public EngineException(String message) {
        super(message);
    }
}

package dev.ply.core.agent;

/**
 * Thrown by {@link Agent#chooseMove} when the agent resigns instead of moving (an external engine that answers
 * {@code resign}). The arena scores the game as lost by the agent and records it as a resignation.
 */
public final class Resignation extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the resignation.
     *
     * @param message who resigned, for the game's record
     */
    public Resignation(String message) {
        super(message, null, false, false);
    }
}

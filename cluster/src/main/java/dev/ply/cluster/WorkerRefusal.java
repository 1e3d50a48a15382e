package dev.ply.cluster;

import java.io.Serial;

/**
 * A worker's answer that it cannot play a game here (an engine it does not have, a game or search not on its class
 * path): the coordinator gives the game to another worker, and fails the run with this message only when none can.
 */
public final class WorkerRefusal extends RuntimeException {

    @Serial
    private static final long serialVersionUID = 1L;

    /**
     * Creates the refusal.
     *
     * @param message which worker refused what, and why
     */
    public WorkerRefusal(String message) {
        super(message);
    }
}

package dev.ply.search.mcts.playout;

import dev.ply.search.mcts.tree.Iteration;

/**
 * How an iteration finishes the game from the node it added: the simulation step. Implementations are
 * immutable and shared by every worker; they play on the worker's own state and never allocate.
 */
public interface PlayoutPolicy {

    /**
     * Plays from {@code iteration.state} until the game ends or the policy stops, takes every move
     * back, and returns the result. Chance events are drawn with their probabilities. Moves are recorded
     * with {@link Iteration#record(int, int)}, and counted in {@link Iteration#positions}.
     *
     * @param iteration the worker's iteration; its state is left as it was found
     * @return the reward of player 0, in [0, 1]
     */
    double playout(Iteration iteration);
}

package dev.ply.core.capability;

/**
 * Optional capability of a {@link dev.ply.core.GameState} whose game has an opinion of its legal moves before any
 * search: prior knowledge, as the Go programs MoGo and Fuego gave their trees (captures and shapes good, filling
 * one's own eye bad). Monte Carlo tree search with priors ({@code mcts:prior=N}) starts each new child with
 * {@code N} virtual visits at this mean, and progressive bias reads it in place of the evaluator's opinion.
 */
public interface MovePriors {

    /**
     * The game's opinion of a legal move of this position, from the player to move's view.
     *
     * @param move a legal move
     * @return a reward-like value in [0, 1]: 0.5 when the game knows nothing for or against it
     */
    double movePrior(int move);
}

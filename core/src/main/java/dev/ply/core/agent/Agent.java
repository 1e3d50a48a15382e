package dev.ply.core.agent;

/**
 * Something that chooses moves: a search with its limits, a person at the terminal, an external
 * engine. The arena and the {@code play} command ask agents for moves in turn.
 *
 * <p>An agent is used by one game at a time and is told when a new game starts, so it can reset
 * what it keeps between moves. It is asked only at positions where a player moves, never at chance
 * nodes.
 */
public interface Agent extends AutoCloseable {

    /**
     * A short name for reports: the specification it was created from, such as
     * {@code alphabeta:plain,depth=4}.
     *
     * @return the name
     */
    String name();

    /**
     * Called before the first move of each game.
     *
     * @param game the record of the new game (its start position, no moves yet)
     * @param seed a seed for any randomness the agent uses, so that matches can be repeated
     */
    default void newGame(GameRecord game, long seed) {
    }

    /**
     * Chooses a move for the player to move in the record's current position.
     *
     * @param game the game so far; its current position is not terminal and not a chance node, and
     *     must be left unchanged
     * @param clock the mover's time situation, or {@link Clock#UNTIMED}
     * @return a legal move of {@code game.current()}
     */
    int chooseMove(GameRecord game, Clock clock);

    /**
     * The score of the move this agent chose last, from its own view (the player who moved), in the units of the
     * game's evaluator (centipawns in chess) with forced results as {@link dev.ply.core.search.Scores} encodes them.
     * The arena adjudicates games by it when asked to.
     *
     * @return the score, or empty when the agent has none (a random player, an engine that did not say)
     */
    default java.util.OptionalInt lastScore() {
        return java.util.OptionalInt.empty();
    }

    /**
     * Asks the agent, from another thread, to choose its move now: a thinking search stops and answers with the best
     * move it has. Agents that cannot be hurried ignore it.
     */
    default void stop() {
    }

    /** Releases the agent's resources (threads, processes). */
    @Override
    default void close() {
    }
}

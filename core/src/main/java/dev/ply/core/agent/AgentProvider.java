package dev.ply.core.agent;

import dev.ply.core.Game;

/**
 * A kind of agent other than a search, discovered through {@link java.util.ServiceLoader} from
 * {@code META-INF/services/dev.ply.core.agent.AgentProvider} and named by a scheme: {@code random},
 * {@code human}, {@code uci:/usr/games/stockfish}. {@link Agents#create(Game, String)} tries these
 * schemes before search algorithms.
 *
 * <p>Implementations have a public no-argument constructor and are thread-safe.
 */
public interface AgentProvider {

    /**
     * The scheme: the part of an agent specification before the first colon.
     *
     * @return such as {@code "random"} or {@code "uci"}
     */
    String scheme();

    /**
     * One line saying what the agent is and what its argument means, for listings.
     *
     * @return a short description
     */
    String description();

    /**
     * Creates an agent.
     *
     * @param game the game it will play
     * @param argument the part of the specification after the first colon; empty if none
     * @return a new agent owned by the caller
     * @throws dev.ply.core.InvalidInputException if the argument is malformed or the game is not
     *     supported, with a one-line message
     */
    Agent create(Game game, String argument);
}

package dev.ply.web;

import dev.ply.core.Game;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.agent.GameRecord;
import dev.ply.core.agent.SearchAgent;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchProgress;
import dev.ply.core.search.SearchTracer;
import java.util.concurrent.ExecutorService;
import java.util.function.BiConsumer;
import java.util.function.IntFunction;

/**
 * The agents of a game in the browser, one per side a person does not play: made from their specifications when
 * the game begins, their progress reported as they search, their searches stopped when the position changes under
 * them, and closed on the server's pool when the game ends (closing an engine can take a moment).
 */
final class AgentSeats {

    private final Agent[] agents = new Agent[2];
    private final ExecutorService pool;

    /**
     * Makes the agents.
     *
     * @param game the game
     * @param players both sides' specifications
     * @param human the specification of a person, who gets no agent
     * @param record the game's record, which the agents follow
     * @param seed the game's seed (each side's agent gets its own)
     * @param pool where agents are closed
     * @param progress receives each side's search progress
     * @param tracer the tracer of an MCTS agent's side (its root visit shares for the page)
     * @throws dev.ply.core.InvalidInputException an agent that cannot be made; none is left open
     */
    AgentSeats(Game game, String[] players, String human, GameRecord record, long seed, ExecutorService pool,
            BiConsumer<Integer, SearchProgress> progress, IntFunction<SearchTracer> tracer) {
        this.pool = pool;
        try {
            for (int side = 0; side < 2; side++) {
                if (!players[side].equals(human)) {
                    int player = side;
                    agents[side] = Agents.create(game, players[side], p -> progress.accept(player, p),
                            SearchLimits.ofMoveTime(1_000));
                    agents[side].newGame(record, seed + side);
                    if (agents[side] instanceof SearchAgent searching && players[side].startsWith("mcts")) {
                        searching.search().trace(tracer.apply(player));
                    }
                }
            }
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    /**
     * The agent of a side.
     *
     * @param side 0 or 1
     * @return its agent, or {@code null} for a person (or once closed)
     */
    Agent at(int side) {
        return agents[side];
    }

    /** Stops any search under way; the agent answers at once with what it has. */
    void stop() {
        for (Agent agent : agents) {
            if (agent instanceof SearchAgent searching) {
                searching.search().stop();
            }
        }
    }

    /** Closes the agents on the pool. */
    void close() {
        for (int i = 0; i < 2; i++) {
            if (agents[i] != null) {
                Agent agent = agents[i];
                agents[i] = null;
                pool.submit(agent::close);
            }
        }
    }
}

package dev.ply.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.GameResult;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchListener;
import dev.ply.lab.GameLine;
import java.io.Serial;
import java.io.Serializable;
import java.util.concurrent.Callable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One game of a match, played on a worker: the worker builds the match's arena from its settings, makes both agents
 * from their specifications (from its own class path and plug-ins, so an engine it lacks is refused, not forfeited)
 * and plays game {@code index} exactly as a serial run on the coordinator would.
 *
 */
final class GameTask implements Callable<String>, Serializable, HazelcastInstanceAware {

    @Serial
    private static final long serialVersionUID = 1L;
    /** The worker's account of its games, a line as each starts and ends ({@code ply worker} shows it). */
    private static final Logger GAMES = LoggerFactory.getLogger("dev.ply.cluster.games");

    private final String gameId;
    private final String agentA;
    private final String agentB;
    private final Arena.Settings settings;
    private final long moveMillis;
    private final int index;
    /** Where the task runs, to name the worker in a refusal; not sent. */
    private transient String worker;

    /**
     * Creates the task.
     *
     * @param gameId the game
     * @param agentA agent A's specification
     * @param agentB agent B's
     * @param settings the match's arena settings
     * @param moveMillis the time a move of an agent whose specification sets no limit
     * @param index the game's number in the match
     */
    GameTask(String gameId, String agentA, String agentB, Arena.Settings settings, long moveMillis, int index) {
        this.gameId = gameId;
        this.agentA = agentA;
        this.agentB = agentB;
        this.settings = settings;
        this.moveMillis = moveMillis;
        this.index = index;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance instance) {
        Member member = instance.getCluster().getLocalMember();
        worker = "worker " + member.getAddress();
    }

    @Override
    public String call() {
        String worker = this.worker == null ? "a worker" : this.worker;
        Game game;
        Agent a;
        Agent b;
        SearchLimits perMove = SearchLimits.ofMoveTime(moveMillis);
        try {
            game = Ply.game(gameId);
            a = Agents.create(game, agentA, SearchListener.NONE, perMove);
        } catch (InvalidInputException e) {
            throw new WorkerRefusal(worker + " cannot play " + agentA + ": " + e.getMessage());
        }
        try {
            b = Agents.create(game, agentB, SearchListener.NONE, perMove);
        } catch (InvalidInputException e) {
            a.close();
            throw new WorkerRefusal(worker + " cannot play " + agentB + ": " + e.getMessage());
        }
        try (a; b) {
            GAMES.info("game {} started: {} against {}", index + 1, agentA, agentB);
            GameResult result = Arena.of(game, settings).playOne(index, a, b);
            GAMES.info("game {} finished after {} plies: {}", index + 1, result.record().length(),
                    result.termination());
            return GameLine.of(gameId, agentA, agentB, null, result).toJson();
        }
    }
}

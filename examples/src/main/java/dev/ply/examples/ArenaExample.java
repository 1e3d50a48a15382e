package dev.ply.examples;

import dev.ply.core.Game;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.MatchResult;

/**
 * Plays a small match between two agents with the {@link Arena}: here depth-limited alpha-beta against
 * Monte Carlo tree search on Connect Four, the example game. Agents are written as on the command line.
 *
 * <pre>
 * java -cp examples/target/ply.jar dev.ply.examples.ArenaExample [GAME] [AGENT_A] [AGENT_B] [GAMES]
 * </pre>
 */
public final class ArenaExample {

    private ArenaExample() {
    }

    /**
     * Runs the example.
     *
     * @param args optional game, agent A, agent B and number of games
     */
    public static void main(String[] args) {
        Game game = Ply.game(args.length > 0 ? args[0] : "connectfour");
        String specA = args.length > 1 ? args[1] : "alphabeta:depth=6";
        String specB = args.length > 2 ? args[2] : "random";
        int games = args.length > 3 ? Integer.parseInt(args[3]) : 10;
        try (Agent a = Agents.create(game, specA); Agent b = Agents.create(game, specB)) {
            MatchResult result = new Arena(game).games(games).seed(7)
                    .listener((last, soFar) -> System.err.printf("game %d: %+d%n", last.index() + 1, last.points()))
                    .play(a, b);
            System.out.print(result.summary());
        }
    }
}

package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.arena.MatchResult;
import dev.ply.core.arena.Tournament;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code ply tournament}: several agents, every pairing or a gauntlet, ratings fitted to all games. */
@Command(name = "tournament", mixinStandardHelpOptions = true,
        description = "Play a round robin (every pairing) or a gauntlet (the first agent against the others) in"
                + " colour-swapped pairs, and print each agent's games, wins, draws, losses, score and Elo rating with"
                + " its 95%% interval (maximum likelihood over all games, the mean at 0), then the cross table.")
final class TournamentCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Parameters(index = "0", paramLabel = "GAME", description = "the game")
    private String gameId;

    @Option(names = "--agents", required = true, arity = "2..*", paramLabel = "AGENT",
            description = "the agents, two or more")
    private List<String> agents;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "round-robin",
            description = "round-robin or gauntlet (default: ${DEFAULT-VALUE})")
    private String format;

    @Mixin
    private ArenaOptions arenaOptions;

    @Mixin
    private RunFiles files;

    @Override
    public void run() {
        arenaOptions.check();
        if (arenaOptions.games % 2 != 0) {
            throw new InvalidInputException("--games per pairing must be an even number of 2 or more, not "
                    + arenaOptions.games);
        }
        Game game = Ply.game(gameId);
        Tournament.Format chosen = Tournament.Format.parse(format);
        arenaOptions.checkAgents(game, agents); // one-line errors before any game
        Tournament.Result[] result = new Tournament.Result[1];
        files.run(game, "ply tournament", arenaOptions.timeControl, log -> result[0] = arenaOptions.withRunner(game, parent.err(), agents,
                runner -> Tournament.play(game, agents, chosen, pairing -> arena -> arenaOptions.configure(arena, game,
                        arenaOptions.seed * 1_000_003L + pairing).listener((played, soFar) -> log.add(soFar.agentA(),
                                soFar.agentB(), null, played)), runner, this::report)));
        parent.out().print(result[0].table());
    }

    private void report(MatchResult match) {
        parent.err().println(match.agentA() + " vs " + match.agentB() + ": +" + match.wins() + " =" + match.draws()
                + " -" + match.losses());
    }
}

package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.MatchResult;
import dev.ply.core.arena.TimeControl;
import dev.ply.core.arena.Tournament;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchListener;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code ply tournament}: several agents, every pairing or a gauntlet, ratings fitted to all games. */
@Command(name = "tournament", mixinStandardHelpOptions = true,
        description = "Play a round robin (every pairing) or a gauntlet (the first agent against the others) in"
                + " colour-swapped pairs, and print each agent's games, wins, draws, losses, score and Elo rating with"
                + " its 95% interval (maximum likelihood over all games, the mean at 0), then the cross table.")
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

    @Option(names = {"-g", "--games"}, paramLabel = "N", defaultValue = "10",
            description = "games per pairing, an even number (default: ${DEFAULT-VALUE})")
    private int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "seed (default: ${DEFAULT-VALUE})")
    private long seed;

    @Option(names = "--tc", paramLabel = "BASE+INC", description = "a clock per game, such as 10+0.1 (seconds)")
    private String timeControl;

    @Option(names = {"-t", "--time"}, paramLabel = "T", defaultValue = "1s",
            description = "time a move for agents without limits of their own (default: ${DEFAULT-VALUE})")
    private String time;

    @Option(names = "--random-plies", paramLabel = "K", defaultValue = "0",
            description = "random opening plies, the same for both games of a pair (default: ${DEFAULT-VALUE})")
    private int randomPlies;

    @Option(names = "--max-plies", paramLabel = "M", defaultValue = "600",
            description = "plies before a game is drawn (default: ${DEFAULT-VALUE})")
    private int maxPlies;

    @Option(names = "--concurrency", paramLabel = "N",
            description = "games at once within a pairing, each with agents of its own (default: one per core, leaving"
                    + " one for the system when an agent searches on threads of its own)")
    private Integer concurrency;

    @Override
    public void run() {
        if (games < 2 || games % 2 != 0) {
            throw new InvalidInputException("--games per pairing must be an even number of 2 or more, not " + games);
        }
        if (randomPlies < 0 || maxPlies < 1) {
            throw new InvalidInputException("random plies must be 0 or more and the move limit 1 or more");
        }
        int atOnce = Concurrency.resolve(concurrency, agents, Runtime.getRuntime().availableProcessors());
        Game game = Ply.game(gameId);
        Tournament.Format chosen = Tournament.Format.parse(format);
        SearchLimits perMove = SearchLimits.ofMoveTime(Agents.parseMillis(time));
        TimeControl clock = timeControl == null ? null : TimeControl.parse(timeControl);
        for (String agent : agents) {
            Agents.create(game, agent, SearchListener.NONE, perMove).close(); // one-line errors before any game
        }
        Tournament.Result result = Tournament.play(game, agents, chosen, pairing -> arena -> {
            arena.games(games).seed(seed * 1_000_003L + pairing).randomPlies(randomPlies).maxPlies(maxPlies);
            return clock == null ? arena : arena.timeControl(clock);
        }, spec -> Agents.create(game, spec, SearchListener.NONE, perMove), this::report, atOnce);
        parent.out().print(result.table());
    }

    private void report(MatchResult match) {
        parent.err().println(match.agentA() + " vs " + match.agentB() + ": +" + match.wins() + " =" + match.draws()
                + " -" + match.losses());
    }
}

package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.GameResult;
import dev.ply.core.arena.MatchResult;
import dev.ply.core.arena.Sprt;
import dev.ply.core.arena.TimeControl;
import dev.ply.core.search.SearchListener;
import dev.ply.core.search.SearchLimits;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code ply match}: many games between two agents. */
@Command(name = "match", mixinStandardHelpOptions = true,
        description = "Play GAMES games between agents A and B, alternating who starts (both games of a pair start"
                + " from the same opening), and print wins/draws/losses from A's view, the score and the Elo"
                + " difference with its 95%% interval. Each game's result goes to standard error as it ends.")
final class MatchCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Parameters(index = "0", paramLabel = "GAME", description = "the game ('./ply list')")
    private String gameId;

    @Option(names = "--a", required = true, paramLabel = "AGENT",
            description = "agent A: random, or a search such as alphabeta:depth=4 or mcts:iterations=1000")
    private String agentA;

    @Option(names = "--b", required = true, paramLabel = "AGENT", description = "agent B")
    private String agentB;

    @Option(names = {"-g", "--games"}, paramLabel = "N", defaultValue = "10",
            description = "games to play (default: ${DEFAULT-VALUE})")
    private int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "seed of openings, dice and random agents (default: ${DEFAULT-VALUE})")
    private long seed;

    @Option(names = "--tc", paramLabel = "BASE+INC",
            description = "time control in seconds, such as 10+0.1; agents then search by the clock")
    private String timeControl;

    @Option(names = "--sprt", paramLabel = "SETTINGS",
            description = "stop as soon as a sequential probability ratio test decides: elo0=0,elo1=5[,alpha=0.05,"
                    + "beta=0.05][,model=pentanomial|trinomial], in normalized Elo; --games is then the most played")
    private String sprt;

    @Option(names = "--concurrency", paramLabel = "N",
            description = "games at once, each with agents of its own; results as a serial run gives them for agents"
                    + " that depend only on their seeds (default: one per core, leaving one for the system when an"
                    + " agent searches on threads of its own)")
    private Integer concurrency;

    @Option(names = {"-t", "--time"}, paramLabel = "T", defaultValue = "1s",
            description = "thinking time a move of agents whose specification sets no limit, without --tc (default:"
                    + " ${DEFAULT-VALUE})")
    private String time;

    @Option(names = "--openings", paramLabel = "FILE",
            description = "start positions, one per line in the game's notation (# comments); pair k uses line k")
    private Path openings;

    @Option(names = "--random-plies", paramLabel = "K", defaultValue = "0",
            description = "random plies played from each start position, the same for both games of a pair")
    private int randomPlies;

    @Option(names = "--pgn", paramLabel = "FILE",
            description = "write each game to this file in PGN as it ends (chess only); the file is replaced")
    private Path pgn;

    @Option(names = "--max-plies", paramLabel = "M", defaultValue = "2000",
            description = "plies after which a game is adjudicated a draw (default: ${DEFAULT-VALUE})")
    private int maxPlies;

    @Override
    public void run() {
        if (games < 1) {
            throw new InvalidInputException("games must be 1 or more, not " + games);
        }
        if (randomPlies < 0 || maxPlies < 1) {
            throw new InvalidInputException("random plies must be 0 or more and the move limit 1 or more");
        }
        int atOnce = Concurrency.resolve(concurrency, List.of(agentA, agentB), Runtime.getRuntime().availableProcessors());
        Game game = dev.ply.core.Ply.game(gameId);
        Arena arena = new Arena(game).games(games).seed(seed).randomPlies(randomPlies).maxPlies(maxPlies);
        SearchLimits perMove = SearchLimits.ofMoveTime(Agents.parseMillis(time));
        if (timeControl != null) {
            arena.timeControl(TimeControl.parse(timeControl));
        }
        if (openings != null) {
            arena.openings(readOpenings(openings));
        }
        PrintStream err = parent.err();
        Sprt test = sprt == null ? null : Sprt.parse(sprt);
        if (test != null) {
            arena.stopAfterPairWhen(soFar -> test.decide(test.llr(soFar.games())) != Sprt.Decision.CONTINUE);
        }
        PgnFile pgnFile = pgn == null ? null : PgnFile.create(pgn, game);
        try (Agent a = Agents.create(game, agentA, SearchListener.NONE, perMove);
                Agent b = Agents.create(game, agentB, SearchListener.NONE, perMove)) {
            arena.listener((result, soFar) -> {
                err.println(progressLine(game, result, soFar) + (test == null ? "" : String.format(Locale.ROOT,
                        "  LLR %.2f (%.2f, %.2f)", test.llr(soFar.games()), test.lowerBound(), test.upperBound())));
                if (pgnFile != null) {
                    pgnFile.append(result, soFar.agentA(), soFar.agentB(), timeControl);
                }
            });
            MatchResult result = atOnce == 1 ? arena.play(a, b)
                    : arena.play(a.name(), () -> Agents.create(game, agentA, SearchListener.NONE, perMove), b.name(),
                            () -> Agents.create(game, agentB, SearchListener.NONE, perMove), atOnce);
            parent.out().print(result.summary());
            if (test != null) {
                double llr = test.llr(result.games());
                Sprt.Decision decision = test.decide(llr);
                parent.out().printf(Locale.ROOT, "SPRT elo0=%s elo1=%s alpha=%s beta=%s (%s): LLR %.2f in (%.2f, %.2f) after %d"
                        + " games: %s%n", test.elo0(), test.elo1(), test.alpha(), test.beta(), test.pentanomial()
                        ? "pentanomial" : "trinomial", llr, test.lowerBound(), test.upperBound(), result.games().size(),
                        decision == Sprt.Decision.ACCEPT_H1 ? "H1 accepted (A is at least elo1 stronger)"
                        : decision == Sprt.Decision.ACCEPT_H0 ? "H0 accepted (A is at most elo0 stronger)"
                        : "no decision yet (play more games)");
            }
        }
    }

    private String progressLine(Game game, GameResult result, MatchResult soFar) {
        String outcome = result.points() > 0 ? "A wins" : result.points() < 0 ? "B wins" : "draw";
        if (Math.abs(result.points()) > 1) {
            outcome += " " + Math.abs(result.points()) + " points";
        }
        String starter = game.playerName(0) + "=" + (result.firstAgentStarted() ? "A" : "B");
        return String.format(Locale.ROOT, "game %d/%d (%s): %s by %s after %d plies%s; running +%d =%d -%d (%.1f%%)",
                result.index() + 1, games, starter, outcome, result.termination(), result.record().length(),
                result.detail().isEmpty() ? "" : " [" + result.detail() + "]", soFar.wins(), soFar.draws(),
                soFar.losses(), 100 * soFar.score());
    }

    private static List<String> readOpenings(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8).stream().map(String::trim)
                    .filter(line -> !line.isEmpty() && !line.startsWith("#")).toList();
        } catch (IOException e) {
            throw new InvalidInputException("cannot read openings file " + file + ": " + e.getMessage());
        } catch (UncheckedIOException e) {
            throw new InvalidInputException("cannot read openings file " + file + ": " + e.getMessage());
        }
    }
}

package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.GameResult;
import dev.ply.core.arena.MatchResult;
import dev.ply.core.arena.Sprt;
import dev.ply.core.search.SearchListener;
import dev.ply.core.search.SearchLimits;
import dev.ply.lab.RunSettings;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
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

    @Mixin
    private ArenaOptions arenaOptions;

    @Mixin
    private RunFiles files;

    @Option(names = "--sprt", paramLabel = "SETTINGS",
            description = "stop as soon as a sequential probability ratio test decides: elo0=0,elo1=5[,alpha=0.05,"
                    + "beta=0.05][,model=pentanomial|trinomial], in normalized Elo; --games is then the most played")
    private String sprt;

    @Option(names = "--resume",
            description = "go on with the match whose --record file is named, stopped before its end: its games count"
                    + " and are not played again; it must have been started with the same settings (--games may be"
                    + " larger, --concurrency and --cluster may differ)")
    private boolean resume;

    @Override
    public void run() {
        arenaOptions.check();
        int atOnce = arenaOptions.concurrency(List.of(agentA, agentB));
        Game game = dev.ply.core.Ply.game(gameId);
        Arena arena = arenaOptions.configure(new Arena(game), game, arenaOptions.seed);
        SearchLimits perMove = arenaOptions.perMove();
        PrintStream err = parent.err();
        Sprt test = sprt == null ? null : Sprt.parse(sprt);
        if (test != null) {
            arena.stopAfterPairWhen(soFar -> test.decide(test.llr(soFar.games())) != Sprt.Decision.CONTINUE);
        }
        MatchResult[] played = new MatchResult[1];
        files.run(game, "ply match", arenaOptions.timeControl, settings(game, arena), arenaOptions.games,
                resume ? err::println : null, log -> {
            List<GameResult> earlier = log.earlierGames();
            for (GameResult result : earlier) {
                String now = arena.startOf(result.index()).notation();
                if (!now.equals(result.record().startNotation())) {
                    throw new InvalidInputException(files.record + ": game " + (result.index() + 1) + " started from "
                            + result.record().startNotation() + " but this match's game " + (result.index() + 1)
                            + " starts from " + now + "; the openings differ, so the match cannot be resumed");
                }
            }
            if (!earlier.isEmpty()) {
                arena.resumeWith(earlier);
                err.println("resuming after " + earlier.size() + " games of " + files.record);
            }
            arena.listener((result, soFar) -> {
                err.println(progressLine(game, result, soFar) + (test == null ? "" : String.format(Locale.ROOT,
                        "  LLR %.2f (%.2f, %.2f)", test.llr(soFar.games()), test.lowerBound(),
                        test.upperBound())));
                log.add(agentA, agentB, null, result);
            });
            if (arenaOptions.clusterOptions.cluster != null) {
                played[0] = arenaOptions.onCluster(err, cluster -> cluster.play(game, arena, agentA, agentB,
                        arenaOptions.moveMillis()));
                return;
            }
            try (Agent a = Agents.create(game, agentA, SearchListener.NONE, perMove);
                    Agent b = Agents.create(game, agentB, SearchListener.NONE, perMove)) {
                played[0] = atOnce == 1 ? arena.play(a, b)
                        : arena.play(a.name(), () -> Agents.create(game, agentA, SearchListener.NONE, perMove),
                                b.name(), () -> Agents.create(game, agentB, SearchListener.NONE, perMove), atOnce);
            }
        });
        MatchResult result = played[0];
        parent.out().print(result.summary());
        if (test != null) {
            double llr = test.llr(result.games());
            Sprt.Decision decision = test.decide(llr);
            parent.out().printf(Locale.ROOT, "SPRT elo0=%s elo1=%s alpha=%s beta=%s (%s): LLR %.2f in (%.2f, %.2f)"
                    + " after %d games: %s%n", test.elo0(), test.elo1(), test.alpha(), test.beta(),
                    test.pentanomial() ? "pentanomial" : "trinomial", llr, test.lowerBound(), test.upperBound(),
                    result.games().size(), decision == Sprt.Decision.ACCEPT_H1
                    ? "H1 accepted (A is at least elo1 stronger)" : decision == Sprt.Decision.ACCEPT_H0
                    ? "H0 accepted (A is at most elo0 stronger)" : "no decision yet (play more games)");
        }
    }

    /** What decides the match's games, kept at the head of its record so that a resume must match it. */
    private RunSettings settings(Game game, Arena arena) {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("game", game.id());
        values.put("--a", agentA);
        values.put("--b", agentB);
        values.put("--seed", Long.toString(arenaOptions.seed));
        List<String> openings = arena.settings().openings();
        if (!openings.isEmpty()) {
            values.put("--openings", openings.size() + " positions, SHA-256 " + sha256(String.join("\n", openings)));
        }
        values.put("--random-plies", Integer.toString(arenaOptions.randomPlies));
        values.put("--max-plies", Integer.toString(arenaOptions.maxPlies));
        if (arenaOptions.timeControl != null) {
            values.put("--tc", arenaOptions.timeControl);
        }
        values.put("--time", arenaOptions.moveMillis() + "ms");
        if (arenaOptions.draw != null) {
            values.put("--draw", arenaOptions.draw);
        }
        if (arenaOptions.resign != null) {
            values.put("--resign", arenaOptions.resign);
        }
        if (sprt != null) {
            values.put("--sprt", sprt);
        }
        return new RunSettings(values);
    }

    private static String sha256(String text) {
        return com.google.common.hash.Hashing.sha256().hashString(text, java.nio.charset.StandardCharsets.UTF_8)
                .toString();
    }

    private String progressLine(Game game, GameResult result, MatchResult soFar) {
        String outcome = result.points() > 0 ? "A wins" : result.points() < 0 ? "B wins" : "draw";
        if (Math.abs(result.points()) > 1) {
            outcome += " " + Math.abs(result.points()) + " points";
        }
        String starter = game.playerName(0) + "=" + (result.firstAgentStarted() ? "A" : "B");
        return String.format(Locale.ROOT, "game %d/%d (%s): %s by %s after %d plies%s; running +%d =%d -%d (%.1f%%)",
                result.index() + 1, arenaOptions.games, starter, outcome, result.termination(), result.record().length(),
                result.detail().isEmpty() ? "" : " [" + result.detail() + "]", soFar.wins(), soFar.draws(),
                soFar.losses(), 100 * soFar.score());
    }
}

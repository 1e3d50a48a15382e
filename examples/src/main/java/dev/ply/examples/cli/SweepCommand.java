package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.MatchResult;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchListener;
import dev.ply.lab.GameLine;
import dev.ply.lab.Results;
import dev.ply.lab.Sweep;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code ply sweep}: one agent's setting over a set of values, a match against the same opponent for each. */
@Command(name = "sweep", mixinStandardHelpOptions = true,
        description = "Play a match against the same opponent for each value of one setting of an agent, written"
                + " key={v1,v2,...} (for example mcts:c={0.5,1,1.4,2}), every match from the same openings and seeds,"
                + " and print a row per value: games, wins, draws, losses, score and Elo with its 95% interval.")
final class SweepCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Parameters(index = "0", paramLabel = "GAME", description = "the game")
    private String gameId;

    @Option(names = "--agent", required = true, paramLabel = "SPEC",
            description = "the swept agent, one setting written key={v1,v2,...}: mcts:c={0.5,1,1.4,2}")
    private String agent;

    @Option(names = "--against", required = true, paramLabel = "AGENT", description = "the opponent of every value")
    private String against;

    @Mixin
    private ArenaOptions arenaOptions;

    @Mixin
    private RunFiles files;

    @Override
    public void run() {
        arenaOptions.check();
        Sweep sweep = Sweep.parse(agent);
        Game game = Ply.game(gameId);
        SearchLimits perMove = arenaOptions.perMove();
        for (Sweep.Point point : sweep.points()) {
            Agents.create(game, point.agent(), SearchListener.NONE, perMove).close(); // every value checked first
        }
        Agents.create(game, against, SearchListener.NONE, perMove).close();
        int atOnce = arenaOptions.concurrency(List.of(sweep.points().get(0).agent(), against));
        AtomicReference<List<GameLine>> lines = new AtomicReference<>(List.of());
        files.run(gameId, log -> {
            for (Sweep.Point point : sweep.points()) {
                // The same seed for every value: each plays the same openings and dice.
                Arena arena = arenaOptions.configure(new Arena(game), game, arenaOptions.seed)
                        .listener((played, soFar) -> log.add(point.agent(), against, point.setting(), played));
                MatchResult match = arena.play(point.agent(), () -> create(game, point.agent(), perMove), against,
                        () -> create(game, against, perMove), atOnce);
                parent.err().println(point.setting() + ": +" + match.wins() + " =" + match.draws() + " -"
                        + match.losses() + " (elo " + match.elo() + ")");
            }
            lines.set(log.lines());
        });
        parent.out().print(Results.of(lines.get(), Ply::game).table());
    }

    private static Agent create(Game game, String spec, SearchLimits perMove) {
        return Agents.create(game, spec, SearchListener.NONE, perMove);
    }
}

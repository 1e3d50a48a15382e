package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.Ply;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.MatchResult;
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
                + " and print a row per value: games, wins, draws, losses, score and Elo with its 95%% interval.")
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
        List<String> agents = new java.util.ArrayList<>(sweep.points().stream().map(Sweep.Point::agent).toList());
        agents.add(against);
        arenaOptions.checkAgents(game, agents); // every value checked before any game
        AtomicReference<List<GameLine>> lines = new AtomicReference<>(List.of());
        files.run(game, "ply sweep", arenaOptions.timeControl, log -> {
            arenaOptions.withRunner(game, parent.err(), List.of(sweep.points().get(0).agent(), against), runner -> {
                for (Sweep.Point point : sweep.points()) {
                    // The same seed for every value: each plays the same openings and dice.
                    Arena arena = arenaOptions.configure(new Arena(game), game, arenaOptions.seed)
                            .listener((played, soFar) -> log.add(point.agent(), against, point.setting(), played));
                    MatchResult match = runner.play(arena, point.agent(), against);
                    parent.err().println(point.setting() + ": +" + match.wins() + " =" + match.draws() + " -"
                            + match.losses() + " (elo " + match.elo() + ")");
                }
                return null;
            });
            lines.set(log.lines());
        });
        parent.out().print(Results.of(lines.get(), Ply::game).table());
    }
}

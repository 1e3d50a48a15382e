package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.MatchResult;
import dev.ply.lab.OutputFiles;
import dev.ply.lab.Spsa;
import dev.ply.lab.SpsaHistory;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code ply spsa}: tunes an agent's numeric options by SPSA, each iteration games between two settings. */
@Command(name = "spsa", mixinStandardHelpOptions = true,
        description = "Tune numeric options of an agent (alphabeta's margins and reductions, mcts's c, ...) by SPSA, as"
                + " fishtest does: each iteration moves every parameter at once by +-c_k, plays --games games (pairs"
                + " of openings, colours alternating) between the two settings and steps each parameter towards the"
                + " winner. Every iteration is appended to --out as it ends; running the same command again resumes"
                + " from it. --plot draws each parameter's history.")
final class SpsaCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Parameters(index = "0", paramLabel = "GAME", description = "the game")
    private String gameId;

    @Option(names = "--agent", required = true, paramLabel = "SPEC",
            description = "the agent whose options are tuned, such as alphabeta or alphabeta:eval=chess:classic")
    private String agent;

    @Option(names = "--param", required = true, paramLabel = "NAME=START:MIN:MAX[:C_END[:R_END]]",
            description = "a parameter: an option of the agent, its start and range; C_END the last iteration's"
                    + " perturbation (default: a twentieth of the range), R_END its learning rate (default 0.002);"
                    + " whole numbers make a whole-number parameter. Repeat for each parameter.")
    private List<String> params;

    @Option(names = "--iterations", paramLabel = "N", defaultValue = "100",
            description = "iterations, which set the schedules (default: ${DEFAULT-VALUE})")
    private int iterations;

    @Option(names = "--out", required = true, paramLabel = "FILE.jsonl", description = "the run's history")
    private Path out;

    @Option(names = "--plot", paramLabel = "FILE.svg", description = "draw each parameter's value by iteration")
    private Path plot;

    @Mixin
    private ArenaOptions arenaOptions;

    @Override
    public void run() {
        arenaOptions.check();
        if (arenaOptions.games % 2 != 0) {
            throw new InvalidInputException("--games is the games of one iteration and must be even (pairs of"
                    + " openings), not " + arenaOptions.games);
        }
        Game game = Ply.game(gameId);
        List<Spsa.Parameter> parameters = new ArrayList<>();
        for (String param : params) {
            parameters.add(Spsa.Parameter.parse(param));
        }
        Spsa spsa = new Spsa(parameters, iterations, arenaOptions.seed);
        double[] start = spsa.values();
        arenaOptions.checkAgents(game, List.of(spec(spsa, start)));
        List<String> openings = arenaOptions.openings == null ? null : arenaOptions.readOpenings(game);
        Map<String, Path> outputs = new LinkedHashMap<>();
        outputs.put("--out", out);
        outputs.put("--plot", plot);
        OutputFiles claimed = OutputFiles.claim(outputs);
        try {
            SpsaHistory history = SpsaHistory.open(out, spsa, settings(game));
            PrintStream err = parent.err();
            if (spsa.done() > 0) {
                err.printf(Locale.ROOT, "resuming %s after iteration %d of %d%n", out, spsa.done(), iterations);
            }
            arenaOptions.withRunner(game, err, List.of(spec(spsa, start)), runner -> {
                while (!spsa.finished()) {
                    Spsa.Step step = spsa.next();
                    Arena arena = arenaOptions.configure(new Arena(game), game, arenaOptions.seed + step.iteration());
                    if (openings != null) {
                        arena.openings(rotated(openings, (step.iteration() - 1) * arenaOptions.games / 2));
                    }
                    MatchResult result = runner.play(arena, spec(spsa, step.plus()), spec(spsa, step.minus()));
                    spsa.update(step, result.wins() - result.losses());
                    history.append(step, result.wins(), result.draws(), result.losses());
                    err.printf(Locale.ROOT, "iteration %d/%d: +%d =%d -%d for the plus side; %s%n", step.iteration(),
                            iterations, result.wins(), result.draws(), result.losses(),
                            spsa.options(spsa.values()).replace(',', ' '));
                    if (plot != null && (step.iteration() % 10 == 0 || spsa.finished())) {
                        SpsaHistory.plot(out, plot);
                    }
                }
                return null;
            });
            if (plot != null) {
                SpsaHistory.plot(out, plot);
            }
            parent.out().println(spec(spsa, spsa.values()));
        } finally {
            claimed.close();
        }
    }

    private String spec(Spsa spsa, double[] values) {
        return agent + (agent.contains(":") ? "," : ":") + spsa.options(values);
    }

    private Map<String, Object> settings(Game game) {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("game", game.id());
        settings.put("agent", agent);
        settings.put("parameters", params);
        settings.put("iterations", iterations);
        settings.put("seed", arenaOptions.seed);
        settings.put("games", arenaOptions.games);
        return settings;
    }

    private static List<String> rotated(List<String> openings, int by) {
        List<String> list = new ArrayList<>(openings);
        java.util.Collections.rotate(list, -(by % list.size()));
        return list;
    }
}

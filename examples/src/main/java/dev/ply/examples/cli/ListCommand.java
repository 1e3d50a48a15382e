package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.Ply;
import dev.ply.core.ProviderFailure;
import dev.ply.core.Registry;
import dev.ply.core.agent.AgentProvider;
import dev.ply.core.agent.Agents;
import dev.ply.core.eval.EvaluatorProvider;
import dev.ply.core.search.SearchOption;
import dev.ply.core.search.SearchProvider;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code ply list}: what the class path provides. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "List the games, search algorithms (with their options), evaluators and agents found on the"
                + " class path.")
final class ListCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Option(names = "--options", description = "also list every option of every search algorithm")
    private boolean options;

    @Override
    public void run() {
        PrintStream out = parent.out();
        out.println("Games:");
        for (Game game : Ply.games().all()) {
            out.printf("  %-12s %s%s%n", game.id(), game.displayName(), game.hasChanceNodes() ? " (chance)" : "");
        }
        out.println();
        out.println("Search algorithms:");
        for (SearchProvider provider : Ply.searches().all()) {
            out.printf("  %-12s %s%n", provider.name(), provider.description());
            if (!provider.presets().isEmpty()) {
                out.printf("  %-12s presets: %s%n", "", String.join(", ", provider.presets().keySet()));
            }
            if (options) {
                for (SearchOption option : provider.options()) {
                    out.printf("  %-12s   %s%n", "", option.usage());
                }
            }
        }
        if (!options) {
            out.println("  (options: ./ply list --options; use as NAME:key=value,key=value, plus eval=EVALUATOR and,"
                    + " for agents, the limits depth=, nodes=, iterations=, time=)");
        }
        out.println();
        out.println("Evaluators:");
        for (EvaluatorProvider provider : Ply.evaluators().all()) {
            out.printf("  %-22s %s%n", provider.qualifiedName(), provider.description());
        }
        out.println();
        out.println("Agents (besides search algorithms):");
        out.printf("  %-12s %s%n", "human", "you, typing moves at the terminal (play only)");
        for (AgentProvider provider : Agents.providers().all()) {
            out.printf("  %-12s %s%n", provider.scheme(), provider.description());
        }
        List<ProviderFailure> failures = new ArrayList<>();
        for (Registry<?> registry : List.of(Ply.games(), Ply.searches(), Ply.evaluators(), Agents.providers())) {
            failures.addAll(registry.failures());
        }
        if (!failures.isEmpty()) {
            out.println();
            out.println("Providers that failed to load:");
            failures.forEach(failure -> out.println("  " + failure));
        }
    }
}

package dev.ply.examples.cli;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.agent.SearchSpecification;
import dev.ply.core.search.RootMoveStatistics;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchStatistics;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code ply analyze}: search one position and print what the search found. */
@Command(name = "analyze", mixinStandardHelpOptions = true,
        description = "Search one position and print the best move, score, principal variation, time, nodes and"
                + " the algorithm's statistics. Progress goes to standard error. Without a limit the search runs"
                + " until it has solved the position; Ctrl-C stops it and prints what it found.")
final class AnalyzeCommand implements Runnable {

    @ParentCommand
    private PlyCommand parent;

    @Mixin
    private GameOptions gameOptions;

    @Option(names = {"-a", "--algorithm"}, paramLabel = "SPEC",
            description = "NAME[:options], such as alphabeta, alphabeta:plain or mcts:solver; the limit keys"
                    + " depth, nodes, iterations and time may go in it too (mcts:iterations=1000) (default: alphabeta,"
                    + " or expectimax for games with chance)")
    private String algorithm;

    @Mixin
    private LimitOptions limitOptions;

    @Override
    public void run() {
        GameState state = gameOptions.startState(gameOptions.game(), parent.err());
        Game game = state.game(); // the position's own variant where a game has them (the tree game's trees)
        // Limit keys in the specification (mcts:iterations=1000), as agents take them; the flags override.
        SearchSpecification specification = SearchSpecification.parse(algorithm != null ? algorithm
                : defaultAlgorithm(game));
        SearchLimits limits = limitOptions.limits(specification.limits());
        String spec = specification.search();
        PrintStream out = parent.out();
        PrintStream err = parent.err();
        try (Search search = Ply.search(game, spec); StopOnInterrupt stop = new StopOnInterrupt(search)) {
            if (limits.isUnlimited()) {
                // Said at once: on a large game such a search runs for as long as the person lets it.
                err.println("analyze: no limit given: the search runs until it has solved the position or Ctrl-C"
                        + " stops it (--depth, --time or --nodes set one)");
            }
            SearchResult result = search.search(state, limits, new SearchProgressPrinter(err, () -> state));
            if (stop.interrupted()) {
                err.println("analyze: interrupted; the result is the search's best so far");
            }
            print(out, state, spec, result);
            out.flush();
        }
    }

    static String defaultAlgorithm(Game game) {
        if (!game.hasChanceNodes()) {
            return "alphabeta";
        }
        return Ply.searches().find("expectimax").isPresent() ? "expectimax" : "mcts";
    }

    private static void print(PrintStream out, GameState state, String spec, SearchResult result) {
        out.println("position " + state.notation());
        out.println("algorithm " + spec);
        out.println("best move " + (result.bestMove() != GameState.NO_MOVE ? state.moveToString(result.bestMove())
                : state.isChanceNode() ? "(none: chance moves first)" : "(none: the game is over)"));
        boolean incomplete = result.depth() == 0 && result.bestMove() != GameState.NO_MOVE;
        out.println("score " + (incomplete ? "none (no completed depth: the move is the first one to hand)"
                : TextFormat.score(result.score())));
        out.println("pv " + TextFormat.line(state, result.principalVariation()));
        out.println("depth " + (incomplete ? "none (stopped before depth 1 completed)" : result.depth()
                + " (selective " + result.selectiveDepth() + ")"));
        out.println("time " + result.timeMillis() + " ms");
        out.println("nodes " + result.nodes());
        out.println("nps " + result.nodesPerSecond());
        for (Map.Entry<String, Number> statistic : result.statistics().entrySet()) {
            out.println(statistic.getKey() + " " + TextFormat.statistic(statistic.getValue()));
        }
        if (!result.rootMoves().isEmpty()) {
            // Monte Carlo searches report iterations, and their values are mean results in [0, 1].
            boolean monteCarlo = result.statistics().containsKey(SearchStatistics.ITERATIONS);
            long total = result.rootMoves().stream().mapToLong(RootMoveStatistics::visits).sum();
            out.println();
            out.printf(Locale.ROOT, "%-16s %12s %7s %12s%n", "move", "visits", "share", monteCarlo ? "mean result"
                    : "value");
            for (RootMoveStatistics move : result.rootMoves()) {
                out.printf(Locale.ROOT, "%-16s %12s %6.1f%% %12.3f%n", state.moveToString(move.move()),
                        TextFormat.count(move.visits()), 100.0 * move.visits() / Math.max(1, total), move.value());
            }
        }
    }
}

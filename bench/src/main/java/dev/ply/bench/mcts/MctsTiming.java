package dev.ply.bench.mcts;

import dev.ply.bench.BenchArguments;
import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;

/**
 * One measurement of {@code MctsBenchmark.ticTacToeIterations} outside JMH, for runs interleaved in
 * fresh JVMs by {@code bench/scripts/mcts-interleaved.sh}: fresh searches of 100,000 iterations from the
 * empty tic-tac-toe board (or of another game's start, with as many iterations as asked), the first
 * third of them a warm-up, and one line with the mean rate of the rest. On a machine whose speed drifts
 * within minutes, ratios of specifications measured in the same minutes, run by run, are steadier than
 * ratios of JMH runs made one after the other.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.ply.bench.mcts.MctsTiming 'mcts:reuse=false,threads=2' [--searches N]
 *     [--game ID] [--iterations N]
 * </pre>
 */
public final class MctsTiming {

    private MctsTiming() {
    }

    /**
     * Runs the searches and prints {@code SPEC M} with {@code M} the mean rate in millions of
     * iterations per second.
     *
     * @param args the search specification, then optionally {@code --searches N} (default 45, at least
     *     3), {@code --game ID} (default tictactoe) and {@code --iterations N} (default 100,000)
     * @throws Exception if a search fails
     */
    public static void main(String[] args) throws Exception {
        BenchArguments.run("MctsTiming", () -> {
            String usage = "SPEC [--searches N] [--game ID] [--iterations N]";
            if (args.length == 0 || args[0].startsWith("--")) {
                throw new InvalidInputException("the search specification comes first; use " + usage);
            }
            BenchArguments arguments = BenchArguments.parse(Arrays.copyOfRange(args, 1, args.length), usage,
                    Set.of("--searches", "--game", "--iterations"), Set.of());
            int searches = arguments.positiveInt("--searches", 45);
            if (searches < 3) {
                throw new InvalidInputException("--searches must be 3 or more, not " + searches);
            }
            Game game = Ply.game(arguments.text("--game", "tictactoe"));
            long iterations = arguments.positiveLong("--iterations", MctsBenchmark.ITERATIONS);
            double rate = meanRate(game, args[0], searches, iterations);
            System.out.println(args[0] + " " + String.format(Locale.ROOT, "%.4f", rate));
        });
    }

    private static double meanRate(Game game, String spec, int searches, long iterations) {
        GameState root = game.newState();
        SearchLimits limits = SearchLimits.ofIterations(iterations);
        long measuredNanos = 0;
        int warmUp = searches / 3;
        try (Search search = Ply.search(game, spec)) {
            for (int i = 0; i < searches; i++) {
                long start = System.nanoTime();
                search.search(root, limits);
                if (i >= warmUp) {
                    measuredNanos += System.nanoTime() - start;
                }
            }
        }
        return (double) iterations * (searches - warmUp) / measuredNanos * 1e3;
    }
}

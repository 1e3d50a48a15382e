package dev.ply.bench.mcts;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import java.util.Locale;

/**
 * One measurement of {@code MctsBenchmark.ticTacToeIterations} outside JMH, for runs interleaved in
 * fresh JVMs by {@code bench/scripts/mcts-interleaved.sh}: fresh searches of 100,000 iterations from the
 * empty tic-tac-toe board (or of another game's start, with as many iterations as asked), the first
 * third of them a warm-up, and one line with the mean rate of the rest. On a machine whose speed drifts
 * within minutes, ratios of specifications measured in the same minutes, run by run, are steadier than
 * ratios of JMH runs made one after the other.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.ply.bench.mcts.MctsTiming 'mcts:reuse=false,threads=2' [SEARCHES [GAME ITERATIONS]]
 * </pre>
 */
public final class MctsTiming {

    private MctsTiming() {
    }

    /**
     * Runs the searches and prints {@code SPEC M} with {@code M} the mean rate in millions of
     * iterations per second.
     *
     * @param args the search specification; optionally how many searches (default 45, at least 3), then
     *     a game (default tictactoe) and the iterations of each search (default 100,000)
     */
    public static void main(String[] args) {
        if (args.length < 1 || args.length > 4 || args.length == 3) {
            System.err.println("usage: MctsTiming SPEC [SEARCHES [GAME ITERATIONS]]");
            System.exit(2);
        }
        try {
            int searches = args.length > 1 ? Integer.parseInt(args[1]) : 45;
            if (searches < 3) {
                throw new InvalidInputException("SEARCHES must be 3 or more, not " + searches);
            }
            Game game = Ply.game(args.length > 2 ? args[2] : "tictactoe");
            long iterations = args.length > 2 ? Long.parseLong(args[3]) : MctsBenchmark.ITERATIONS;
            if (iterations < 1) {
                throw new InvalidInputException("ITERATIONS must be 1 or more, not " + iterations);
            }
            double rate = meanRate(game, args[0], searches, iterations);
            System.out.println(args[0] + " " + String.format(Locale.ROOT, "%.4f", rate));
        } catch (InvalidInputException | NumberFormatException e) {
            System.err.println("MctsTiming: " + e.getMessage());
            System.exit(2);
        }
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

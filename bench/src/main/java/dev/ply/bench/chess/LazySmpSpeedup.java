package dev.ply.bench.chess;

import dev.ply.bench.BenchArguments;
import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The Lazy SMP speed-up of the alpha-beta engine: the time to reach a fixed depth on each position of
 * {@code middlegames.fen}, with one thread and with N, from an empty table each time; the speed-up is the
 * ratio of the total times (time to depth is what matters in play; the node rate alone flatters Lazy SMP,
 * whose threads partly repeat each other's work). Each configuration runs the suite twice, alternating,
 * and keeps each position's faster run, to damp the noise of a shared machine.
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.ply.bench.chess.LazySmpSpeedup [--depth 11] [--threads 2]
 *     [--algorithm SPEC]
 * </pre>
 */
public final class LazySmpSpeedup {

    private LazySmpSpeedup() {
    }

    /**
     * Runs the measurement.
     *
     * @param args {@code --depth D} (default 11), {@code --threads N} (default 2), {@code --algorithm SPEC}
     *     (default {@code alphabeta})
     */
    public static void main(String[] args) throws Exception {
        BenchArguments.run("LazySmpSpeedup", () -> {
            BenchArguments arguments = BenchArguments.parse(args, "--depth D --threads N --algorithm SPEC",
                    Set.of("--depth", "--threads", "--algorithm"), Set.of());
            measure(arguments.positiveInt("--depth", 11), arguments.positiveInt("--threads", 2),
                    arguments.text("--algorithm", "alphabeta"));
        });
    }

    private static void measure(int depth, int threads, String algorithm) {
        Game chess = Ply.game("chess");
        List<String> positions = BenchPositions.middlegames();
        String separator = algorithm.contains(":") ? "," : ":";
        long[][] times = new long[2][positions.size()];
        long[][] nodes = new long[2][positions.size()];
        for (long[] row : times) {
            java.util.Arrays.fill(row, Long.MAX_VALUE);
        }
        for (int round = 0; round < 2; round++) {
            for (int config = 0; config < 2; config++) {
                int n = config == 0 ? 1 : threads;
                try (Search search = Ply.search(chess, algorithm + separator + "threads=" + n)) {
                    for (int i = 0; i < positions.size(); i++) {
                        GameState state = chess.parseState(positions.get(i));
                        search.newGame();
                        long started = System.nanoTime();
                        SearchResult result = search.search(state, SearchLimits.ofDepth(depth));
                        long elapsed = (System.nanoTime() - started) / 1_000_000;
                        if (elapsed < times[config][i]) {
                            times[config][i] = elapsed;
                            nodes[config][i] = result.nodes();
                        }
                    }
                }
            }
        }
        System.out.printf(Locale.ROOT, "%s to depth %d: 1 thread vs %d threads%n", algorithm, depth, threads);
        System.out.printf(Locale.ROOT, "%3s %10s %12s %10s %12s %8s%n", "#", "1: ms", "1: nodes", threads + ": ms",
                threads + ": nodes", "speed-up");
        long total1 = 0;
        long totalN = 0;
        long nodes1 = 0;
        long nodesN = 0;
        for (int i = 0; i < positions.size(); i++) {
            System.out.printf(Locale.ROOT, "%3d %10d %,12d %10d %,12d %8.2f%n", i + 1, times[0][i], nodes[0][i],
                    times[1][i], nodes[1][i], (double) times[0][i] / Math.max(1, times[1][i]));
            total1 += times[0][i];
            totalN += times[1][i];
            nodes1 += nodes[0][i];
            nodesN += nodes[1][i];
        }
        System.out.printf(Locale.ROOT, "time to depth: %,d ms with 1 thread, %,d ms with %d: speed-up %.2f;"
                + " node rate %,d vs %,d nps (%.2fx)%n", total1, totalN, threads, (double) total1 / Math.max(1, totalN),
                nodes1 * 1000 / Math.max(1, total1), nodesN * 1000 / Math.max(1, totalN),
                (double) (nodesN * total1) / Math.max(1, nodes1 * totalN));
    }
}

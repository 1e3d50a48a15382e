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
 * How efficiently the alpha-beta engine searches chess middlegames: each of the sixteen positions of
 * {@code middlegames.fen} is searched to a fixed depth from an empty table, and the engine's own statistics
 * are printed per position and on average: nodes, quiescence share, time, nodes per second, table hit rate,
 * first-move cutoff rate (beta cutoffs made by the first move searched) and effective branching factor (the
 * growth of the work per iteration over the last iterations). Besides the wall-clock node rate it prints
 * the rate per second of the searching thread's CPU time, which a shared machine's load distorts less.
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.ply.bench.chess.SearchEfficiency [--depth 12] [--algorithm SPEC]
 * </pre>
 */
public final class SearchEfficiency {

    private SearchEfficiency() {
    }

    /**
     * Runs the measurement.
     *
     * @param args {@code --depth D} (default 12) and {@code --algorithm SPEC} (default {@code alphabeta})
     */
    public static void main(String[] args) throws Exception {
        BenchArguments.run("SearchEfficiency", () -> {
            BenchArguments arguments = BenchArguments.parse(args, "--depth D --algorithm SPEC",
                    Set.of("--depth", "--algorithm"), Set.of());
            measure(arguments.positiveInt("--depth", 12), arguments.text("--algorithm", "alphabeta"));
        });
    }

    private static void measure(int depth, String algorithm) {
        Game chess = Ply.game("chess");
        List<String> positions = BenchPositions.middlegames();
        System.out.printf(Locale.ROOT, "%s to depth %d on %d middlegame positions%n", algorithm, depth,
                positions.size());
        System.out.printf(Locale.ROOT, "%3s %12s %7s %9s %10s %7s %9s %6s %8s%n", "#", "nodes", "q-share", "time ms",
                "nps", "tt hit", "1st cut", "ebf", "seldepth");
        long nodes = 0;
        long millis = 0;
        long cpuNanos = 0;
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        double cutoffs = 0;
        double branching = 0;
        double hits = 0;
        try (Search search = Ply.search(chess, algorithm)) {
            for (int i = 0; i < positions.size(); i++) {
                GameState state = chess.parseState(positions.get(i));
                search.newGame();
                long cpuStarted = threads.getCurrentThreadCpuTime();
                SearchResult result = search.search(state, SearchLimits.ofDepth(depth));
                cpuNanos += threads.getCurrentThreadCpuTime() - cpuStarted;
                double cut = statistic(result, "first-move cutoff rate");
                double ebf = statistic(result, "effective branching factor");
                double hit = statistic(result, "tt hit rate");
                double quiescence = statistic(result, "quiescence nodes") / Math.max(1, result.nodes());
                System.out.printf(Locale.ROOT, "%3d %,12d %6.1f%% %9d %,10d %6.1f%% %8.1f%% %6.2f %8d%n", i + 1,
                        result.nodes(), 100 * quiescence, result.timeMillis(), result.nodesPerSecond(), 100 * hit,
                        100 * cut, ebf, result.selectiveDepth());
                nodes += result.nodes();
                millis += result.timeMillis();
                cutoffs += cut;
                branching += ebf;
                hits += hit;
            }
        }
        int n = positions.size();
        System.out.printf(Locale.ROOT, "total %,d nodes in %,d ms (%,d nps; %,d nodes per CPU second); mean"
                + " first-move cutoff rate %.1f%%, mean effective branching factor %.2f, mean table hit rate %.1f%%%n",
                nodes, millis, nodes * 1000 / Math.max(1, millis), (long) (nodes * 1e9 / Math.max(1, cpuNanos)),
                100 * cutoffs / n, branching / n, 100 * hits / n);
    }

    private static double statistic(SearchResult result, String name) {
        Number value = result.statistics().get(name);
        return value == null ? 0 : value.doubleValue();
    }
}

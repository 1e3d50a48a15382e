package dev.ply.bench.chess;

import dev.ply.core.perft.Perft;
import dev.ply.games.chess.ChessGame;
import dev.ply.games.chess.ChessPerft;
import dev.ply.games.chess.ChessState;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.function.ToLongFunction;

/**
 * The workloads of {@link ChessPerftBenchmark} timed in the measuring thread's CPU time instead of wall-clock
 * time: on a machine shared with other jobs (more runnable threads than cores), wall-clock figures measure
 * the share of a core the thread got as much as the code, while CPU time does not count the time the thread
 * waited. Each workload runs ten times after five warm-up runs; the best and the median run are printed, in
 * millions of leaf nodes per CPU second. JMH remains the reference on a quiet machine.
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.ply.bench.chess.ChessPerftCpuTime
 * </pre>
 */
public final class ChessPerftCpuTime {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private ChessPerftCpuTime() {
    }

    /**
     * Runs the measurements and prints one line per workload.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        ChessGame chess = new ChessGame();
        ChessState start = chess.newState();
        ChessState kiwipete = chess.parseState("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        measure("start perft(5), every move made", state -> ChessPerft.countMakingEveryMove(state, 5), start);
        measure("start perft(5), bulk counting", state -> ChessPerft.count(state, 5), start);
        measure("start perft(5), generic SPI perft", state -> Perft.count(state, 5), start);
        measure("Kiwipete perft(4), every move made", state -> ChessPerft.countMakingEveryMove(state, 4), kiwipete);
        measure("Kiwipete perft(4), bulk counting", state -> ChessPerft.count(state, 4), kiwipete);
        measure("Kiwipete perft(4), generic SPI perft", state -> Perft.count(state, 4), kiwipete);
    }

    private static void measure(String name, ToLongFunction<ChessState> workload, ChessState state) {
        for (int i = 0; i < 5; i++) {
            workload.applyAsLong(state);
        }
        double[] rates = new double[10];
        for (int i = 0; i < rates.length; i++) {
            long before = THREADS.getCurrentThreadCpuTime();
            long leaves = workload.applyAsLong(state);
            long nanos = THREADS.getCurrentThreadCpuTime() - before;
            rates[i] = leaves * 1e3 / Math.max(1, nanos);
        }
        java.util.Arrays.sort(rates);
        System.out.printf(Locale.ROOT, "%-40s best %6.1f  median %6.1f  M leaf nodes per CPU second%n", name,
                rates[rates.length - 1], (rates[4] + rates[5]) / 2);
    }
}

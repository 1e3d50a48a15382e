package dev.ply.bench.machine;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Control;

/**
 * What one cache line moving from one core to another costs on this machine: two threads take turns
 * incrementing one counter, each waiting until the other has written it, so every operation moves
 * the counter's line to the other core and back. This is the price two threads sharing a Monte Carlo
 * tree pay for every node one reads after the other wrote it (see search-mcts/README.md, Speed), set
 * beside the length of an iteration ({@code MctsBenchmark}).
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -jar bench/target/benchmarks.jar CacheLineBenchmark
 * </pre>
 *
 * <p>The score is the average time of one turn, in nanoseconds: one transfer of the line each way,
 * the wait included. It needs two cores; on one the threads only take turns through the scheduler.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class CacheLineBenchmark {

    /** The counter the two threads pass between them: even for the first to write, odd for the second. */
    @State(Scope.Group)
    public static class Turn {
        final AtomicLong count = new AtomicLong();
    }

    /**
     * The first thread's turn: waits for an even count, then makes it odd.
     *
     * @param turn the shared counter
     * @param control JMH's control, to stop waiting when the measurement ends
     */
    @Benchmark
    @Group("pingPong")
    @GroupThreads(1)
    public void even(Turn turn, Control control) {
        takeTurn(turn, control, 0);
    }

    /**
     * The second thread's turn: waits for an odd count, then makes it even.
     *
     * @param turn the shared counter
     * @param control JMH's control, to stop waiting when the measurement ends
     */
    @Benchmark
    @Group("pingPong")
    @GroupThreads(1)
    public void odd(Turn turn, Control control) {
        takeTurn(turn, control, 1);
    }

    /** Waits until the count has the given parity (the other thread has written it), then increments it. */
    private static void takeTurn(Turn turn, Control control, long parity) {
        while (!control.stopMeasurement && (turn.count.get() & 1) != parity) {
            Thread.onSpinWait();
        }
        turn.count.incrementAndGet();
    }
}

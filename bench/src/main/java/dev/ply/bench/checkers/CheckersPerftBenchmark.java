package dev.ply.bench.checkers;

import dev.ply.core.perft.Perft;
import dev.ply.games.checkers.CheckersGame;
import dev.ply.games.checkers.CheckersPerft;
import dev.ply.games.checkers.CheckersState;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Leaf nodes per second of checkers perft from the initial position, on one thread: the speed of the
 * move generator and of make/unmake. The {@code leaves} counter is the figure to read (leaf nodes per
 * second); the primary score counts whole perft runs.
 *
 * <ul>
 *   <li>{@code makeEveryMove}: {@link CheckersPerft#countMakingEveryMove} plays and takes back every
 *       move, the last ply's too, as a search that visits every node does.</li>
 *   <li>{@code bulkCount}: {@link CheckersPerft#count} plays every move down to the last ply and
 *       counts the last ply's moves without playing them (popcounts for simple moves).</li>
 *   <li>{@code genericPerft}: {@link Perft#count} of core, which every game and {@code ply perft} use:
 *       through the {@code GameState} interface, writing the last ply's moves into a buffer.</li>
 * </ul>
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -jar bench/target/benchmarks.jar CheckersPerftBenchmark
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class CheckersPerftBenchmark {

    /** Perft depth from the initial position: 3,963,680 leaves at 9. */
    @Param({"9"})
    public int depth;

    private CheckersState start;

    /** The leaves counted during an iteration; JMH reports them per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Leaves {
        /** Leaf nodes counted so far in this iteration. */
        public long leaves;

        /** Starts each iteration's count at zero. */
        @Setup(Level.Iteration)
        public void reset() {
            leaves = 0;
        }
    }

    /** Builds the initial position. */
    @Setup
    public void setUp() {
        start = new CheckersGame().newState();
    }

    /**
     * Perft playing every move, the leaves' included.
     *
     * @param counter receives the leaves
     * @return the leaf count
     */
    @Benchmark
    public long makeEveryMove(Leaves counter) {
        long leaves = CheckersPerft.countMakingEveryMove(start, depth);
        counter.leaves += leaves;
        return leaves;
    }

    /**
     * Perft counting the last ply without playing it.
     *
     * @param counter receives the leaves
     * @return the leaf count
     */
    @Benchmark
    public long bulkCount(Leaves counter) {
        long leaves = CheckersPerft.count(start, depth);
        counter.leaves += leaves;
        return leaves;
    }

    /**
     * Core's generic perft through the {@code GameState} interface.
     *
     * @param counter receives the leaves
     * @return the leaf count
     */
    @Benchmark
    public long genericPerft(Leaves counter) {
        long leaves = Perft.count(start, depth);
        counter.leaves += leaves;
        return leaves;
    }
}

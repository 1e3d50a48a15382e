package dev.ply.bench.chess;

import dev.ply.core.perft.Perft;
import dev.ply.games.chess.ChessGame;
import dev.ply.games.chess.ChessPerft;
import dev.ply.games.chess.ChessState;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Leaf nodes per second of chess perft on one thread: perft(5) from the start position (4,865,609 leaves)
 * and perft(4) from Kiwipete (4,085,603 leaves), each (a) making and unmaking every move down to the leaves
 * ({@code *MakeEveryMove}) and (b) counting the last ply's moves without making them ({@code *BulkCounting}),
 * plus the SPI's generic {@link Perft} (which bulk-counts through {@code PerftMoves}), the path
 * {@code ply perft chess} takes. Each operation is one leaf, so the score in ops/us is millions of leaf nodes
 * per second.
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -jar bench/target/benchmarks.jar ChessPerftBenchmark
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms256m", "-Xmx256m"})
public class ChessPerftBenchmark {

    private static final int START_LEAVES = 4_865_609;
    private static final int KIWIPETE_LEAVES = 4_085_603;

    private ChessState start;
    private ChessState kiwipete;

    @Setup
    public void setUp() {
        ChessGame chess = new ChessGame();
        start = chess.newState();
        kiwipete = chess.parseState("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    }

    @Benchmark
    @OperationsPerInvocation(START_LEAVES)
    public long startPositionMakeEveryMove() {
        return ChessPerft.countMakingEveryMove(start, 5);
    }

    @Benchmark
    @OperationsPerInvocation(START_LEAVES)
    public long startPositionBulkCounting() {
        return ChessPerft.count(start, 5);
    }

    @Benchmark
    @OperationsPerInvocation(START_LEAVES)
    public long startPositionGenericPerft() {
        return Perft.count(start, 5);
    }

    @Benchmark
    @OperationsPerInvocation(KIWIPETE_LEAVES)
    public long kiwipeteMakeEveryMove() {
        return ChessPerft.countMakingEveryMove(kiwipete, 4);
    }

    @Benchmark
    @OperationsPerInvocation(KIWIPETE_LEAVES)
    public long kiwipeteBulkCounting() {
        return ChessPerft.count(kiwipete, 4);
    }

    @Benchmark
    @OperationsPerInvocation(KIWIPETE_LEAVES)
    public long kiwipeteGenericPerft() {
        return Perft.count(kiwipete, 4);
    }
}

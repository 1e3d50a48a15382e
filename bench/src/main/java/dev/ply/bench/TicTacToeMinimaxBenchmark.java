package dev.ply.bench;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Nodes per second of a full-tree search of tic-tac-toe from the empty board: minimax visits all
 * 549,946 nodes, the textbook alpha-beta 18,297. One search per operation, so nodes per second is
 * the node count divided by the time per operation.
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -jar bench/target/benchmarks.jar TicTacToeMinimaxBenchmark
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TicTacToeMinimaxBenchmark {

    @Param({"minimax", "alphabeta:plain"})
    public String algorithm;

    private Search search;
    private GameState root;

    @Setup
    public void setUp() {
        Game game = Ply.game("tictactoe");
        search = Ply.search(game, algorithm);
        root = game.newState();
    }

    @TearDown
    public void tearDown() {
        search.close();
    }

    @Benchmark
    public long fullTreeSearch() {
        return search.search(root, SearchLimits.NONE).nodes();
    }
}

package dev.ply.bench.mcts;

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
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * UCT iterations per second of the {@code mcts} search on tic-tac-toe from the empty board: one
 * operation is one iteration, measured over fresh searches of {@value #ITERATIONS} iterations each
 * ({@code reuse=false}, so every search builds its tree from nothing), on one thread, on two threads
 * sharing one tree (tree parallelism with virtual loss) and on two threads with a tree each (root
 * parallelism).
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -jar bench/target/benchmarks.jar MctsBenchmark
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class MctsBenchmark {

    /** Iterations per search. */
    static final int ITERATIONS = 100_000;

    @Param({"mcts:reuse=false", "mcts:reuse=false,threads=2", "mcts:reuse=false,threads=2,parallel=root"})
    public String algorithm;

    private Search search;
    private GameState root;
    private SearchLimits limits;

    @Setup
    public void setUp() {
        Game game = Ply.game("tictactoe");
        search = Ply.search(game, algorithm);
        root = game.newState();
        limits = SearchLimits.ofIterations(ITERATIONS);
    }

    @TearDown
    public void tearDown() {
        search.close();
    }

    /**
     * One fresh search of {@value #ITERATIONS} iterations.
     *
     * @return the search's best move, so that nothing is optimised away
     */
    @Benchmark
    @OperationsPerInvocation(ITERATIONS)
    public int ticTacToeIterations() {
        return search.search(root, limits).bestMove();
    }
}

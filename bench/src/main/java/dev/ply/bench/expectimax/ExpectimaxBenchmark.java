package dev.ply.bench.expectimax;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.testkit.tree.ImplicitTreeGame;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Nodes per second of the {@code expectimax} search, plain and with Star1 and Star2 pruning, on two
 * workloads: {@code dice-tree}, the endless synthetic {@link ImplicitTreeGame} with eight moves per
 * position and six chance outcomes after every move, searched to depth 3 from the root; and
 * {@code backgammon}, the starting position with 3-1 to play ({@code 4HPwATDgc/ABMA:O:31}), searched to
 * depth 2 (the play, the opponent's 21 rolls and replies) with the game's default evaluator. Each
 * operation is one search with a fresh table (1 MiB, so that clearing it costs little beside the
 * search); the {@code nodes} counter JMH prints is the search's nodes per second, and {@code ops/s} the
 * searches per second (the pruning's gain shows in the second, the cost per node in the first).
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -jar bench/target/benchmarks.jar ExpectimaxBenchmark
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ExpectimaxBenchmark {

    /** The search specification. */
    @Param({"expectimax:plain", "expectimax:star1", "expectimax:star2"})
    public String algorithm;

    /** What is searched: {@code dice-tree} or {@code backgammon}. */
    @Param({"dice-tree", "backgammon"})
    public String workload;

    private Search search;
    private GameState root;
    private SearchLimits limits;

    /** Counts the nodes searched, which JMH reports per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Nodes {
        /** Nodes visited in this iteration. */
        public long nodes;

        /** Starts the count of an iteration. */
        @Setup(Level.Iteration)
        public void clear() {
            nodes = 0;
        }
    }

    /** Builds the position and the search. */
    @Setup
    public void setUp() {
        Game game;
        int depth;
        switch (workload) {
            case "dice-tree" -> {
                game = new ImplicitTreeGame(8, 0, 1, 6);
                root = game.newState();
                depth = 3;
            }
            case "backgammon" -> {
                game = Ply.game("backgammon");
                root = game.parseState("4HPwATDgc/ABMA:O:31");
                depth = 2;
            }
            default -> throw new IllegalArgumentException("unknown workload " + workload);
        }
        search = Ply.search(game, algorithm + (algorithm.contains(":") ? "," : ":") + "hash=1");
        limits = SearchLimits.ofDepth(depth);
    }

    /** Releases the search. */
    @TearDown
    public void tearDown() {
        search.close();
    }

    /**
     * One search from the root.
     *
     * @param counter the node counter
     * @return the nodes the search visited
     */
    @Benchmark
    public long search(Nodes counter) {
        search.newGame();
        long nodes = search.search(root, limits).nodes();
        counter.nodes += nodes;
        return nodes;
    }
}

package dev.ply.bench.go;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.capability.PlayoutMoves;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import java.util.SplittableRandom;
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
 * Go on 9x9 (komi 7.5) from the empty board, one operation being one play-out:
 * <ul>
 * <li>{@code randomPlayouts}: random play-outs to the end of the game through the generic SPI alone
 * ({@link GameState} and the {@link PlayoutMoves} capability, as MCTS plays them): a move drawn with
 * {@link PlayoutMoves#randomPlayoutMove}, played, until two passes; the result read with {@code outcome}; every
 * move undone;</li>
 * <li>{@code policyPlayouts}: the same with Go's play-out policy ({@link PlayoutMoves#policyPlayoutMove});</li>
 * <li>{@code mctsIterations}: iterations of fresh {@code mcts} searches of {@value #ITERATIONS} iterations (selection,
 * expansion, a play-out and back-propagation each), on one thread and on two threads sharing one tree, plain and
 * with the configuration played against GNU Go.</li>
 * </ul>
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -jar bench/target/benchmarks.jar GoPlayoutBenchmark
 * </pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class GoPlayoutBenchmark {

    /** Iterations per search of {@code mctsIterations}. */
    static final int ITERATIONS = 5_000;

    /** The empty 9x9 board and a play-out's buffer and generator. */
    @State(Scope.Thread)
    public static class Board {
        GameState state;
        PlayoutMoves playout;
        int[] buffer;
        final SplittableRandom random = new SplittableRandom(1);

        @Setup
        public void setUp() {
            Game go = Ply.game("go");
            state = go.newState();
            playout = (PlayoutMoves) state;
            buffer = new int[go.maxMoves()];
        }
    }

    /**
     * One random play-out from the empty board, undone.
     *
     * @param board the board
     * @return Black's result plus the plies, so that nothing is optimised away
     */
    @Benchmark
    public int randomPlayouts(Board board) {
        return playout(board, false);
    }

    /**
     * One play-out by Go's own policy ({@link PlayoutMoves#policyPlayoutMove}: captures and atari escapes next to
     * the last move, then MoGo's 3x3 shapes, else a random move), undone.
     *
     * @param board the board
     * @return Black's result plus the plies, so that nothing is optimised away
     */
    @Benchmark
    public int policyPlayouts(Board board) {
        return playout(board, true);
    }

    private static int playout(Board board, boolean policy) {
        GameState state = board.state;
        int plies = 0;
        while (true) {
            int move = policy ? board.playout.policyPlayoutMove(board.random, board.buffer)
                    : board.playout.randomPlayoutMove(board.random, board.buffer);
            if (move == GameState.NO_MOVE) {
                break;
            }
            state.play(move);
            plies++;
        }
        int result = state.outcome(0);
        for (int i = 0; i < plies; i++) {
            state.undo();
        }
        return result + plies;
    }

    /** A 9x9 search, by specification. */
    @State(Scope.Thread)
    public static class GoSearch {

        @Param({"mcts:reuse=false", "mcts:reuse=false,threads=2",
            "mcts:reuse=false,selection=rave,c=0,ravebias=0.001,fpu=0.5,playout=policy",
            "mcts:reuse=false,selection=rave,c=0,ravebias=0.001,fpu=0.5,playout=policy,threads=2"})
        public String algorithm;

        Search search;
        GameState root;

        @Setup
        public void setUp() {
            Game go = Ply.game("go");
            search = Ply.search(go, algorithm);
            root = go.newState();
        }

        @TearDown
        public void tearDown() {
            search.close();
        }
    }

    /**
     * One fresh search of {@value #ITERATIONS} iterations from the empty board.
     *
     * @param search the search
     * @return the positions the search entered, so that nothing is optimised away
     */
    @Benchmark
    @OperationsPerInvocation(ITERATIONS)
    public long mctsIterations(GoSearch search) {
        return search.search.search(search.root, SearchLimits.ofIterations(ITERATIONS)).nodes();
    }
}

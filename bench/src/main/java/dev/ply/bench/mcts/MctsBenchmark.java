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
 * Speed of the {@code mcts} search, one operation being one iteration (one play-out), over fresh
 * searches ({@code reuse=false}, so every search builds its tree from nothing):
 * <ul>
 * <li>{@code ticTacToeIterations}: UCT iterations per second on tic-tac-toe from the empty board,
 * searches of {@value #ITERATIONS} iterations, on one thread, on two threads sharing one tree (tree
 * parallelism with virtual loss) and on two threads with a tree each (root parallelism);</li>
 * <li>{@code randomPlayouts}: random play-outs per second from the initial position of bigger games,
 * searches of {@value #PLAYOUTS} iterations, each play-out played to the end of the game, on one thread
 * and on two threads sharing the tree (where iterations are long, tree parallelism pays).</li>
 * </ul>
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -jar bench/target/benchmarks.jar MctsBenchmark
 * </pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class MctsBenchmark {

    /** Iterations per search of {@code ticTacToeIterations}. */
    static final int ITERATIONS = 100_000;

    /** The tic-tac-toe search, by specification. */
    @State(Scope.Thread)
    public static class TicTacToeSearch {

        @Param({"mcts:reuse=false", "mcts:reuse=false,threads=2", "mcts:reuse=false,threads=2,parallel=root"})
        public String algorithm;

        Search search;
        GameState root;
        SearchLimits limits;

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
    }

    /**
     * One fresh search of {@value #ITERATIONS} iterations from the empty board.
     *
     * @param ticTacToe the search
     * @return the search's best move, so that nothing is optimised away
     */
    @Benchmark
    @OperationsPerInvocation(ITERATIONS)
    public int ticTacToeIterations(TicTacToeSearch ticTacToe) {
        return ticTacToe.search.search(ticTacToe.root, ticTacToe.limits).bestMove();
    }

    /** Iterations per search of {@code randomPlayouts}. */
    static final int PLAYOUTS = 2_000;

    /** A game searched with random play-outs to the end. */
    @State(Scope.Thread)
    public static class PlayoutGame {

        @Param({"chess", "checkers"})
        public String game;

        @Param({"mcts:reuse=false", "mcts:reuse=false,threads=2"})
        public String algorithm;

        Search search;
        GameState root;

        @Setup
        public void setUp() {
            Game rules = Ply.game(game);
            search = Ply.search(rules, algorithm);
            root = rules.newState();
        }

        @TearDown
        public void tearDown() {
            search.close();
        }
    }

    /**
     * One fresh search of {@value #PLAYOUTS} iterations from the initial position.
     *
     * @param playoutGame the game
     * @return the positions the search entered, so that nothing is optimised away
     */
    @Benchmark
    @OperationsPerInvocation(PLAYOUTS)
    public long randomPlayouts(PlayoutGame playoutGame) {
        return playoutGame.search.search(playoutGame.root, SearchLimits.ofIterations(PLAYOUTS)).nodes();
    }
}

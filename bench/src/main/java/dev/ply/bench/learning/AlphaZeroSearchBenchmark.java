package dev.ply.bench.learning;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.eval.PolicyValueNetwork;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.learning.Architecture;
import dev.ply.learning.LearnedNetwork;
import dev.ply.learning.NetworkInfo;
import dev.ply.search.mcts.Mcts;
import java.util.Arrays;
import java.util.List;
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
 * AlphaZero's search ({@code mcts:az}, one thread) from the start position, {@value #SIMULATIONS} simulations an
 * operation: with a stand-in network that costs nothing (uniform priors, value 0), what a simulation costs outside
 * the network (descent, PUCT, expansion, back-up, encoding); with an MLP of 128-128, the whole. Simulations a second
 * are {@value #SIMULATIONS} divided by the time an operation takes.
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar AlphaZeroSearchBenchmark
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class AlphaZeroSearchBenchmark {

    /** The simulations of each search. */
    public static final int SIMULATIONS = 2_000;

    @Param({"tictactoe", "go:size=9"})
    public String game;

    @Param({"free", "mlp"})
    public String network;

    private Search search;
    private GameState start;

    /** A network that costs nothing: every action's logit 0, every value 0. */
    private record FreeNetwork(String gameId, String encodingName, int inputSize, int actionCount)
            implements PolicyValueNetwork {
        @Override
        public void evaluate(float[] inputs, int batch, float[] logits, float[] values) {
            Arrays.fill(logits, 0, batch * actionCount, 0f);
            Arrays.fill(values, 0, batch, 0f);
        }

        @Override
        public String description() {
            return "free";
        }
    }

    @Setup
    public void setUp() {
        Game g = Ply.game(game);
        start = g.newState();
        NetworkEncoding encoding = (NetworkEncoding) start;
        PolicyValueNetwork net = network.equals("free")
                ? new FreeNetwork(g.id(), encoding.encodingName(), encoding.inputSize(), encoding.actionCount())
                : LearnedNetwork.initial(new NetworkInfo(g.id(), encoding.encodingName(), new Architecture.Mlp(
                        encoding.inputSize(), List.of(128, 128), encoding.actionCount()), 0, 0, "benchmark"), 1);
        search = Mcts.builder().az().reuse(false).network(net).create(g);
    }

    @TearDown
    public void tearDown() {
        search.close();
    }

    @Benchmark
    public long simulations() {
        return search.search(start, SearchLimits.ofIterations(SIMULATIONS)).nodes();
    }
}

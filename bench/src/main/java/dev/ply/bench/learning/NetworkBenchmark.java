package dev.ply.bench.learning;

import dev.ply.learning.Architecture;
import dev.ply.learning.LearnedNetwork;
import dev.ply.learning.NetworkInfo;
import dev.ply.learning.NetworkTrainer;
import java.util.SplittableRandom;
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
 * Network evaluations of Connect Four-sized policy-value networks (4 planes of 6x7, 7 actions), one thread: a
 * perceptron of 128-128 hidden units and residual networks of 2 blocks of 32 filters and 4 of 64, the forward pass in
 * plain Java (what the search uses) against DJL's PyTorch engine, at the batch sizes a search could use. Each
 * operation evaluates one batch, so evaluations per second are the score times the batch. The inputs cycle through
 * {@value #SETS} random boards, so that the processor's branch predictors cannot learn one board's pattern of zeros
 * (the same board every time measured the perceptron about twice as fast as a search sees it).
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -jar bench/target/benchmarks.jar NetworkBenchmark
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Dai.djl.offline=true")
public class NetworkBenchmark {

    /** Connect Four's encoding: discs and the cells that complete four, for each side. */
    private static final int PLANES = 4;
    private static final int CELLS = 6 * 7;

    @Param({"1", "8", "64"})
    public int batch;

    @Param({"java", "djl"})
    public String engine;

    @Param({"mlp:128,128", "resnet:2x32", "resnet:4x64"})
    public String network;

    /** Input sets the benchmark cycles through, so that no branch can learn one pattern, as in a search. */
    private static final int SETS = 64;

    private LearnedNetwork net;
    private NetworkTrainer trainer;
    private float[][] inputs;
    private int next;
    private float[] logits;
    private float[] values;

    @Setup
    public void setUp() {
        Architecture architecture;
        if (network.startsWith("mlp:")) {
            architecture = new Architecture.Mlp(PLANES * CELLS, Architecture.parseHidden(network.substring(4)), 7);
        } else {
            String[] size = network.substring(7).split("x");
            int filters = Integer.parseInt(size[1]);
            architecture = new Architecture.ResNet(PLANES, 6, 7, Integer.parseInt(size[0]), filters, filters, 7);
        }
        NetworkInfo info = new NetworkInfo("connectfour", "connectfour-4x6x7", architecture, 0, 0, "benchmark");
        net = LearnedNetwork.initial(info, 1);
        if (engine.equals("djl")) {
            trainer = new NetworkTrainer(net, 0.001f, 0, batch);
        }
        SplittableRandom random = new SplittableRandom(2);
        inputs = new float[SETS][batch * PLANES * CELLS];
        for (float[] set : inputs) {
            for (int i = 0; i < set.length; i++) {
                set[i] = random.nextInt(3) == 0 ? 1 : 0;
            }
        }
        logits = new float[batch * 7];
        values = new float[batch];
    }

    @TearDown
    public void tearDown() {
        if (trainer != null) {
            trainer.close();
        }
    }

    @Benchmark
    public float evaluateBatch() {
        float[] set = inputs[next];
        next = (next + 1) % SETS;
        if (trainer != null) {
            trainer.predict(set, batch, logits, values);
        } else {
            net.evaluate(set, batch, logits, values);
        }
        return values[0] + logits[0];
    }
}

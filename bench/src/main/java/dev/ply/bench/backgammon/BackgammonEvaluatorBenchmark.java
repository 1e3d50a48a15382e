package dev.ply.bench.backgammon;

import dev.ply.core.eval.Evaluator;
import dev.ply.games.backgammon.BackgammonState;
import dev.ply.games.backgammon.eval.PlyBackgammonEvaluator;
import dev.ply.games.backgammon.eval.PubEvalEvaluator;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * Speed of the backgammon evaluators on 256 positions before the roll taken from random games: Ply's
 * evaluator (features, shot counting, the networks) and pubeval (a dot product).
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -jar bench/target/benchmarks.jar BackgammonEvaluatorBenchmark
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BackgammonEvaluatorBenchmark {

    @Param({"ply", "pubeval"})
    public String evaluatorName;

    private Evaluator<BackgammonState> evaluator;
    private List<BackgammonState> positions;

    @Setup
    public void setUp() {
        evaluator = evaluatorName.equals("ply") ? new PlyBackgammonEvaluator() : new PubEvalEvaluator();
        positions = BackgammonSamples.positions(256, true, 2026);
    }

    /**
     * Evaluates the 256 positions.
     *
     * @return the sum of the scores
     */
    @Benchmark
    public long evaluate() {
        long sum = 0;
        for (BackgammonState position : positions) {
            sum += evaluator.evaluate(position);
        }
        return sum;
    }
}

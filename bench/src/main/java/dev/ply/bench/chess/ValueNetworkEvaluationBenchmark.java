package dev.ply.bench.chess;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.capability.SparseFeatures;
import dev.ply.core.eval.Evaluator;
import dev.ply.learning.ValueNetwork;
import dev.ply.learning.ValueNetworkEvaluator;
import dev.ply.learning.ValueNetworkTrainer;
import java.util.ArrayList;
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
 * The time of one chess evaluation, in the order a search asks for them: the positions of a full-width tree of
 * depth 2 below each of the sixteen middlegames of {@code middlegames.fen}, depth first (a position, then each
 * child's children before the next child), about 19,000 in all, evaluated in turn. {@code chess:classic} is the
 * shipped engine's evaluator; {@code nnue-H} a value network over chess's 768 features with H hidden units and 8
 * output buckets ({@link ValueNetworkEvaluator}, weights drawn at random: its time does not depend on what they are);
 * {@code nnue-256-on-classic} that network as a correction of {@code chess:classic}, both evaluations.
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -jar bench/target/benchmarks.jar ValueNetworkEvaluationBenchmark
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Dai.djl.offline=true")
public class ValueNetworkEvaluationBenchmark {

    @Param({"chess:classic", "nnue-64", "nnue-128", "nnue-256", "nnue-256-on-classic"})
    public String evaluator;

    private Evaluator<GameState> evaluation;
    private GameState[] positions;
    private int next;

    @Setup
    @SuppressWarnings("unchecked")
    public void setUp() {
        Game game = Ply.game("chess");
        Evaluator<GameState> classic = (Evaluator<GameState>) Ply.evaluator(game, "chess:classic");
        if (evaluator.equals("chess:classic")) {
            evaluation = classic;
        } else {
            String[] parts = evaluator.split("-");
            SparseFeatures sparse = (SparseFeatures) game.newState();
            ValueNetwork network = ValueNetworkTrainer.fresh(game.id(), sparse.featureSetName(),
                    sparse.featureCount(), Integer.parseInt(parts[1]), 8, 4, 30, 1);
            evaluation = new ValueNetworkEvaluator(network, sparse.maxActiveFeatures(),
                    parts.length > 2 ? classic : null);
        }
        List<GameState> tree = new ArrayList<>();
        for (String fen : BenchPositions.middlegames()) {
            walk(game.parseState(fen), 2, tree);
        }
        positions = tree.toArray(new GameState[0]);
    }

    private static void walk(GameState state, int depth, List<GameState> into) {
        into.add(state.copy());
        if (depth == 0) {
            return;
        }
        int[] moves = new int[256];
        int count = state.legalMoves(moves);
        for (int i = 0; i < count; i++) {
            state.play(moves[i]);
            walk(state, depth - 1, into);
            state.undo();
        }
    }

    @Benchmark
    public int evaluate() {
        GameState state = positions[next];
        next = next + 1 == positions.length ? 0 : next + 1;
        return evaluation.evaluate(state);
    }
}

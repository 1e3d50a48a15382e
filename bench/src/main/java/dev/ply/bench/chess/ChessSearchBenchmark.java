package dev.ply.bench.chess;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Nodes per second of the alpha-beta engine on chess, one thread: each operation searches the sixteen
 * middlegame positions of {@code middlegames.fen} for {@value #NODES_PER_POSITION} nodes each, from an
 * empty table, so the node rate is {@code 16 * 100,000} nodes divided by the time per operation.
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -jar bench/target/benchmarks.jar ChessSearchBenchmark
 * java -jar bench/target/benchmarks.jar ChessSearchBenchmark -p algorithm=alphabeta:eval=chess:classic -p weights=W
 * java -jar bench/target/benchmarks.jar ChessSearchBenchmark -p algorithm=alphabeta:eval=chess:classic \
 *     -p option=conthist=false,conthist=true
 * </pre>
 *
 * <p>{@code weights} names a weights file for the evaluator ({@code ,weights=W} added to the algorithm), and
 * {@code option} one more option of the algorithm ({@code ,OPTION} added), since JMH splits a parameter's values at
 * commas: each value of {@code option} is one option, measured against the others.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(1)
public class ChessSearchBenchmark {

    /** The node limit of each search. */
    public static final int NODES_PER_POSITION = 100_000;

    @Param({"alphabeta", "alphabeta:eval=chess:classic"})
    public String algorithm;

    /** A weights file for the algorithm's evaluator; empty for its defaults. */
    @Param({""})
    public String weights;

    /** One more option of the algorithm, such as {@code conthist=true}; empty for none. */
    @Param({""})
    public String option;

    private Search search;
    private List<GameState> positions;

    @Setup
    public void setUp() {
        Game chess = Ply.game("chess");
        List<String> extra = new ArrayList<>();
        if (!weights.isEmpty()) {
            extra.add("weights=" + weights);
        }
        if (!option.isEmpty()) {
            extra.add(option);
        }
        search = Ply.search(chess, extra.isEmpty() ? algorithm
                : algorithm + (algorithm.contains(":") ? "," : ":") + String.join(",", extra));
        positions = BenchPositions.middlegames().stream().map(chess::parseState).toList();
    }

    @TearDown
    public void tearDown() {
        search.close();
    }

    @Benchmark
    public long searchMiddlegames() {
        long nodes = 0;
        for (GameState position : positions) {
            search.newGame();
            nodes += search.search(position, SearchLimits.ofNodes(NODES_PER_POSITION)).nodes();
        }
        return nodes;
    }
}

package dev.ply.bench.backgammon;

import dev.ply.core.perft.Perft;
import dev.ply.games.backgammon.BackgammonGame;
import dev.ply.games.backgammon.BackgammonState;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Speed of backgammon's play generator: {@code perft2} counts the 202,782 two-turn paths from the
 * starting position (21 rolls, every play, 21 rolls again, bulk-counted plays: 9,828 generations),
 * {@code generatePlays} lists the plays of 256 positions with dice taken from random games (all kinds:
 * contact, bar, bear-off, doubles).
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -jar bench/target/benchmarks.jar BackgammonMoveGenerationBenchmark
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BackgammonMoveGenerationBenchmark {

    private final BackgammonGame game = new BackgammonGame();
    private BackgammonState start;
    private List<BackgammonState> positions;
    private int[] moves;

    @Setup
    public void setUp() {
        start = game.parseState("4HPwATDgc/ABMA");
        moves = new int[game.maxMoves()];
        positions = BackgammonSamples.positions(256, false, 2026);
    }

    /**
     * Perft 2 from the starting position before the roll.
     *
     * @return 202,782
     */
    @Benchmark
    public long perft2() {
        return Perft.count(start, 2);
    }

    /**
     * The plays of 256 rolled positions.
     *
     * @return the total number of plays
     */
    @Benchmark
    public long generatePlays() {
        long total = 0;
        for (BackgammonState position : positions) {
            total += position.legalMoves(moves);
        }
        return total;
    }
}

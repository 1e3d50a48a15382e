package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ply tune} on positions a match recorded, the weights it writes loaded by a search, and its refusals. */
class TuneCommandTest {

    @TempDir
    Path dir;

    private Path checkersPositions() {
        Path positions = dir.resolve("checkers.txt");
        CommandLineRunner.Run match = CommandLineRunner.run("match", "checkers", "--a", "alphabeta:depth=3", "--b",
                "alphabeta:depth=1", "--games", "6", "--random-plies", "4", "--concurrency", "2", "--positions",
                positions.toString());
        assertThat(match.status()).as(match.err()).isZero();
        return positions;
    }

    @Test
    void shouldFitWeightsThatASearchThenLoads() throws IOException {
        Path positions = checkersPositions();
        List<String> lines = Files.readAllLines(positions);
        assertThat(lines).hasSizeGreaterThan(100).allSatisfy(line -> assertThat(line).matches(".+ ; result (1-0|0-1|1/2-1/2)"));
        Path weights = dir.resolve("tuned.weights");
        CommandLineRunner.Run tune = CommandLineRunner.run("tune", "checkers", "--evaluator", "classic", "--positions",
                positions.toString(), "--out", weights.toString(), "--only", "mobility,centre", "--passes", "3");
        assertThat(tune.status()).as(tune.err()).isZero();
        String[] errors = tune.out().lines().filter(line -> line.startsWith("error ")).findFirst().orElseThrow()
                .split(" ");
        assertThat(Double.parseDouble(errors[3].replace(";", ""))).isLessThanOrEqualTo(Double.parseDouble(errors[1]));
        assertThat(Files.readAllLines(weights)).contains("evaluator checkers:classic");
        List<String> diff = Files.readAllLines(dir.resolve("tuned.weights.diff"));
        assertThat(diff).allSatisfy(line -> assertThat(line).matches("(mobility|centre).* -> .*|# no weight changed"));

        CommandLineRunner.Run loaded = CommandLineRunner.run("match", "checkers", "--a",
                "alphabeta:depth=2,eval=classic,weights=" + weights, "--b", "alphabeta:depth=2", "--games", "2");
        assertThat(loaded.status()).as(loaded.err()).isZero();
    }

    @Test
    void shouldRefuseWhatItCannotUseInOneLine() throws IOException {
        Path positions = dir.resolve("p.txt");
        Files.write(positions, List.of("# checkers", "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
                + " ; result 1-0", "B:W21 ; result"));
        Path out = dir.resolve("w.txt");
        assertRefused(List.of("tune", "tictactoe", "--positions", positions.toString(), "--out", out.toString()),
                "tune: evaluator tictactoe:default has no weights to tune or load");
        assertRefused(List.of("tune", "checkers", "--positions", positions.toString(), "--out", out.toString()),
                "tune: " + positions + " line 3: expected 'POSITION ; result R', got 'B:W21 ; result'");
        assertRefused(List.of("tune", "checkers", "--positions", positions.toString(), "--out", out.toString(),
                "--only", "tempo"), "tune: --only tempo: no weight of checkers:default starts with it; its weights"
                + " start with advance, back-row, bridge, capture, centre, centre-ring, endgame, material, mobility,"
                + " runaway, trade");
        Path chess = dir.resolve("chess.weights");
        Files.write(chess, List.of("evaluator chess:classic", "bishop-pair.mg 40"));
        assertRefused(List.of("tune", "checkers", "--positions", positions.toString(), "--out", out.toString(),
                "--weights", chess.toString()), "tune: weights file " + chess + " holds weights of chess:classic, not"
                + " checkers:default");
        assertRefused(List.of("analyze", "chess", "--algorithm", "alphabeta:depth=1,eval=pst,weights=" + chess),
                "analyze: weights file " + chess + " holds weights of chess:classic, not chess:pst");
        assertThat(out).doesNotExist();
    }

    private static void assertRefused(List<String> args, String message) {
        CommandLineRunner.Run run = CommandLineRunner.run(args.toArray(new String[0]));
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        assertThat(run.err().strip().lines().toList()).as(String.join(" ", args).toLowerCase(Locale.ROOT))
                .containsExactly(message);
    }
}

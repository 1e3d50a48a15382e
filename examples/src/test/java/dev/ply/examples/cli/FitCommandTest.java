package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ply fit} on positions a match recorded, the network it writes searched with, and its refusals. */
class FitCommandTest {

    @TempDir
    Path dir;

    private Path positions(String game, String a, String b, int games) {
        Path positions = dir.resolve(game + ".txt");
        CommandLineRunner.Run match = CommandLineRunner.run("match", game, "--a", a, "--b", b, "--games",
                String.valueOf(games), "--random-plies", "4", "--concurrency", "2", "--positions", positions.toString());
        assertThat(match.status()).as(match.err()).isZero();
        return positions;
    }

    @Test
    void fitsAChessNetworkThatAlphaBetaThenSearchesWith() {
        Path positions = positions("chess", "alphabeta:depth=2", "alphabeta:depth=1", 4);
        Path net = dir.resolve("chess.nnue");
        CommandLineRunner.Run fit = CommandLineRunner.run("fit", "chess", "--positions", positions.toString(),
                "--out", net.toString(), "--hidden", "16", "--buckets", "4", "--epochs", "2", "--batch", "32");
        assertThat(fit.status()).as(fit.err()).isZero();
        List<String> lines = fit.out().lines().toList();
        assertThat(lines.get(0)).matches("\\d+ positions read; \\d+ quiet to train on, \\d+ to validate on; error of"
                + " chess:default on them 0\\.\\d+");
        assertThat(lines).anyMatch(line -> line.matches("epoch 2: training loss 0\\.\\d+, validation error"
                + " 0\\.\\d+ \\(chess:default 0\\.\\d+\\); written to .*chess\\.nnue"));
        CommandLineRunner.Run analyze = CommandLineRunner.run("analyze", "chess", "--algorithm",
                "alphabeta:depth=4,eval=nnue:" + net);
        assertThat(analyze.status()).as(analyze.err()).isZero();
        assertThat(analyze.out()).contains("depth 4");

        // Going on from the file it wrote.
        CommandLineRunner.Run again = CommandLineRunner.run("fit", "chess", "--positions", positions.toString(),
                "--out", net.toString(), "--hidden", "16", "--buckets", "4", "--epochs", "1", "--batch", "32",
                "--start-from", net.toString());
        assertThat(again.status()).as(again.err()).isZero();
        assertThat(again.out()).contains("epoch 1: training loss");
        assertRefused(List.of("fit", "chess", "--positions", positions.toString(), "--out", net.toString(),
                "--hidden", "16", "--buckets", "2", "--start-from", net.toString()), "fit: --start-from " + net
                        + " has 4 output buckets, not 2 (--buckets; a network of one bucket may gain more)");
        assertRefused(List.of("fit", "chess", "--positions", positions.toString(), "--out", net.toString(),
                "--hidden", "16", "--buckets", "4", "--base", "chess:classic", "--start-from", net.toString()),
                "fit: --start-from " + net + " corrects no evaluator, not chess:classic (--base)");

        // A correction of chess:classic: searched with, it answers the evaluator's score plus its own.
        Path correction = dir.resolve("correction.nnue");
        CommandLineRunner.Run corrected = CommandLineRunner.run("fit", "chess", "--positions", positions.toString(),
                "--out", correction.toString(), "--hidden", "16", "--base", "chess:classic", "--epochs", "1",
                "--batch", "32");
        assertThat(corrected.status()).as(corrected.err()).isZero();
        // The error printed beside the network's is the base's, and a correction starts at the base's own error.
        List<String> correctedLines = corrected.out().lines().toList();
        assertThat(correctedLines.get(0)).contains("error of chess:classic on them ");
        assertThat(correctedLines.get(1)).isEqualTo("epoch 0: validation error "
                + correctedLines.get(0).substring(correctedLines.get(0).lastIndexOf(' ') + 1));
        CommandLineRunner.Run searched = CommandLineRunner.run("analyze", "chess", "--algorithm",
                "alphabeta:depth=3,eval=nnue:" + correction);
        assertThat(searched.status()).as(searched.err()).isZero();
    }

    @Test
    void refusesWhatItCannotUseInOneLine() throws IOException {
        Path ttt = positions("tictactoe", "random", "random", 6);
        Path out = dir.resolve("t.nnue");
        assertRefused(List.of("fit", "checkers", "--positions", ttt.toString(), "--out", out.toString()),
                "fit: checkers has no sparse features for a value network to read (its positions do not implement"
                        + " SparseFeatures)");
        Path bad = dir.resolve("bad.txt");
        Files.write(bad, List.of("XO.X..O.. ; result 1-0", "XOX ; result 1-0"));
        assertRefused(List.of("fit", "tictactoe", "--positions", bad.toString(), "--out", out.toString()),
                "fit: " + bad + " line 2: bad position: a tic-tac-toe board is 9 characters of X, O and '.', not 3 ('XOX')");
        assertRefused(List.of("fit", "tictactoe", "--positions", ttt.toString(), "--out", out.toString(), "--hidden",
                "0"), "fit: --hidden is 1 to 4096, --buckets 1 to 64, --epochs and --batch at least 1 (--batch at most"
                        + " 1048576), --learning-rate between 0 and 1");
        assertThat(out).doesNotExist();
        CommandLineRunner.Run fit = CommandLineRunner.run("fit", "tictactoe", "--positions", ttt.toString(), "--out",
                out.toString(), "--hidden", "8", "--epochs", "1", "--batch", "8");
        assertThat(fit.status()).as(fit.err()).isZero();
        byte[] written = Files.readAllBytes(out);
        assertRefused(List.of("fit", "tictactoe", "--positions", ttt.toString(), "--out", out.toString()),
                "fit: --out " + out + " exists; give --start-from " + out + " to train it on, or another --out");
        assertRefused(List.of("fit", "tictactoe", "--positions", ttt.toString(), "--out", dir.resolve("u.nnue")
                .toString(), "--start-from", out.toString()), "fit: --start-from " + out + " has 8 hidden units,"
                        + " not 256 (--hidden)");
        assertThat(Files.readAllBytes(out)).as("the network refused is left as it was").isEqualTo(written);
    }

    private static void assertRefused(List<String> args, String message) {
        CommandLineRunner.Run run = CommandLineRunner.run(args.toArray(new String[0]));
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        assertThat(run.err().strip().lines().toList()).as(String.join(" ", args).toLowerCase(Locale.ROOT))
                .containsExactly(message);
    }
}

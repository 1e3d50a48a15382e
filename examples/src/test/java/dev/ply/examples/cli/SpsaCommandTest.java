package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ply spsa}: iterations of games between two settings, the history it resumes from, and its refusals. */
class SpsaCommandTest {

    @TempDir
    Path dir;

    private CommandLineRunner.Run spsa(Path out, String iterations, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("spsa", "tictactoe", "--agent", "mcts:iterations=30",
                "--param", "c=1.4:0.1:5:0.3:1", "--iterations", iterations, "--games", "2", "--out", out.toString()));
        args.addAll(List.of(more));
        return CommandLineRunner.run(args.toArray(new String[0]));
    }

    @Test
    void shouldPlayEachIterationAndResumeFromItsHistory() throws IOException {
        Path out = dir.resolve("spsa.jsonl");
        Path plot = dir.resolve("spsa.svg");
        CommandLineRunner.Run first = spsa(out, "6", "--plot", plot.toString());
        assertThat(first.status()).as(first.err()).isZero();
        List<String> lines = Files.readAllLines(out);
        assertThat(lines).hasSize(7);
        assertThat(lines.get(6)).startsWith("{\"iteration\":6,\"plus\":\"c=");
        // Each iteration's two games add up: wins + draws + losses = 2.
        for (String line : lines.subList(1, 7)) {
            int wins = Integer.parseInt(line.replaceAll(".*\"wins\":(\\d+).*", "$1"));
            int draws = Integer.parseInt(line.replaceAll(".*\"draws\":(\\d+).*", "$1"));
            int losses = Integer.parseInt(line.replaceAll(".*\"losses\":(\\d+).*", "$1"));
            assertThat(wins + draws + losses).isEqualTo(2);
        }
        assertThat(first.out().strip()).matches("mcts:iterations=30,c=\\d\\.\\d{4}");
        assertThat(Files.readString(plot)).contains("<svg");

        Files.write(out, lines.subList(0, 4));
        CommandLineRunner.Run resumed = spsa(out, "6");
        assertThat(resumed.status()).as(resumed.err()).isZero();
        assertThat(resumed.err()).contains("resuming " + out + " after iteration 3 of 6");
        assertThat(Files.readAllLines(out)).hasSize(7);
    }

    @Test
    void shouldRefuseWhatItCannotUseInOneLine() {
        Path out = dir.resolve("s.jsonl");
        assertThat(spsa(out, "4").status()).isZero();
        CommandLineRunner.Run other = spsa(out, "5");
        assertThat(other.status()).isEqualTo(2);
        assertThat(other.err().strip()).startsWith("spsa: " + out + " holds an SPSA run with other settings").doesNotContain("\n");
        CommandLineRunner.Run unknown = CommandLineRunner.run("spsa", "chess", "--agent", "alphabeta", "--param",
                "futility-bse=80:0:300", "--out", dir.resolve("u.jsonl").toString());
        assertThat(unknown.status()).isEqualTo(2);
        assertThat(unknown.err().strip()).startsWith("spsa: unknown option 'futility-bse' for alphabeta;").doesNotContain("\n");
        assertThat(dir.resolve("u.jsonl")).doesNotExist();
        CommandLineRunner.Run odd = CommandLineRunner.run("spsa", "chess", "--agent", "alphabeta", "--param",
                "futility-base=80:0:300", "--games", "3", "--out", dir.resolve("o.jsonl").toString());
        assertThat(odd.status()).isEqualTo(2);
        assertThat(odd.err().strip()).isEqualTo("spsa: --games is the games of one iteration and must be even (pairs of"
                + " openings), not 3");
        CommandLineRunner.Run range = CommandLineRunner.run("spsa", "chess", "--agent", "alphabeta", "--param",
                "futility-base=800:0:300", "--out", dir.resolve("o.jsonl").toString());
        assertThat(range.err().strip()).isEqualTo("spsa: parameter futility-base: its start 800 must lie in its range"
                + " 0 .. 300");
    }
}

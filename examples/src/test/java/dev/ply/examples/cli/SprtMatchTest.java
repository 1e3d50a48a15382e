package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code ply match --sprt}: the match stops as soon as the test decides, and says so. */
class SprtMatchTest {

    @Test
    void shouldStopAClearMatchEarlyWithH1Accepted() {
        CommandLineRunner.Run run = CommandLineRunner.run("match", "tictactoe", "--a", "alphabeta:depth=1", "--b",
                "random", "--games", "400", "--seed", "1", "--sprt", "elo0=0,elo1=50");
        assertThat(run.status()).as(run.err()).isZero();
        Matcher verdict = Pattern.compile("LLR ([0-9.-]+) in \\(-2\\.94, 2\\.94\\) after (\\d+) games: H1 accepted")
                .matcher(run.out());
        assertThat(verdict.find()).as(run.out()).isTrue();
        assertThat(Double.parseDouble(verdict.group(1))).isGreaterThanOrEqualTo(2.94);
        int games = Integer.parseInt(verdict.group(2));
        assertThat(games).as("stopped long before 400 games, after a whole pair").isLessThan(400).isEven();
        assertThat(run.err().lines().filter(line -> line.contains("LLR")).count()).isEqualTo(games);
    }

    @Test
    void shouldRefuseABadTestInOneLine() {
        CommandLineRunner.Run run = CommandLineRunner.run("match", "tictactoe", "--a", "random", "--b", "random",
                "--sprt", "elo0=5,elo1=0");
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err().strip()).contains("SPRT needs elo1 above elo0").doesNotContain("\n");
    }
}

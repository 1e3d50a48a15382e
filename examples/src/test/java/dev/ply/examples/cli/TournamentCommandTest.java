package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code ply tournament}: every pairing played, the table consistent, bad input in one line. */
class TournamentCommandTest {

    @Test
    void shouldPlayEveryPairingAndTabulateConsistently() {
        CommandLineRunner.Run run = CommandLineRunner.run("tournament", "tictactoe", "--agents", "alphabeta:depth=9",
                "random", "mcts:iterations=200", "--games", "4", "--random-plies", "1");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.err().lines().filter(line -> line.contains(" vs "))).hasSize(3);
        List<String> rows = run.out().lines().filter(line -> line.matches("\\d+ +\\S+ +.*")).toList();
        assertThat(rows).hasSize(3);
        long totalWins = 0;
        long totalLosses = 0;
        for (String row : rows) {
            String[] fields = row.trim().split(" +");
            assertThat(Integer.parseInt(fields[2])).as("games of %s", fields[1]).isEqualTo(8);
            long wins = Long.parseLong(fields[3]);
            long draws = Long.parseLong(fields[4]);
            long losses = Long.parseLong(fields[5]);
            assertThat(wins + draws + losses).isEqualTo(8);
            totalWins += wins;
            totalLosses += losses;
        }
        assertThat(totalWins).as("every win is someone's loss").isEqualTo(totalLosses);
        assertThat(rows.get(rows.size() - 1)).as("random is last").contains("random");
        assertThat(run.out()).contains("cross table").contains("/4");
    }

    @Test
    void shouldRefuseBadTournamentsInOneLine() {
        CommandLineRunner.Run odd = CommandLineRunner.run("tournament", "tictactoe", "--agents", "random",
                "alphabeta:depth=1", "--games", "3");
        assertThat(odd.status()).isEqualTo(2);
        assertThat(odd.err()).contains("an even number");
        CommandLineRunner.Run twice = CommandLineRunner.run("tournament", "tictactoe", "--agents", "random", "random");
        assertThat(twice.status()).isEqualTo(2);
        assertThat(twice.err()).contains("each agent may take part once");
        CommandLineRunner.Run format = CommandLineRunner.run("tournament", "tictactoe", "--agents", "random",
                "alphabeta:depth=1", "--format", "swiss");
        assertThat(format.status()).isEqualTo(2);
        assertThat(format.err()).contains("round-robin or gauntlet, not 'swiss'");
    }
}

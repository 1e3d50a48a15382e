package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The CLI on backgammon, a game with chance nodes: perft over rolls, --dice, agents. */
class BackgammonCommandTest {

    private static String lastLine(CommandLineRunner.Run run) {
        return run.out().strip().lines().reduce((a, b) -> b).orElse("");
    }

    @Test
    void shouldSumThePlaysOfAllTwentyOneRollsFromTheStartingPosition() {
        CommandLineRunner.Run run = CommandLineRunner.run("perft", "backgammon", "--position", "4HPwATDgc/ABMA",
                "--depth", "1", "--divide");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("21: 15\n", "66: 11\n");
        assertThat(lastLine(run)).isEqualTo("perft(1) = 447");
        assertThat(lastLine(CommandLineRunner.run("perft", "backgammon", "--position", "4HPwATDgc/ABMA", "--depth",
                "2", "--threads", "2"))).isEqualTo("perft(2) = 202782");
    }

    @Test
    void shouldCountThePlaysOfOneRollWithDice() {
        assertThat(lastLine(CommandLineRunner.run("perft", "backgammon", "--position", "4HPwATDgc/ABMA", "--dice", "63",
                "--depth", "1"))).isEqualTo("perft(1) = 14");
        assertThat(lastLine(CommandLineRunner.run("perft", "backgammon", "--position", "4HPwATDgc/ABMA:X:11",
                "--depth", "1"))).isEqualTo("perft(1) = 42");
        assertThat(lastLine(CommandLineRunner.run("perft", "backgammon", "--dice", "52", "--depth", "1")))
                .isEqualTo("perft(1) = 8");
    }

    @Test
    void shouldStartPerftFromTheReferencePositionAndCountTheOpeningRollAsThirtyOutcomes() {
        assertThat(lastLine(CommandLineRunner.run("perft", "backgammon", "--depth", "1"))).isEqualTo("perft(1) = 447");
        // The opening roll: 15 non-double rolls for either player, twice the 190 plays of non-doubles.
        assertThat(lastLine(CommandLineRunner.run("perft", "backgammon", "--position", "4HPwATDgc/ABMA:opening",
                "--depth", "1"))).isEqualTo("perft(1) = 380");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "perft backgammon --position 4HPwATDgc/ABMA:63 --dice 41 --depth 1|a player is to move",
        "perft backgammon --position 4HPwATDgc/ABMA --dice 71 --depth 1|a roll is two dice",
        "perft backgammon --position 4HPwATDgc/ABM --depth 1|14 characters",
        "perft backgammon --position 4HPwATDgc/ABMA:Q --depth 1|is none of O, X",
        "match backgammon --a pubeval:strong --b random|takes no argument",
        "match backgammon --a gnubg:plies=x --b random|plies needs a number",
    })
    void shouldRejectBadBackgammonInputWithOneLine(String arguments, String message) {
        CommandLineRunner.Run run = CommandLineRunner.run(arguments.split(" "));
        assertThat(run.status()).isEqualTo(PlyCommand.EXIT_BAD_INPUT);
        assertThat(run.err().strip()).contains(message).doesNotContain("\n").doesNotContain("Exception");
    }

    @Test
    void shouldAnalyzeAPositionBeforeTheRollRollByRoll() {
        CommandLineRunner.Run run = CommandLineRunner.run("analyze", "backgammon", "--position", "4HPwATDgc/ABMA:O",
                "--algorithm", "expectimax", "--depth", "1");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("best move (none: chance moves first)\n");
        // Each of the 21 rolls with the value of its best play.
        assertThat(run.out().lines().filter(line -> line.matches("[1-6][1-6] .*"))).hasSize(21);
        CommandLineRunner.Run rolled = CommandLineRunner.run("analyze", "backgammon", "--position",
                "4HPwATDgc/ABMA:O:31", "--algorithm", "expectimax", "--depth", "2");
        assertThat(rolled.out()).contains("best move 8/5 6/5\n");
    }

    @Test
    void shouldPlayAMatchAgainstThePubevalPlayer() {
        CommandLineRunner.Run run = CommandLineRunner.run("match", "backgammon", "--a", "pubeval", "--b", "random",
                "--games", "4", "--seed", "3");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("pubeval vs random: 4 games");
        assertThat(run.err().lines().filter(l -> l.startsWith("game "))).hasSize(4);
    }
}

package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ply match --resume}: a match stopped before its end goes on from its record to the games and the result the
 * whole match gives, and a record of other settings is refused.
 */
class MatchResumeTest {

    private static final String[] MATCH = {"match", "tictactoe", "--a", "random", "--b", "mcts:iterations=30",
        "--random-plies", "1", "--seed", "5"};

    @TempDir
    Path dir;

    @Test
    void aMatchStoppedAfterSomeGamesGoesOnToTheWholeMatchsGames() throws IOException {
        Path whole = dir.resolve("whole.jsonl");
        Path part = dir.resolve("part.jsonl");
        CommandLineRunner.Run all = match(12, whole, "--positions", dir.resolve("whole.pos").toString());
        assertThat(all.status()).as(all.err()).isZero();
        CommandLineRunner.Run first = match(6, part, "--positions", dir.resolve("part.pos").toString());
        assertThat(first.status()).as(first.err()).isZero();
        assertThat(games(part)).hasSize(6);

        CommandLineRunner.Run rest = match(12, part, "--resume", "--concurrency", "2", "--positions",
                dir.resolve("part.pos").toString());

        assertThat(rest.status()).as(rest.err()).isZero();
        assertThat(rest.err()).contains("resuming after 6 games of " + part);
        assertThat(rest.err().lines().filter(line -> line.startsWith("game "))).as("only the new games are played")
                .hasSize(6).allMatch(line -> line.matches("game (7|8|9|10|11|12)/12 .*"));
        assertThat(games(part)).isEqualTo(games(whole));
        assertThat(Files.readAllLines(part).get(0)).isEqualTo(Files.readAllLines(whole).get(0));
        assertThat(Files.readAllLines(dir.resolve("part.pos"))).isEqualTo(Files.readAllLines(dir.resolve("whole.pos")));
        assertThat(rest.out()).isEqualTo(all.out());
        assertThat(CommandLineRunner.run("results", part.toString()).out()).as("the record read back")
                .isEqualTo(all.out());
    }

    @Test
    void aGameCutShortByTheStopIsDroppedAndPlayedAgain() throws IOException {
        Path whole = dir.resolve("whole.jsonl");
        assertThat(match(8, whole).status()).isZero();
        List<String> lines = Files.readAllLines(whole);
        Path cut = dir.resolve("cut.jsonl");
        String fifthGame = lines.get(5);
        Files.writeString(cut, String.join("\n", lines.subList(0, 5)) + "\n" + fifthGame.substring(0,
                fifthGame.length() / 2));

        CommandLineRunner.Run rest = match(8, cut, "--resume");

        assertThat(rest.status()).as(rest.err()).isZero();
        assertThat(rest.err()).contains(cut + " line 6 was cut short");
        assertThat(games(cut)).isEqualTo(games(whole));
    }

    @Test
    void aMatchItsSprtAlreadyDecidedPlaysNoMoreGames() throws IOException {
        Path record = dir.resolve("sprt.jsonl");
        String[] sprt = {"match", "tictactoe", "--a", "alphabeta:depth=1", "--b", "random", "--seed", "1",
            "--sprt", "elo0=0,elo1=50", "--record", record.toString()};
        CommandLineRunner.Run decided = CommandLineRunner.run(concat(sprt, "--games", "400"));
        assertThat(decided.status()).as(decided.err()).isZero();
        Matcher verdict = Pattern.compile("after (\\d+) games: H1 accepted").matcher(decided.out());
        assertThat(verdict.find()).as(decided.out()).isTrue();
        byte[] before = Files.readAllBytes(record);

        CommandLineRunner.Run again = CommandLineRunner.run(concat(sprt, "--games", "600", "--resume"));

        assertThat(again.status()).as(again.err()).isZero();
        assertThat(again.out()).contains("after " + verdict.group(1) + " games: H1 accepted");
        assertThat(again.err().lines().filter(line -> line.startsWith("game "))).isEmpty();
        assertThat(Files.readAllBytes(record)).isEqualTo(before);
    }

    @Test
    void aRecordOfOtherSettingsIsRefusedInOneLineAndLeftAsItWas() throws IOException {
        Path record = dir.resolve("r.jsonl");
        assertThat(match(4, record).status()).isZero();
        byte[] before = Files.readAllBytes(record);

        List<String> seed = new ArrayList<>(List.of(MATCH));
        seed.set(seed.indexOf("5"), "6");
        CommandLineRunner.Run otherSeed = CommandLineRunner.run(concat(seed.toArray(String[]::new), "--games", "8",
                "--record", record.toString(), "--resume"));
        CommandLineRunner.Run fewerGames = match(2, record, "--resume");
        CommandLineRunner.Run otherClock = match(8, record, "--resume", "--tc", "1+0.1");

        assertThat(otherSeed.status()).isEqualTo(2);
        assertThat(otherSeed.err().strip()).isEqualTo("match: " + record + " was recorded with --seed 5, this run has"
                + " --seed 6; resume with the settings it was recorded with, or record a new run to another file");
        assertThat(fewerGames.status()).isEqualTo(2);
        assertThat(fewerGames.err().strip()).contains("holds game 4, beyond the 2 games of this run")
                .doesNotContain("\n");
        assertThat(otherClock.status()).isEqualTo(2);
        assertThat(otherClock.err().strip()).contains("this run has --tc 1+0.1").doesNotContain("\n");
        assertThat(Files.readAllBytes(record)).isEqualTo(before);
    }

    @Test
    void aResumeNeedsTheRecordOfAMatch() throws IOException {
        Path tournament = dir.resolve("t.jsonl");
        assertThat(CommandLineRunner.run("tournament", "tictactoe", "--agents", "random", "alphabeta:depth=1",
                "--games", "2", "--record", tournament.toString()).status()).isZero();

        CommandLineRunner.Run notAMatch = match(4, tournament, "--resume");
        CommandLineRunner.Run noRecord = CommandLineRunner.run(concat(MATCH, "--resume"));
        CommandLineRunner.Run missing = match(4, dir.resolve("none.jsonl"), "--resume");

        assertThat(notAMatch.status()).isEqualTo(2);
        assertThat(notAMatch.err().strip()).contains("does not begin with its run's settings").doesNotContain("\n");
        assertThat(noRecord.status()).isEqualTo(2);
        assertThat(noRecord.err().strip()).contains("--resume goes on with the run of a --record file");
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.err().strip()).contains("no such record to resume").doesNotContain("\n");
    }

    private CommandLineRunner.Run match(int games, Path record, String... more) {
        return CommandLineRunner.run(concat(concat(MATCH, "--games", Integer.toString(games), "--record",
                record.toString()), more));
    }

    /** A record's games without their thinking times, which differ from run to run. */
    private static List<String> games(Path record) throws IOException {
        return Files.readAllLines(record).stream().skip(1).map(line -> line.replaceAll(",\"millis\":\\[[0-9,]*]", ""))
                .toList();
    }

    private static String[] concat(String[] first, String... more) {
        String[] all = java.util.Arrays.copyOf(first, first.length + more.length);
        System.arraycopy(more, 0, all, first.length, more.length);
        return all;
    }
}

package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CLI on input that used to crash it, hang it or make it report what it did not know: every case ends in
 * bounded time with one line (and status 2 for bad input), or with an honest result.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class RobustCommandsTest {

    @Test
    void shouldReportASearchStoppedBeforeDepthOneAsHavingNoScore() {
        CommandLineRunner.Run run = CommandLineRunner.run("analyze", "chess", "--nodes", "1");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("score none (no completed depth").contains("depth none")
                .doesNotContain("loss in -").doesNotContain("depth 0");
        assertThat(run.out()).containsPattern("best move [a-hNBRQKO]");
    }

    @Test
    void shouldStopSolvingAtItsCapsAndSayWhatItKnows() {
        CommandLineRunner.Run run = CommandLineRunner.run("solve", "chess", "--position", "8/8/4k3/8/8/3K4/4P3/8 w - - 0 1",
                "--nodes", "20000");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("unresolved (node cap 20,000 reached at depth").contains("value not known");
        CommandLineRunner.Run kings = CommandLineRunner.run("solve", "checkers", "--position", "W:WK10:BK23",
                "--depth", "6");
        assertThat(kings.status()).isZero();
        assertThat(kings.out()).contains("value not known");
    }

    @Test
    void shouldSayThereIsNothingToUndoBeforeTheHumanHasMovedAndNeverRollAgain() {
        CommandLineRunner.Run tictactoe = CommandLineRunner.runWithInput("undo\nquit\n", "play", "tictactoe",
                "--first", "alphabeta:depth=1", "--second", "human");
        assertThat(tictactoe.out()).contains("nothing to undo: you have not moved yet")
                .contains("game abandoned after 1 plies");
        // Random moves first here (it won the opening roll), so the human's first undo comes after two rolls.
        CommandLineRunner.Run noUndo = CommandLineRunner.runWithInput("quit\n", "play", "backgammon",
                "--first", "human", "--second", "random");
        CommandLineRunner.Run backgammon = CommandLineRunner.runWithInput("undo\nundo\nquit\n", "play", "backgammon",
                "--first", "human", "--second", "random");
        assertThat(backgammon.out()).contains("nothing to undo");
        assertThat(backgammon.out().lines().filter(line -> line.startsWith("chance: "))).as("no roll again")
                .containsExactlyElementsOf(noUndo.out().lines().filter(line -> line.startsWith("chance: ")).toList());
    }

    @Test
    void shouldReadAPositionLenientlyAndNoteEachRepair() {
        CommandLineRunner.Run run = CommandLineRunner.run("analyze", "chess", "--position",
                "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", "--depth", "2");
        assertThat(run.status()).isZero();
        assertThat(run.err()).contains("note: position: castling right 'k' dropped");
        assertThat(run.out()).contains("position rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1");
    }

    @Test
    void shouldPlayOnInAClaimableDrawButEndAPlayedGameThere() {
        CommandLineRunner.Run analyze = CommandLineRunner.run("analyze", "chess", "--position",
                "7k/8/6K1/8/8/8/8/R7 w - - 100 80", "--depth", "3");
        assertThat(analyze.out()).doesNotContain("the game is over").containsPattern("best move [KR]");
        CommandLineRunner.Run play = CommandLineRunner.run("play", "chess", "--position", "8/8/4k3/8/8/3K4/8/8 w - - 0 1",
                "--first", "random", "--second", "random");
        assertThat(play.out()).contains("result: draw (insufficient material)");
    }

    /** An engine that completes the UCI handshake and then misbehaves when asked to move. */
    private static String fakeEngine(Path dir, String name, String onGo) throws Exception {
        Path script = dir.resolve(name + ".sh");
        Files.writeString(script, "#!/bin/sh\nwhile read line; do case \"$line\" in\n"
                + "uci) echo 'id name " + name + "'; echo uciok;;\nisready) echo readyok;;\ngo*) " + onGo + ";;\n"
                + "quit) exit 0;;\nesac; done\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return "uci:" + script;
    }

    @Test
    void shouldForfeitTheGamesOfAnEngineThatDiesOrAnswersGarbageAndFinishTheMatch(@TempDir Path dir)
            throws Exception {
        for (String onGo : new String[] {"exit 3", "echo 'bestmove zz99'", "echo 'bestmove'"}) {
            CommandLineRunner.Run run = CommandLineRunner.run("match", "chess", "--a", fakeEngine(dir, "bad", onGo),
                    "--b", "random", "--games", "2", "--time", "100ms");
            assertThat(run.status()).as(onGo).isZero();
            assertThat(run.out()).as(onGo).contains("2 games, +0 =0 -2");
            assertThat(run.err()).as(onGo).contains("by agent failure").doesNotContain("by rules");
            assertThat(run.err()).as(onGo).doesNotContain("\tat ").doesNotContain("internal error");
        }
    }

    @Test
    void shouldForfeitTheGameOfAnEngineThatHangsAndStillEndTheMatch(@TempDir Path dir) throws Exception {
        CommandLineRunner.Run run = CommandLineRunner.run("match", "chess", "--a", fakeEngine(dir, "hangs", "sleep 60"),
                "--b", "random", "--games", "1", "--time", "100ms");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("1 games, +0 =0 -1");
        assertThat(run.err()).contains("by agent failure").contains("sent no 'bestmove' within");
    }

    @Test
    void shouldEndPlayAgainstAFailingEngineWithOneLineAndStatusOne(@TempDir Path dir) throws Exception {
        CommandLineRunner.Run run = CommandLineRunner.run("play", "chess", "--first", fakeEngine(dir, "dies", "exit 3"),
                "--second", "random", "--time", "100ms");
        assertThat(run.status()).isEqualTo(PlyCommand.EXIT_ENGINE_FAILED);
        assertThat(run.err().strip()).startsWith("play: ").doesNotContain("\n").doesNotContain("internal error");
    }
}

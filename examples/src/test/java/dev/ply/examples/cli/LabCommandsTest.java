package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.games.chess.notation.Pgn;
import dev.ply.games.chess.notation.PgnGame;
import dev.ply.lab.GameLine;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ply sweep}, {@code ply results} and the record, results and plot files of match, tournament and sweep. */
class LabCommandsTest {

    @TempDir
    Path dir;

    @Test
    void shouldPrintATournamentAgainFromItsResultsFileAndItsRecord() throws IOException {
        Path json = dir.resolve("t.json");
        Path record = dir.resolve("t.jsonl");
        Path plot = dir.resolve("t.svg");
        CommandLineRunner.Run run = CommandLineRunner.run("tournament", "tictactoe", "--agents", "alphabeta:depth=9",
                "mcts:iterations=100,seed=1", "random", "--games", "4", "--random-plies", "1", "--concurrency", "2",
                "--results", json.toString(), "--record", record.toString(), "--plot", plot.toString());
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(Files.readAllLines(record)).hasSize(12);
        assertThat(Files.readString(plot)).startsWith("<?xml").contains("<svg").contains("random");
        List<String> csv = Files.readAllLines(dir.resolve("t.csv"));
        assertThat(csv).hasSize(4).first().asString().startsWith("setting,agent,opponent,games,wins");

        CommandLineRunner.Run fromJson = CommandLineRunner.run("results", json.toString());
        CommandLineRunner.Run fromRecord = CommandLineRunner.run("results", record.toString());
        assertThat(fromJson.status()).as(fromJson.err()).isZero();
        assertThat(fromJson.out()).isEqualTo(run.out());
        assertThat(fromRecord.out()).isEqualTo(run.out());
    }

    @Test
    void shouldSweepOneSettingAgainstOneOpponent() throws IOException {
        Path json = dir.resolve("s.json");
        CommandLineRunner.Run run = CommandLineRunner.run("sweep", "tictactoe", "--agent", "alphabeta:depth={1,9}",
                "--against", "alphabeta:depth=9", "--games", "4", "--results", json.toString());
        assertThat(run.status()).as(run.err()).isZero();
        List<String> rows = run.out().lines().filter(line -> line.startsWith("depth=")).toList();
        assertThat(rows).hasSize(2);
        assertThat(rows.get(0).trim().split(" +")[1]).isEqualTo("4");
        // Perfect play never loses at tic-tac-toe: depth 9 against itself draws every game, depth 1 cannot win.
        assertThat(rows.get(1).trim().split(" +")).containsSubsequence("4", "0", "4", "0");
        assertThat(rows.get(0).trim().split(" +")[2]).isEqualTo("0");
        assertThat(CommandLineRunner.run("results", json.toString()).out()).isEqualTo(run.out());
    }

    @Test
    void shouldKeepAMatchInItsResultsFile() {
        Path json = dir.resolve("m.json");
        CommandLineRunner.Run run = CommandLineRunner.run("match", "tictactoe", "--a", "alphabeta:depth=3", "--b",
                "random", "--games", "6", "--results", json.toString());
        assertThat(run.status()).as(run.err()).isZero();
        CommandLineRunner.Run again = CommandLineRunner.run("results", json.toString());
        assertThat(again.out()).isEqualTo(run.out());
    }

    @Test
    void shouldRefuseBadLabInputInOneLine() throws IOException {
        CommandLineRunner.Run noValues = CommandLineRunner.run("sweep", "tictactoe", "--agent", "mcts:c={}",
                "--against", "random");
        assertThat(noValues.status()).isEqualTo(2);
        assertThat(noValues.err().strip()).doesNotContain("\n").contains("empty value");
        CommandLineRunner.Run noSet = CommandLineRunner.run("sweep", "tictactoe", "--agent", "mcts:c=1",
                "--against", "random");
        assertThat(noSet.status()).isEqualTo(2);
        assertThat(noSet.err()).contains("key={v1,v2,...}");
        CommandLineRunner.Run badValue = CommandLineRunner.run("sweep", "tictactoe", "--agent",
                "mcts:c={1,oops}", "--against", "random");
        assertThat(badValue.status()).isEqualTo(2);
        assertThat(badValue.err().strip()).doesNotContain("\n").contains("oops");
        CommandLineRunner.Run missing = CommandLineRunner.run("results", dir.resolve("none.json").toString());
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.err()).contains("no such results file");
        Path openings = Files.writeString(dir.resolve("openings.txt"), "# two openings\nX........\nXXXXXXXXXXXX\n");
        CommandLineRunner.Run badOpening = CommandLineRunner.run("match", "tictactoe", "--a", "random", "--b",
                "random", "--openings", openings.toString());
        assertThat(badOpening.status()).isEqualTo(2);
        assertThat(badOpening.err().strip()).doesNotContain("\n").contains(openings + " line 3:");
    }

    @Test
    void shouldKeepTheGamesSoFarWhenARunIsStopped() throws Exception {
        Path json = dir.resolve("stopped.json");
        Path record = dir.resolve("stopped.jsonl");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                "dev.ply.examples.cli.PlyCommand", "match", "tictactoe", "--a", "mcts:iterations=20000", "--b",
                "mcts:iterations=20000", "--games", "1000", "--concurrency", "1", "--results", json.toString(),
                "--record", record.toString()).redirectErrorStream(true).redirectOutput(dir.resolve("log").toFile())
                .start();
        try {
            long deadline = System.nanoTime() + 60_000_000_000L;
            while ((!Files.exists(record) || gameLines(record).size() < 3) && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertThat(gameLines(record)).as("games recorded before the stop").hasSizeGreaterThanOrEqualTo(3);
        } finally {
            process.destroy(); // SIGTERM, as Ctrl-C's SIGINT: the JVM runs its shutdown hooks
            process.waitFor();
        }
        CommandLineRunner.Run kept = CommandLineRunner.run("results", json.toString());
        assertThat(kept.status()).as(kept.err()).isZero();
        int games = Integer.parseInt(kept.out().replaceAll("(?s).*?: (\\d+) games.*", "$1"));
        assertThat(games).isBetween(3, gameLines(record).size()).isLessThan(1000);
    }

    @Test
    void shouldSayInTheRecordWhyAGameWasAdjudicated() throws IOException {
        Path record = dir.resolve("adjudicated.jsonl");
        CommandLineRunner.Run run = CommandLineRunner.run("match", "chess", "--a", "alphabeta:depth=2,hash=1", "--b",
                "alphabeta:depth=2,hash=1", "--games", "2", "--draw", "movenumber=3,movecount=2,score=2000",
                "--record", record.toString());
        assertThat(run.status()).as(run.err()).isZero();
        List<String> lines = gameLines(record);
        assertThat(Files.readAllLines(record).get(0)).as("a match's record begins with its settings")
                .contains("\"--draw\":\"movenumber=3,movecount=2,score=2000\"");
        assertThat(lines).hasSize(2).allSatisfy(line -> assertThat(line)
                .contains("\"termination\":\"adjudication\"").contains("within \u00b12000 after move 3")
                .contains("\"result\":\"1/2-1/2\""));
        assertThat(run.out()).contains("+0 =2 -0");
        CommandLineRunner.Run bad = CommandLineRunner.run("match", "chess", "--a", "random", "--b", "random",
                "--resign", "movecount=3");
        assertThat(bad.status()).isEqualTo(2);
        assertThat(bad.err().strip()).isEqualTo("match: resign adjudication needs score");
    }

    private static final Path BALLOTS = Path.of("..", "data", "openings", "checkers-two-move-ballots.pdn");

    @Test
    void shouldShipTheFortyThreeTwoMoveBallots() throws IOException {
        dev.ply.core.Game checkers = dev.ply.core.Ply.game("checkers");
        List<String> positions = ((dev.ply.core.capability.OpeningFormats) checkers).readOpenings("pdn",
                Files.readString(BALLOTS));
        assertThat(positions).hasSize(43).doesNotHaveDuplicates();
        List<String> barred = List.of("9-14 21-17", "9-14 23-18", "10-14 21-17", "10-14 23-18", "11-16 23-19",
                "12-16 23-19");
        for (String ballot : barred) {
            dev.ply.core.GameState state = checkers.newState();
            for (String move : ballot.split(" ")) {
                state.play(state.parseMove(move));
            }
            assertThat(positions).as(ballot).doesNotContain(state.notation());
        }
    }

    @Test
    void shouldPlayEachBallotWithBothColours() throws IOException {
        Path record = dir.resolve("ballots.jsonl");
        CommandLineRunner.Run run = CommandLineRunner.run("match", "checkers", "--a", "alphabeta:depth=2", "--b",
                "random", "--games", "4", "--openings", BALLOTS.toString(), "--record", record.toString());
        assertThat(run.status()).as(run.err()).isZero();
        List<dev.ply.lab.GameLine> games = gameLines(record).stream().map(dev.ply.lab.GameLine::fromJson).toList();
        assertThat(games.get(0).start()).isEqualTo(games.get(1).start());
        assertThat(games.get(2).start()).isEqualTo(games.get(3).start()).isNotEqualTo(games.get(0).start());
        List<String> ballots = ((dev.ply.core.capability.OpeningFormats) dev.ply.core.Ply.game("checkers"))
                .readOpenings("pdn", Files.readString(BALLOTS));
        assertThat(games.get(0).start()).isEqualTo(ballots.get(0));
        assertThat(games.get(2).start()).isEqualTo(ballots.get(1));
        Path bad = Files.writeString(dir.resolve("bad.pdn"), "[Event \"x\"]\n1. 11-15 11-16 *\n");
        CommandLineRunner.Run refused = CommandLineRunner.run("match", "checkers", "--a", "random", "--b", "random",
                "--openings", bad.toString());
        assertThat(refused.status()).isEqualTo(2);
        assertThat(refused.err().strip()).startsWith("match: " + bad + ": ").doesNotContain("\n");
    }

    @Test
    void shouldWriteEachGameInTheGamesOwnRecordFormat() throws IOException {
        Path pgn = dir.resolve("games.pgn");
        Path record = dir.resolve("chess.jsonl");
        CommandLineRunner.Run chess = CommandLineRunner.run("match", "chess", "--a", "alphabeta:depth=1,hash=1",
                "--b", "random", "--games", "2", "--max-plies", "30", "--pgn", pgn.toString(), "--record",
                record.toString());
        assertThat(chess.status()).as(chess.err()).isZero();
        List<PgnGame> games = Pgn.readAll(Files.readString(pgn));
        List<GameLineView> lines = views(record, "chess");
        assertThat(games).hasSize(2);
        for (int i = 0; i < 2; i++) {
            assertThat(games.get(i).end().notation()).isEqualTo(lines.get(i).end());
            assertThat(games.get(i).tag("Round")).isEqualTo(Integer.toString(i + 1));
        }
        assertThat(games.get(0).tag("White")).isEqualTo("alphabeta:depth=1,hash=1");
        assertThat(games.get(1).tag("White")).isEqualTo("random");

        Path pdn = dir.resolve("games.pdn");
        Path checkersRecord = dir.resolve("checkers.jsonl");
        CommandLineRunner.Run checkers = CommandLineRunner.run("match", "checkers", "--a", "alphabeta:depth=2", "--b",
                "random", "--games", "2", "--max-plies", "20", "--pdn", pdn.toString(), "--record",
                checkersRecord.toString());
        assertThat(checkers.status()).as(checkers.err()).isZero();
        List<dev.ply.games.checkers.PdnGame> drafts = dev.ply.games.checkers.PdnGame.readAll(Files.readString(pdn));
        List<GameLineView> checkersLines = views(checkersRecord, "checkers");
        assertThat(drafts).hasSize(2);
        for (int i = 0; i < 2; i++) {
            assertThat(drafts.get(i).finalPosition().notation()).isEqualTo(checkersLines.get(i).end());
            assertThat(drafts.get(i).tags()).containsEntry("Termination", "move limit: drawn after 20 plies")
                    .containsEntry("Result", "1/2-1/2");
        }
        assertThat(drafts.get(0).tags()).containsEntry("Black", "alphabeta:depth=2");

        CommandLineRunner.Run none = CommandLineRunner.run("match", "tictactoe", "--a", "random", "--b", "random",
                "--pgn", dir.resolve("x.pgn").toString());
        assertThat(none.status()).isEqualTo(2);
        assertThat(none.err().strip()).isEqualTo("match: tictactoe has no record format such as PGN or PDN; --record"
                + " writes its games as JSON lines");
    }

    @Test
    void shouldWriteGoGamesAsAnSgfCollectionFromMatchAndPlay() throws IOException {
        Path sgf = dir.resolve("go.sgf");
        Path record = dir.resolve("go.jsonl");
        CommandLineRunner.Run match = CommandLineRunner.run("match", "go:size=5,komi=0.5", "--a", "mcts:iterations=50",
                "--b", "random", "--games", "2", "--sgf", sgf.toString(), "--record", record.toString());
        assertThat(match.status()).as(match.err()).isZero();
        String text = Files.readString(sgf);
        assertThat(text).startsWith("(;GM[1]FF[4]").contains("SZ[5]").contains("KM[0.5]").contains("PB[mcts:iterations=50]")
                .contains("PW[mcts:iterations=50]");
        List<String> ends = new dev.ply.games.go.GoGame().readOpenings("sgf", text);
        List<GameLineView> lines = views(record, "go:size=5,komi=0.5");
        assertThat(ends).hasSize(2);
        for (int i = 0; i < 2; i++) {
            assertThat(ends.get(i)).isEqualTo(lines.get(i).end());
        }

        Path played = dir.resolve("played.sgf");
        CommandLineRunner.Run play = CommandLineRunner.run("play", "go:size=5,komi=0.5", "--first", "random", "--second",
                "random", "--sgf", played.toString());
        assertThat(play.status()).as(play.err()).isZero();
        String game = Files.readString(played);
        assertThat(game).contains("PB[random]").contains("PW[random]").containsPattern("RE\\[[BW]\\+[0-9.]+\\]");
        assertThat(new dev.ply.games.go.GoGame().readOpenings("sgf", game).get(0)).endsWith("passes=2");
    }

    /** A recorded game's final position, replayed by the rules. */
    private record GameLineView(String end) {
    }

    private static List<GameLineView> views(Path record, String game) throws IOException {
        dev.ply.core.Game rules = dev.ply.core.Ply.game(game);
        return gameLines(record).stream().map(GameLine::fromJson)
                .map(line -> new GameLineView(line.replay(rules).record().current().notation())).toList();
    }

    /** A record's games: every line but a match's settings line. */
    private static List<String> gameLines(Path record) throws IOException {
        return Files.readAllLines(record).stream().filter(line -> !dev.ply.lab.RunSettings.isSettingsLine(line))
                .toList();
    }
}

package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.lab.QuiescenceLeaves;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ply label}: positions judged by a search, checked against exact values; order, resume and refusals. */
class LabelCommandTest {

    @TempDir
    Path dir;

    private Path record(String game, int games) {
        Path record = dir.resolve(game + "-games.jsonl");
        CommandLineRunner.Run match = CommandLineRunner.run("match", game, "--a", "random", "--b", "random",
                "--games", String.valueOf(games), "--seed", "7", "--record", record.toString());
        assertThat(match.status()).as(match.err()).isZero();
        return record;
    }

    /** The exact value of a tic-tac-toe position for a player, by a plain minimax: 1 a win, 0 a draw, -1 a loss. */
    private static int exact(GameState state, int player) {
        if (state.isTerminal()) {
            return Integer.signum(state.outcome(player));
        }
        int[] moves = new int[16];
        int count = state.legalMoves(moves);
        boolean maximise = state.toMove() == player;
        int best = maximise ? -2 : 2;
        for (int i = 0; i < count; i++) {
            state.play(moves[i]);
            int value = exact(state, player);
            state.undo();
            best = maximise ? Math.max(best, value) : Math.min(best, value);
        }
        return best;
    }

    @Test
    void labelsEachDistinctPositionWithItsExactValueInTheOrderRead() throws IOException {
        Game game = Ply.game("tictactoe");
        Path record = record("tictactoe", 12);
        Path extra = Files.writeString(dir.resolve("extra.txt"), "# the textbook's position\nXO.X..O..\n"
                + "XO.X..O.. ; result 1-0\n");
        Path out = dir.resolve("labels.txt");
        CommandLineRunner.Run run = CommandLineRunner.run("label", "tictactoe", "--positions", record + "," + extra,
                "--agent", "alphabeta:depth=9", "--out", out.toString(), "--concurrency", "3");
        assertThat(run.status()).as(run.err()).isZero();

        // The distinct positions, in the order the files give them.
        Set<String> expectedOrder = new LinkedHashSet<>();
        for (String line : Files.readAllLines(record)) {
            if (!dev.ply.lab.RunSettings.isSettingsLine(line)) {
                dev.ply.lab.LabelledPositions.positions(game, dev.ply.lab.GameLine.fromJson(line))
                        .forEach(state -> expectedOrder.add(state.notation()));
            }
        }
        expectedOrder.add(game.parseState("XO.X..O..").notation());
        List<String> lines = Files.readAllLines(out);
        assertThat(lines.stream().map(line -> line.substring(0, line.lastIndexOf(" ; ")))).containsExactlyElementsOf(
                expectedOrder);
        assertThat(run.out()).contains(lines.size() + " positions labelled into " + out);
        for (String line : lines) {
            GameState state = game.parseState(line.substring(0, line.lastIndexOf(" ; ")));
            int forX = exact(state.copy(), 0);
            assertThat(line).as(line).endsWith(" ; result " + (forX > 0 ? "1.0000" : forX < 0 ? "0.0000"
                    : "0.5000"));
        }
        // The textbook's position: X to move wins.
        assertThat(lines).contains(game.parseState("XO.X..O..").notation() + " ; result 1.0000");

        // One thread writes the same file.
        Path serial = dir.resolve("serial.txt");
        CommandLineRunner.Run one = CommandLineRunner.run("label", "tictactoe", "--positions", record + "," + extra,
                "--agent", "alphabeta:depth=9", "--out", serial.toString(), "--concurrency", "1");
        assertThat(one.status()).as(one.err()).isZero();
        assertThat(Files.readAllLines(serial)).isEqualTo(lines);

        // Warm (the agent keeps its table from one position to the next): the same exact values.
        Path warm = dir.resolve("warm.txt");
        CommandLineRunner.Run warmRun = CommandLineRunner.run("label", "tictactoe", "--positions", record + ","
                + extra, "--agent", "alphabeta:depth=9", "--out", warm.toString(), "--warm", "--concurrency", "2");
        assertThat(warmRun.status()).as(warmRun.err()).isZero();
        assertThat(Files.readAllLines(warm)).isEqualTo(lines);

        // Stopped midway (a line cut short), resumed: the same file, the labelled positions not searched again.
        Path resumed = dir.resolve("resumed.txt");
        String cut = String.join("\n", lines.subList(0, 10)) + "\n" + lines.get(10).substring(0, 5);
        Files.writeString(resumed, cut);
        CommandLineRunner.Run again = CommandLineRunner.run("label", "tictactoe", "--positions", record + "," + extra,
                "--agent", "alphabeta:depth=9", "--out", resumed.toString(), "--resume");
        assertThat(again.status()).as(again.err()).isZero();
        assertThat(again.out()).contains((lines.size() - 10) + " positions labelled into " + resumed
                + " after the 10 it held");
        assertThat(Files.readAllLines(resumed)).isEqualTo(lines);

        // Positions excluded by another file are left out.
        Path rest = dir.resolve("rest.txt");
        CommandLineRunner.Run excluded = CommandLineRunner.run("label", "tictactoe", "--positions", record.toString(),
                "--agent", "alphabeta:depth=9", "--out", rest.toString(), "--exclude", serial.toString());
        assertThat(excluded.status()).as(excluded.err()).isZero();
        assertThat(Files.readAllLines(rest)).isEmpty();
    }

    @Test
    void labelsChessFromPlayer0sViewAndKeepsOnlyQuietPositionsWhenAsked() throws IOException {
        Game game = Ply.game("chess");
        Path list = Files.writeString(dir.resolve("positions.txt"), String.join("\n",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", // White a queen up, White to move
                "4k3/8/8/8/8/8/8/3QK3 b - - 0 1", // the same, Black to move: still good for White
                "3qk3/8/8/8/8/8/8/4K3 w - - 0 1", // Black a queen up
                "4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1") + "\n"); // a queen en prise: not quiet
        Path out = dir.resolve("chess.txt");
        CommandLineRunner.Run run = CommandLineRunner.run("label", "chess", "--positions", list.toString(),
                "--agent", "alphabeta:depth=3", "--out", out.toString(), "--quiet", "--concurrency", "2");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains("4 positions labelled", "5 read: 0 repeated or labelled before, 0 finished,"
                + " 1 not quiet");
        List<String> lines = Files.readAllLines(out);
        assertThat(lines).hasSize(4);
        assertThat(result(lines.get(0))).isBetween(0.35, 0.65);
        assertThat(result(lines.get(1))).isGreaterThan(0.95);
        assertThat(result(lines.get(2))).isGreaterThan(0.95);
        assertThat(result(lines.get(3))).isLessThan(0.05);
        QuiescenceLeaves quiescence = new QuiescenceLeaves(game.defaultEvaluator(), game.maxMoves());
        Set<Long> hashes = new HashSet<>();
        for (String line : lines) {
            GameState state = game.parseState(line.substring(0, line.lastIndexOf(" ; ")));
            assertThat(quiescence.quiet(state)).as(line).isTrue();
            assertThat(hashes.add(state.hash())).isTrue();
        }

        // The file is one 'ply fit' and 'ply tune' read.
        CommandLineRunner.Run tune = CommandLineRunner.run("tune", "chess", "--positions", out.toString(), "--out",
                dir.resolve("w.txt").toString(), "--passes", "1");
        assertThat(tune.status()).as(tune.err()).isZero();
    }

    private static double result(String line) {
        return Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1));
    }

    @Test
    void refusesInOneLine() throws IOException {
        Path list = Files.writeString(dir.resolve("list.txt"), "XO.X..O..\nnot a board\n");
        Path taken = Files.writeString(dir.resolve("taken.txt"), "");
        Path good = Files.writeString(dir.resolve("good.txt"), "XO.X..O..\n");
        String solver = "alphabeta:depth=9";
        assertRefused(label(list, solver, taken), "label: --out " + taken + " exists; give --resume to go on"
                + " labelling into it, or another --out");
        assertRefused(label(list, solver, dir.resolve("a.txt")), "label: " + list + " line 2: bad position: ");
        // Found while later positions are read: named, and not as the line being read then.
        Path several = Files.writeString(dir.resolve("several.txt"), "XO.X..O..\nX........\nXO.......\n"
                + "XOX......\nXOXO.....\nX.O......\nX..O.....\nX...O....\n");
        assertRefused(label(several, "random", dir.resolve("b2.txt"), "--concurrency", "1"), "label: cannot label "
                + Ply.game("tictactoe").parseState("XO.X..O..").notation() + ": random gave no score");
        assertRefused(label(good, "random", dir.resolve("b.txt")), "label: cannot label "
                + Ply.game("tictactoe").parseState("XO.X..O..").notation() + ": random gave no score; label with a"
                + " search or an engine that reports one");
        assertRefused(label(good, "nosuch", dir.resolve("c.txt")), "label: unknown");
        assertRefused(label(good, solver, dir.resolve("d.txt"), "--scale", "0"), "label: --scale must be a positive"
                + " number, not 0.0");
        assertRefused(label(dir.resolve("none.txt"), solver, dir.resolve("e.txt")), "label: positions file "
                + dir.resolve("none.txt") + " does not exist");
    }

    private static List<String> label(Path positions, String agent, Path out, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("label", "tictactoe", "--positions",
                positions.toString(), "--agent", agent, "--out", out.toString()));
        args.addAll(List.of(more));
        return args;
    }

    private static void assertRefused(List<String> args, String message) {
        CommandLineRunner.Run run = CommandLineRunner.run(args.toArray(String[]::new));
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        // Progress lines aside (a slow machine prints them every two seconds), one line and no stack trace.
        assertThat(run.err().lines().filter(line -> !line.startsWith("labelled ")).toList()).as(run.err())
                .singleElement().asString().startsWith(message);
    }
}

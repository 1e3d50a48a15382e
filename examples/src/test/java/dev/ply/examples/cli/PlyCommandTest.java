package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PlyCommandTest {

    /**
     * Every command's help renders as written: picocli reads descriptions as format strings and, on one it cannot
     * format (a bare {@code %}), prints its warning on the process's own standard error and leaves {@code %n} in the
     * text.
     */
    @Test
    void shouldRenderEveryCommandsHelpWithoutAFormatWarning() {
        PrintStream processErr = System.err;
        ByteArrayOutputStream warnings = new ByteArrayOutputStream();
        var names = new picocli.CommandLine(new PlyCommand()).getSubcommands().keySet();
        assertThat(names).contains("match", "tournament", "sweep", "gtp");
        try {
            System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
            for (String name : names) {
                CommandLineRunner.Run run = CommandLineRunner.run(name, "--help");
                assertThat(run.status()).as(name).isZero();
                assertThat(run.out()).as(name).startsWith("Usage: ply " + name).doesNotContain("%n");
            }
        } finally {
            System.setErr(processErr);
        }
        assertThat(warnings.toString(StandardCharsets.UTF_8)).doesNotContain("picocli WARN");
        assertThat(CommandLineRunner.run("match", "--help").out()).contains("with their 95% intervals");
    }

    @Test
    void shouldListGamesAlgorithmsEvaluatorsAndAgents() {
        CommandLineRunner.Run run = CommandLineRunner.run("list");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("tictactoe", "connectfour", "minimax", "alphabeta", "tictactoe:lines", "random");
        assertThat(run.out()).doesNotContain("failed to load");
        assertThat(CommandLineRunner.run("list", "--options").out()).contains("hash=16 (1..8192)");
    }

    @Test
    void shouldPrintTheMinimaxNodeCountOfTheWholeTicTacToeTree() {
        CommandLineRunner.Run run = CommandLineRunner.run("analyze", "tictactoe", "--algorithm", "minimax");
        assertThat(run.err()).as("said at once: no limit").startsWith("analyze: no limit given: the search runs until");
        assertThat(run.status()).isZero();
        assertThat(run.out().lines()).contains("nodes 549946", "leaves 255168", "score 0");
        assertThat(run.err()).as("progress on stderr").contains("depth 9");
    }

    @Test
    void shouldPrintTheTextbookAlphaBetaNodeCount() {
        CommandLineRunner.Run run = CommandLineRunner.run("analyze", "tictactoe", "--algorithm", "alphabeta:plain");
        assertThat(run.out().lines()).contains("nodes 18297", "score 0");
    }

    @Test
    void shouldAnalyzeAPositionAndWriteTheLineInTheGamesNotation() {
        CommandLineRunner.Run run = CommandLineRunner.run("analyze", "tictactoe", "--position", "X.O......");
        assertThat(run.status()).isZero();
        assertThat(run.out()).containsPattern("best move [368]\n").contains("score win in 5 plies");
    }

    @Test
    void shouldPrintTheMonteCarloTableOfVisitsAndMeanResults() {
        CommandLineRunner.Run run = CommandLineRunner.run("analyze", "tictactoe", "--position", "X.O......",
                "--algorithm", "mcts:iterations=1000,seed=7");
        assertThat(run.status()).isZero();
        assertThat(run.out().lines()).contains("iterations 1000");
        assertThat(run.out()).containsPattern("move +visits +share +mean result\n");
        // One row per legal move: visits with separators, the share of all visits, the mean result.
        var rows = run.out().lines().filter(l -> l.matches("[0-8] +[0-9,]+ +[0-9.]+% +[01]\\.[0-9]{3}")).toList();
        assertThat(rows).hasSize(7);
        long visits = rows.stream().mapToLong(r -> Long.parseLong(r.trim().split(" +")[1].replace(",", ""))).sum();
        assertThat(visits).isEqualTo(1000);
        CommandLineRunner.Run flags = CommandLineRunner.run("analyze", "tictactoe", "--position", "X.O......",
                "--algorithm", "mcts:iterations=1000,seed=7", "--iterations", "500");
        assertThat(flags.out().lines()).as("the flag overrides the specification").contains("iterations 500");
    }

    @Test
    void shouldEndPerftWithTheTotalAndDivideByRootMove() {
        CommandLineRunner.Run nine = CommandLineRunner.run("perft", "tictactoe", "--depth", "9");
        assertThat(nine.out().strip().lines().reduce((a, b) -> b)).hasValue("perft(9) = 127872");
        CommandLineRunner.Run divide = CommandLineRunner.run("perft", "tictactoe", "--depth", "5", "--divide",
                "--threads", "2");
        assertThat(divide.out()).contains("0: 1680\n", "4: 1680\n").endsWith("perft(5) = 15120\n");
        assertThat(CommandLineRunner.run("perft", "tictactoe", "--depth", "0").out()).isEqualTo("perft(0) = 1\n");
    }

    @Test
    void shouldSolveSmallPositionsMoveByMove() {
        CommandLineRunner.Run fork = CommandLineRunner.run("solve", "tictactoe", "--position", "X.O......");
        assertThat(fork.out().lines().filter(l -> l.contains(" win in "))).containsExactly(
                "3 win in 5 plies", "6 win in 5 plies", "8 win in 5 plies", "value win in 5 plies for X");
        CommandLineRunner.Run corner = CommandLineRunner.run("solve", "tictactoe", "--position", "X........");
        assertThat(corner.out().lines().filter(l -> l.endsWith(" draw"))).containsExactly("4 draw");
        assertThat(corner.out()).endsWith("value draw for O\n");
        // Progress goes to standard error only for solves that take a few seconds.
        assertThat(fork.err()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "perft tictactoe --depth -1|--depth must be from 0 to 9",
        "perft tictactoe --depth 1000000|--depth must be from 0 to 9",
        "perft chess --depth 1000000|--depth must be from 0 to 1024",
        "analyze tictactoe --depth 10000|--depth must be from 1 to 999",
        "analyze tictactoe --iterations 100|alphabeta has no iterations",
        "analyze tictactoe --algorithm minimax --iterations 5|minimax has no iterations",
        "analyze backgammon --iterations 100|expectimax has no iterations",
        "analyze tictactoe --algorithm alphabeta:depth=2,depth=3|limit 'depth' is given twice",
        "analyze tictactoe --algorithm alphabeta:hash=2,hash=4|option 'hash' of alphabeta is given twice",
        "analyze tictactoe --algorithm alphabeta:hash=\u0663|option 'hash' needs a whole number",
        "analyze tictactoe --algorithm alphabeta:hash=99999999999999999999|option 'hash' must be from 1 to 8192",
        "analyze chess --position 8/8/8/8/8/8/8/8|FEN has 1 field",
        "perft chekers --depth 2|unknown game 'chekers'",
        "perft tictactoe|Missing required option",
        "perft tictactoe --depth two|--depth",
        "analyze tictactoe --position XXXX|a tic-tac-toe board is 9 characters",
        "analyze tictactoe --algorithm mcts:iterations=none|limit 'iterations' needs a whole number",
        "analyze tictactoe --algorithm mcts:depth=3|mcts has no search depth",
        "analyze tictactoe --algorithm alphabeta:speed=9|unknown option 'speed' for alphabeta",
        "analyze tictactoe --algorithm deepblue|unknown search algorithm 'deepblue'",
        "analyze tictactoe --depth 0|--depth must be from 1 to 999",
        "analyze tictactoe --time soon|'soon' is not a duration",
        "play tictactoe --position X.O......XX|a tic-tac-toe board is 9 characters",
        "match tictactoe --a random --b nobody|unknown agent 'nobody'",
        "match tictactoe --a random --b random --games 0|games must be 1 or more",
        "match tictactoe --a random --b random --tc fast|time control 'fast'",
        "bogus|Unmatched argument",
    })
    void shouldRejectBadInputWithOneLineAndStatusTwo(String arguments, String message) {
        CommandLineRunner.Run run = CommandLineRunner.run(arguments.split(" "));
        assertThat(run.status()).isEqualTo(PlyCommand.EXIT_BAD_INPUT);
        assertThat(run.err().strip()).contains(message).doesNotContain("\n").doesNotContain("Exception");
    }

    @Test
    void shouldPlayAHumanAgainstAnAgentAskingAgainAfterAnIllegalMove() {
        // X takes the centre, tries the taken corner, lists moves, then plays on; the perfect O draws. Minimax
        // answers with the first of the equal corners, 0, whatever the pruning.
        CommandLineRunner.Run run = CommandLineRunner.runWithInput("4\n0\nmoves\n1\n2\n3\n5\n6\n7\n8\n", "play", "tictactoe",
                "--second", "minimax");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("X (human) plays 4", "O (minimax) plays 0", "square 0 is already taken by O",
                "legal moves: ");
        assertThat(run.out()).containsPattern("result: (draw|O wins)");
    }

    @Test
    void shouldTakeBackTheHumansLastMoveAndTheReply() {
        CommandLineRunner.Run run = CommandLineRunner.runWithInput("0\nundo\nquit\n", "play", "tictactoe",
                "--second", "alphabeta:depth=2");
        assertThat(run.out()).contains("X (human) plays 0").contains("game abandoned after 0 plies");
    }

    @Test
    void shouldPlayAMatchAndReportTheScoreFromAsView() {
        CommandLineRunner.Run run = CommandLineRunner.run("match", "tictactoe", "--a", "alphabeta", "--b", "random",
                "--games", "10", "--seed", "5");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("alphabeta vs random: 10 games").contains("-0\n");
        assertThat(run.err().lines().filter(l -> l.startsWith("game "))).hasSize(10);
    }

    @Test
    void shouldStartMatchGamesFromAnOpeningsFile(@TempDir Path dir) throws Exception {
        Path openings = Files.writeString(dir.resolve("openings.txt"), "# X has won the corner fight\nXX.OO....\n");
        CommandLineRunner.Run run = CommandLineRunner.run("match", "tictactoe", "--a", "alphabeta", "--b",
                "alphabeta", "--games", "2", "--openings", openings.toString());
        // X to move wins at once from that opening, whoever plays X.
        assertThat(run.out()).contains("+1 =0 -1");
        CommandLineRunner.Run missing = CommandLineRunner.run("match", "tictactoe", "--a", "random", "--b", "random",
                "--openings", dir.resolve("nothing.txt").toString());
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.err()).contains("no such openings file: " + dir.resolve("nothing.txt"));
    }
}

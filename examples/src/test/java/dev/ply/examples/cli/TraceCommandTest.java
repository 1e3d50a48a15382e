package dev.ply.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code ply trace} from the command line: its formats, and one line with status 2 for every bad input. */
class TraceCommandTest {

    @Test
    void shouldPrintTheTextbookTableForTheTextbookTree() {
        CommandLineRunner.Run run = CommandLineRunner.run("trace", "tree");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("alphabeta:plain on tree ((4,6,9),(2,7,8),(5,3,9))")
                .containsPattern("\\s1\\s+1\\s+cut \\(beta\\): 2 not searched 1 2")
                .containsPattern("\\s2\\s+1\\s+cut \\(beta\\): 1 not searched 2")
                .contains("best move 0, score 4, line 0 0");
    }

    @Test
    void shouldTraceMonteCarloCheckpointsOnTicTacToe() {
        CommandLineRunner.Run run = CommandLineRunner.run("trace", "tictactoe", "--position", "X.O......", "--algorithm",
                "mcts:seed=3", "--at", "100,1000", "--iterations-detail", "3");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("after 100 iterations", "after 1000 iterations", "explore", "uct",
                "iterations step by step", "most visited line:");
    }

    @Test
    void shouldWriteAPictureToAFile(@TempDir Path folder) throws Exception {
        Path svg = folder.resolve("textbook.svg");
        CommandLineRunner.Run run = CommandLineRunner.run("trace", "tree", "--format", "svg", "--out", svg.toString());
        assertThat(run.status()).isZero();
        assertThat(run.err()).contains("trace: wrote " + svg);
        assertThat(Files.readString(svg)).startsWith("<svg").contains("class=\"edge cut\"").endsWith("</svg>\n");
        CommandLineRunner.Run json = CommandLineRunner.run("trace", "tree", "--position",
                "[0.5:(3,5),0.5:(1,8)]", "--format", "json");
        assertThat(json.out()).contains("\"type\": \"outcome\"", "\"probability\": 0.5");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "trace tree --position ((4,6),(2,|tree: the text ends where a leaf or a node should be at character 11",
        "trace tree --position [0.5:(3,5),0.4:(1,8)]|the probabilities of a chance node sum to 0.9, not 1",
        "trace tree --format png|unknown format 'png'; formats: text, svg, dot, json",
        "trace tree --at 100|--at is for Monte Carlo searches (mcts); alphabeta:plain has no iterations",
        "trace tree --algorithm mcts --at 300,100|--at takes increasing iteration counts",
        "trace tree --max-nodes 0|--max-nodes must be 1 or more, not 0",
        "trace tree --position sorted:b=2,d=2|unknown tree generator 'sorted'",
        "trace nosuchgame|unknown game 'nosuchgame'"})
    void shouldAnswerBadInputWithOneLineAndStatusTwo(String command, String message) {
        CommandLineRunner.Run run = CommandLineRunner.run(command.split(" "));
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains(message);
        assertThat(run.err().strip().lines()).hasSize(1);
        assertThat(run.out()).isEmpty();
    }
}

package dev.ply.learning;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SupervisedTrainingTest {

    private static final Game TICTACTOE = Ply.game("tictactoe");

    @TempDir
    Path folder;

    @Test
    void anOraclesLabelsTeachTheNetworkMostOfTheGame() throws IOException {
        TicTacToeSolver solver = new TicTacToeSolver(TICTACTOE);
        List<String> lines = new ArrayList<>();
        int[] moves = new int[9];
        for (GameState position : solver.positions()) {
            List<String> best = new ArrayList<>();
            int count = position.legalMoves(moves);
            for (int i = 0; i < count; i++) {
                if (solver.isOptimal(position, moves[i])) {
                    best.add(position.moveToString(moves[i]));
                }
            }
            lines.add(position.notation() + " ; bm " + String.join(" ", best) + " ; value " + solver.value(position));
        }
        Path suite = folder.resolve("all.suite");
        Files.write(suite, lines);
        Samples samples = SupervisedTraining.read(TICTACTOE, suite);
        assertThat(samples.size()).isEqualTo(4_520);
        LearnedNetwork network = SupervisedTraining.train(TICTACTOE, samples, "mlp:64,64", 600, 64, 0.003, 1e-4, 1,
                folder.resolve("run"), "test", line -> { });
        assertThat(NetworkFile.read(folder.resolve("run/best.net")).info().step()).isEqualTo(600);
        LearnedNetwork untrained = LearnedNetwork.initial(network.info(), 1);
        double before = TrainingTest.optimalShare(untrained, solver);
        double after = TrainingTest.optimalShare(network, solver);
        assertThat(after).as("optimal moves %.3f before, %.3f after", before, after).isGreaterThan(0.85)
                .isGreaterThan(before + 0.2);
    }

    @Test
    void labelsWithoutAValueOrWithAnIllegalMoveAreRefusedNamingTheLine() throws IOException {
        Path noValue = folder.resolve("no-value.suite");
        Files.writeString(noValue, "X........ ; bm 4 ; value 0\nXO....... ; bm 4\n");
        assertThatThrownBy(() -> SupervisedTraining.read(TICTACTOE, noValue)).isInstanceOf(InvalidInputException.class)
                .hasMessage(noValue + " line 2: supervised training needs bm and value on every line");
        Path illegal = folder.resolve("illegal.suite");
        Files.writeString(illegal, "X........ ; bm 0 ; value 0\n");
        assertThatThrownBy(() -> SupervisedTraining.read(TICTACTOE, illegal))
                .hasMessage(illegal + " line 1: move '0' is not legal there");
        Path badValue = folder.resolve("bad-value.suite");
        Files.writeString(badValue, "X........ ; bm 4 ; value 2\n");
        assertThatThrownBy(() -> SupervisedTraining.read(TICTACTOE, badValue))
                .hasMessage(badValue + " line 1: value must be 1, 0 or -1");
    }
}

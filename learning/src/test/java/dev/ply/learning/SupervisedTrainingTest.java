package dev.ply.learning;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.capability.NetworkEncoding;
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
        Path suite = folder.resolve("all.suite");
        Files.write(suite, solver.labelLines());
        Samples samples = SupervisedTraining.read(TICTACTOE, suite);
        assertThat(samples.size()).isEqualTo(4_520);
        LearnedNetwork network = SupervisedTraining.train(TICTACTOE, samples, "mlp:64,64", null, 600, 64, 0.003, 1e-4, 1,
                folder.resolve("run"), "test", line -> { });
        assertThat(NetworkFile.read(folder.resolve("run/best.net")).info().step()).isEqualTo(600);
        LearnedNetwork untrained = LearnedNetwork.initial(network.info(), 1);
        double before = TrainingTest.optimalShare(untrained, solver);
        double after = TrainingTest.optimalShare(network, solver);
        assertThat(after).as("optimal moves %.3f before, %.3f after", before, after).isGreaterThan(0.85)
                .isGreaterThan(before + 0.2);
        // From the trained network's file, a step at learning rate 0 keeps its weights and counts on from its steps.
        LearnedNetwork resumed = SupervisedTraining.train(TICTACTOE, samples, "mlp:64,64",
                folder.resolve("run/best.net"), 1, 64, 0, 0, 2, folder.resolve("again"), "test", line -> { });
        assertThat(resumed.info().step()).isEqualTo(601);
        assertThat(TrainingTest.optimalShare(resumed, solver)).isEqualTo(after);
        assertThatThrownBy(() -> SupervisedTraining.train(TICTACTOE, samples, "mlp:32,32",
                folder.resolve("run/best.net"), 1, 64, 0.003, 0, 2, folder.resolve("other"), "test", line -> { }))
                .isInstanceOf(InvalidInputException.class)
                .hasMessage("--start-from " + folder.resolve("run/best.net") + ": a network of shape mlp 18-64-64,"
                        + " not mlp 18-32-32 (--network; a perceptron can start from a narrower one of the same"
                        + " depth)");
    }

    @Test
    void thePositionsOneMoveOnGetTheExactValuesTheLabelsDecideAndNoPolicy() throws IOException {
        TicTacToeSolver solver = new TicTacToeSolver(TICTACTOE);
        List<String> lines = new ArrayList<>();
        List<float[]> expectedInputs = new ArrayList<>();
        List<Integer> expectedValues = new ArrayList<>();
        int[] moves = new int[9];
        List<Boolean> everyMoveKeeps = new ArrayList<>();
        int skipped = 0;
        for (GameState position : solver.positions()) {
            int value = solver.value(position);
            List<String> best = new ArrayList<>();
            int count = position.legalMoves(moves);
            for (int i = 0; i < count; i++) {
                if (solver.isOptimal(position, moves[i])) {
                    best.add(position.moveToString(moves[i]));
                }
            }
            lines.add(position.notation() + " ; bm " + String.join(" ", best) + " ; value " + value);
            expectedInputs.add(null);
            expectedValues.add(value);
            everyMoveKeeps.add(best.size() == count);
            for (int i = 0; i < count; i++) {
                boolean keeps = solver.isOptimal(position, moves[i]);
                position.play(moves[i]);
                if (!position.isTerminal() && (keeps || value == 0)) {
                    float[] input = new float[18];
                    ((NetworkEncoding) position).encode(input, 0);
                    expectedInputs.add(input);
                    expectedValues.add(solver.value(position));
                    everyMoveKeeps.add(true);
                } else if (!position.isTerminal()) {
                    skipped++;
                }
                position.undo();
            }
        }
        Path suite = folder.resolve("all.suite");
        Files.write(suite, lines);
        Samples samples = SupervisedTraining.read(TICTACTOE, suite, true);
        assertThat(samples.size()).isEqualTo(expectedValues.size()).isGreaterThan(4_520 * 2);
        assertThat(skipped).as("positions after a move that leaves a won position undecided").isPositive();
        float[] input = new float[18];
        float[] policy = new float[9];
        float[] value = new float[1];
        for (int i = 0; i < samples.size(); i++) {
            samples.copyAugmented(i, 0, input, policy, value, 0);
            assertThat(value[0]).as("sample %d", i).isEqualTo(expectedValues.get(i).floatValue());
            if (expectedInputs.get(i) != null) {
                assertThat(input).as("sample %d", i).containsExactly(expectedInputs.get(i));
            }
            float policySum = 0;
            for (float p : policy) {
                policySum += p;
            }
            // A policy target only for labelled positions where some move loses the value.
            assertThat(policySum).as("sample %d's policy target", i)
                    .isCloseTo(everyMoveKeeps.get(i) ? 0f : 1f, org.assertj.core.data.Offset.offset(1e-5f));
        }
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

package dev.ply.learning;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.MatchResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrainingTest {

    private static final Game TICTACTOE = Ply.game("tictactoe");

    @TempDir
    Path folder;

    static TrainingSettings small(int generations) {
        return new TrainingSettings("tictactoe", "mlp:64,64", generations, 40, 40, 300, 64, 20_000, 0.003, 1e-4,
                1.0, 4, 0, 0.55, 2, 0, 1, null, null, 0, 0, 1, null, 0);
    }

    @Test
    void aShortRunTeachesTheNetworkAloneToBeatRandom() throws IOException {
        List<String> lines = new ArrayList<>();
        Training training = new Training(small(3), folder, "test", lines::add, line -> { });
        assertThat(training.run()).isEqualTo(3);
        LearnedNetwork initial = LearnedNetwork.initial(NetworkFile.read(folder.resolve("best.net")).info(), 1);
        LearnedNetwork trained = NetworkFile.read(folder.resolve("current.net"));
        TicTacToeSolver solver = new TicTacToeSolver(TICTACTOE);
        assertThat(solver.positionCount()).isEqualTo(4_520);
        double before = optimalShare(initial, solver);
        double after = optimalShare(trained, solver);
        System.out.printf("optimal moves: %.3f before, %.3f after; %s%n", before, after, lines);
        MatchResult match = new Arena(TICTACTOE).games(200).seed(5).play(
                new PolicyAgent("trained", trained), Agents.create(TICTACTOE, "random"));
        System.out.println(match.summary());
        assertThat(after).isGreaterThan(before + 0.1);
        assertThat(match.score()).isGreaterThan(0.8);
        assertThat(Files.readAllLines(folder.resolve("generations.jsonl"))).hasSize(3);
    }

    @Test
    void labelsInEveryBatchTeachWhatAFewSelfPlayGamesCannot() throws IOException {
        TicTacToeSolver solver = new TicTacToeSolver(TICTACTOE);
        Path labels = folder.resolve("all.suite");
        Files.write(labels, solver.labelLines());
        List<String> lines = new ArrayList<>();
        double[] shares = new double[2];
        for (int run = 0; run < 2; run++) {
            boolean withLabels = run == 1;
            TrainingSettings settings = new TrainingSettings("tictactoe", "mlp:64,64", 1, 6, 16, 400, 64, 20_000,
                    0.003, 1e-4, 1.0, 4, 0, 0.55, 1, 0, 1, null, null, 0, 0, 1,
                    withLabels ? labels.toString() : null, withLabels ? 0.5 : 0);
            Path out = folder.resolve("run" + run);
            new Training(settings, out, "test", lines::add, line -> { }).run();
            shares[run] = optimalShare(NetworkFile.read(out.resolve("current.net")), solver);
        }
        // Six games of 16 simulations show the network a few dozen positions; half of every batch from the oracle's
        // labels shows it all 4,520 (and those one move on).
        assertThat(shares[1]).as("optimal moves: %.3f self-play alone, %.3f with labels", shares[0], shares[1])
                .isGreaterThan(0.75).isGreaterThan(shares[0] + 0.1);
        assertThat(lines).anyMatch(line -> line.startsWith("labels: ") && line.contains("50% of each batch"));
    }

    @Test
    void aLabelShareNeedsLabelsAndLabelsAShareInRange() {
        assertThatThrownBy(() -> new TrainingSettings("tictactoe", "mlp:16", 1, 1, 1, 1, 1, 1, 0.1, 0, 1.0, 4, 0,
                0.55, 1, 0, 1, null, null, 0, 0, 1, null, 0.25)).isInstanceOf(InvalidInputException.class)
                .hasMessage("a label share needs a file of labels (--labels)");
        assertThatThrownBy(() -> new TrainingSettings("tictactoe", "mlp:16", 1, 1, 1, 1, 1, 1, 0.1, 0, 1.0, 4, 0,
                0.55, 1, 0, 1, null, null, 0, 0, 1, "labels.suite", 1.5)).isInstanceOf(InvalidInputException.class)
                .hasMessage("the labels' share of a batch must be in (0, 1], not 1.5");
    }

    @Test
    void aMissingLabelFileIsRefusedInOneLineBeforeTheFolderIsWritten() {
        Path missing = folder.resolve("missing.suite");
        TrainingSettings settings = new TrainingSettings("tictactoe", "mlp:16", 1, 2, 8, 5, 16, 10_000, 0.003, 1e-4,
                1.0, 4, 0, 0.55, 1, 0, 1, null, null, 0, 0, 1, missing.toString(), 0.25);
        Path out = folder.resolve("run");
        assertThatThrownBy(() -> new Training(settings, out, "test", line -> { }, line -> { }).run())
                .isInstanceOf(InvalidInputException.class).hasMessage("suite " + missing + ": no such file");
        assertThat(out.resolve("games.bin")).doesNotExist();
        // Nothing written: the command run again with the right file is not refused as a run of other settings.
        assertThat(out.resolve("training.json")).doesNotExist();
    }

    static double optimalShare(LearnedNetwork network, TicTacToeSolver solver) {
        int optimal = 0;
        for (GameState position : solver.positions()) {
            if (solver.isOptimal(position, PolicyAgent.bestMove(network, position))) {
                optimal++;
            }
        }
        return (double) optimal / solver.positionCount();
    }
}

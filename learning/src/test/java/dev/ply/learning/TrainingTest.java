package dev.ply.learning;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
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
                1.0, 4, 0, 0.55, 2, 0, 1, null, null, 0, 0, 1);
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

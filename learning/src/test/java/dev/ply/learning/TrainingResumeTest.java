package dev.ply.learning;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.InvalidInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrainingResumeTest {

    @TempDir
    Path folder;

    static TrainingSettings settings() {
        return new TrainingSettings("tictactoe", "mlp:16", 2, 150, 200, 20, 32, 10_000, 0.003, 1e-4, 1.0, 4, 0,
                0.55, 1, 0, 3, null, null, 0, 0, 1, null, 0);
    }

    @Test
    void aRunKilledMidGenerationResumesWithNothingFinishedLostAndNothingPlayedTwice() throws Exception {
        Path games = folder.resolve("games.bin");
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), TrainingMain.class.getName(), folder.toString())
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while ((!Files.exists(games) || Files.size(games) < 4_000) && System.nanoTime() < deadline
                    && child.isAlive()) {
                Thread.sleep(5);
            }
        } finally {
            child.destroyForcibly().waitFor();
        }
        assertThat(Files.exists(folder.resolve("generations.jsonl"))).as("killed in the first generation").isFalse();
        GameLog log = new GameLog(games, 18, 9);
        int kept = log.read().size();
        assertThat(kept).as("games finished before the kill").isBetween(1, 149);

        new Training(settings(), folder, "resume test", line -> { }, line -> { }).run();

        List<GameLog.Entry> entries = log.read();
        assertThat(entries.stream().filter(e -> e.generation() == 1)).hasSize(150);
        assertThat(entries.stream().filter(e -> e.generation() == 2)).hasSize(150);
        assertThat(Files.readAllLines(folder.resolve("generations.jsonl"))).hasSize(2);
        assertThat(NetworkFile.read(folder.resolve("current.net")).info().generation()).isEqualTo(2);
    }

    @Test
    void aResumeWithOtherSettingsIsRefusedAndTouchesNothing() throws IOException {
        new Training(settings(), folder, "first", line -> { }, line -> { });
        String saved = Files.readString(folder.resolve("training.json"));
        TrainingSettings other = new TrainingSettings("tictactoe", "mlp:16", 2, 150, 100, 20, 32, 10_000, 0.003,
                1e-4, 1.0, 4, 0, 0.55, 1, 0, 3, null, null, 0, 0, 1, null, 0);
        assertThatThrownBy(() -> new Training(other, folder, "second", line -> { }, line -> { }))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("other settings: simulations (200 in the folder, 100 now)");
        assertThat(Files.readString(folder.resolve("training.json"))).isEqualTo(saved);
    }

    @Test
    void aFolderFromBeforeResidualNetworksResumesAsItsPerceptron() throws IOException {
        new Training(settings(), folder, "first", line -> { }, line -> { });
        String saved = Files.readString(folder.resolve("training.json"));
        assertThat(saved).contains("\"network\": \"mlp:16\"");
        Files.writeString(folder.resolve("training.json"), saved.replace("\"network\": \"mlp:16\"",
                "\"hidden\": [16]"));
        TrainingSettings before = TrainingSettings.fromJson(Files.readString(folder.resolve("training.json")), "t");
        assertThat(before.network()).isEqualTo("mlp:16");
        new Training(settings(), folder, "again", line -> { }, line -> { });
        TrainingSettings resnet = new TrainingSettings("tictactoe", "resnet:1x8", 2, 150, 200, 20, 32, 10_000, 0.003,
                1e-4, 1.0, 4, 0, 0.55, 1, 0, 3, null, null, 0, 0, 1, null, 0);
        assertThatThrownBy(() -> new Training(resnet, folder, "other", line -> { }, line -> { }))
                .hasMessageContaining("other settings: network (mlp:16 in the folder, resnet:1x8 now)");
    }

    @Test
    void aFolderFromBeforeFastSearchesResumesWithEveryMoveInFull() throws IOException {
        new Training(settings(), folder, "first", line -> { }, line -> { });
        String saved = Files.readString(folder.resolve("training.json"));
        String before = saved.replaceAll(",\\s*\"fastSimulations\": 0,\\s*\"fullShare\": 1.0", "");
        assertThat(before).isNotEqualTo(saved).doesNotContain("fastSimulations").doesNotContain("fullShare");
        Files.writeString(folder.resolve("training.json"), before);
        TrainingSettings old = TrainingSettings.fromJson(before, "t");
        assertThat(old.fastSimulations()).isZero();
        assertThat(old.fullShare()).isEqualTo(1.0);
        // The command run again with the share's default (which means nothing without fast searches) resumes it.
        new Training(withFastSearches(0, 0.25), folder, "again", line -> { }, line -> { });
        assertThatThrownBy(() -> new Training(withFastSearches(50, 0.25), folder, "x", line -> { }, line -> { }))
                .hasMessageContaining("other settings: fast simulations (0 in the folder, 50 now)");
    }

    @Test
    void fastSearchesMustBeFewerThanTheFullOnesAndTheirShareAFraction() {
        assertThatThrownBy(() -> withFastSearches(200, 0.25)).isInstanceOf(InvalidInputException.class)
                .hasMessage("fast simulations must be 0 (off) or fewer than the simulations (200), not 200");
        assertThatThrownBy(() -> withFastSearches(-1, 0.25)).isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> withFastSearches(50, 0)).isInstanceOf(InvalidInputException.class)
                .hasMessage("the full search's share must be in (0, 1], not 0.0");
        assertThatThrownBy(() -> withFastSearches(50, 1.5)).isInstanceOf(InvalidInputException.class);
        assertThat(withFastSearches(50, 0.25).fullShare()).isEqualTo(0.25);
    }

    private static TrainingSettings withFastSearches(int fastSimulations, double fullShare) {
        return new TrainingSettings("tictactoe", "mlp:16", 2, 150, 200, 20, 32, 10_000, 0.003, 1e-4, 1.0, 4, 0,
                0.55, 1, 0, 3, null, null, 0, fastSimulations, fullShare, null, 0);
    }

    @Test
    void aRunCanStartWithAnotherRunsNewestGamesInItsReplayBuffer(@TempDir Path other) throws IOException {
        TrainingSettings first = new TrainingSettings("tictactoe", "mlp:16", 1, 6, 16, 5, 16, 10_000, 0.003, 1e-4, 1.0,
                4, 0, 0.55, 1, 0, 3, null, null, 0, 0, 1, null, 0);
        new Training(first, other, "first", line -> { }, line -> { }).run();
        List<String> lines = new java.util.ArrayList<>();
        TrainingSettings warm = new TrainingSettings("tictactoe", "resnet:1x16", 1, 2, 16, 5, 16, 10_000, 0.003, 1e-4,
                1.0, 4, 0, 0.55, 1, 0, 3, other.toString(), null, 0, 0, 1, null, 0);
        new Training(warm, folder, "warm", lines::add, line -> { }).run();
        int otherPositions = Files.readAllLines(other.resolve("generations.jsonl")).stream()
                .mapToInt(line -> Integer.parseInt(line.replaceAll(".*\"positions\":(\\d+).*", "$1"))).sum();
        assertThat(lines.get(0)).isEqualTo(String.format("replay buffer: %,d positions of 6 games from %s",
                otherPositions, other));
        // The warm run's own log holds only its own games.
        assertThat(Files.size(folder.resolve("games.bin"))).isLessThan(Files.size(other.resolve("games.bin")));

        TrainingSettings chess = new TrainingSettings("tictactoe", "mlp:16", 1, 2, 16, 5, 16, 10_000, 0.003, 1e-4,
                1.0, 4, 0, 0.55, 1, 0, 3, folder.resolve("missing").toString(), null, 0, 0, 1, null, 0);
        assertThatThrownBy(() -> new Training(chess, folder.resolve("third"), "x", line -> { }, line -> { }).run())
                .isInstanceOf(InvalidInputException.class).hasMessage("--replay-from " + folder.resolve("missing")
                        + ": not a training run's folder (no training.json and games.bin)");
    }

    @Test
    void aGenerationStoppedAfterItsTrainingWritesAValidLineWithoutLossesItDidNotMeasure() throws IOException {
        TrainingSettings one = new TrainingSettings("tictactoe", "mlp:16", 1, 4, 16, 5, 16, 10_000, 0.003, 1e-4, 1.0,
                4, 0, 0.55, 1, 0, 3, null, null, 0, 0, 1, null, 0);
        new Training(one, folder, "first", line -> { }, line -> { }).run();
        // As if stopped after the network was written but before the generation's line.
        Files.writeString(folder.resolve("generations.jsonl"), "");
        new Training(one, folder, "again", line -> { }, line -> { }).run();
        String line = Files.readString(folder.resolve("generations.jsonl")).strip();
        com.google.gson.JsonObject json = com.google.gson.JsonParser.parseString(line).getAsJsonObject();
        assertThat(line).doesNotContain("NaN");
        assertThat(json.has("policyLoss")).isFalse();
        assertThat(json.has("gamesPerSecond")).isFalse();
        assertThat(json.get("generation").getAsInt()).isEqualTo(1);
    }

    @Test
    void aRunStartsFromAnotherNetworksWeightsOfTheSameShapeOrWidened(@TempDir Path other) throws IOException {
        TrainingSettings first = new TrainingSettings("tictactoe", "mlp:16", 1, 6, 16, 5, 16, 10_000, 0.003, 1e-4, 1.0,
                4, 0, 0.55, 1, 0, 3, null, null, 0, 0, 1, null, 0);
        new Training(first, other, "first", line -> { }, line -> { }).run();
        LearnedNetwork trained = NetworkFile.read(other.resolve("best.net"));

        TrainingSettings lower = new TrainingSettings("tictactoe", "mlp:16", 1, 2, 16, 5, 16, 10_000, 0.001, 1e-4,
                1.0, 4, 0, 0.55, 1, 0, 3, null, other.resolve("best.net").toString(), 0, 0, 1, null, 0);
        Training training = new Training(lower, folder, "lower", line -> { }, line -> { });
        training.run();
        // Trained on from the other run's network: its steps and five more.
        LearnedNetwork next = NetworkFile.read(folder.resolve("current.net"));
        assertThat(next.info().step()).isEqualTo(trained.info().step() + 5);
        assertThat(next.info().generation()).isEqualTo(1);

        // A wider perceptron of the same depth starts from the narrow one's weights, widened.
        TrainingSettings wider = new TrainingSettings("tictactoe", "mlp:32", 1, 1, 16, 5, 16, 10_000, 0.001, 1e-4,
                1.0, 4, 0, 0.55, 1, 0, 3, null, other.resolve("best.net").toString(), 0, 0, 1, null, 0);
        new Training(wider, folder.resolve("wider"), "x", line -> { }, line -> { }).run();
        LearnedNetwork widened = NetworkFile.read(folder.resolve("wider/current.net"));
        assertThat(widened.info().architecture().describe()).isEqualTo("mlp 18-32");
        assertThat(widened.info().step()).isEqualTo(trained.info().step() + 5);
        TrainingSettings narrower = new TrainingSettings("tictactoe", "mlp:8", 1, 2, 16, 5, 16, 10_000, 0.001, 1e-4,
                1.0, 4, 0, 0.55, 1, 0, 3, null, other.resolve("best.net").toString(), 0, 0, 1, null, 0);
        assertThatThrownBy(() -> new Training(narrower, folder.resolve("narrower"), "x", line -> { }, line -> { })
                .run()).isInstanceOf(InvalidInputException.class).hasMessage("--start-from "
                        + other.resolve("best.net") + ": a network of shape "
                        + trained.info().architecture().describe() + ", not mlp 18-8 (--network; a perceptron can"
                        + " start from a narrower one of the same depth)");
        Files.writeString(other.resolve("junk.net"), "not a network");
        TrainingSettings junk = new TrainingSettings("tictactoe", "mlp:16", 1, 2, 16, 5, 16, 10_000, 0.001, 1e-4,
                1.0, 4, 0, 0.55, 1, 0, 3, null, other.resolve("junk.net").toString(), 0, 0, 1, null, 0);
        assertThatThrownBy(() -> new Training(junk, folder.resolve("junk"), "x", line -> { }, line -> { }).run())
                .isInstanceOf(InvalidInputException.class).hasMessageStartingWith("network file "
                        + other.resolve("junk.net"));
    }

    @Test
    void aGameWithoutAnEncodingIsRefused() {
        assertThatThrownBy(() -> new Training(new TrainingSettings("tree", "mlp:16", 1, 1, 1, 1, 1, 1, 0.1, 0,
                0, 0, 0, 0.5, 1, 0, 1, null, null, 0, 0, 1, null, 0), folder, "x", line -> { }, line -> { }))
                .isInstanceOf(InvalidInputException.class)
                .hasMessage("tree has no network encoding (NetworkEncoding), so it cannot be learned");
    }

    @Test
    void exactTargetsNeedASolverANonNegativeBudgetAndTheSameBudgetOnAResume() throws IOException {
        assertThatThrownBy(() -> new Training(withExact("backgammon", 1_000), folder, "x", line -> { }, line -> { }))
                .isInstanceOf(InvalidInputException.class)
                .hasMessage("backgammon has no exact solver (ExactValues), so --exact cannot give its positions"
                        + " exact values");
        assertThat(folder.resolve("training.json")).doesNotExist();
        assertThatThrownBy(() -> withExact("tictactoe", -1)).isInstanceOf(InvalidInputException.class)
                .hasMessage("the exact solver's budget must be 0 (off) or more nodes, not -1");
        // A folder from before exact targets resumes without them, and not with them.
        new Training(withExact("tictactoe", 0), folder, "first", line -> { }, line -> { });
        String saved = Files.readString(folder.resolve("training.json"));
        String before = saved.replaceAll(",\\s*\"exactNodes\": 0", "");
        assertThat(before).isNotEqualTo(saved).doesNotContain("exactNodes");
        Files.writeString(folder.resolve("training.json"), before);
        new Training(withExact("tictactoe", 0), folder, "again", line -> { }, line -> { });
        assertThatThrownBy(() -> new Training(withExact("tictactoe", 5_000), folder, "x", line -> { }, line -> { }))
                .hasMessageContaining("other settings: exact nodes (0 in the folder, 5000 now)");
    }

    private static TrainingSettings withExact(String game, long exactNodes) {
        return new TrainingSettings(game, "mlp:16", 2, 150, 200, 20, 32, 10_000, 0.003, 1e-4, 1.0, 4, 0,
                0.55, 1, 0, 3, null, null, 0, 0, 1, null, 0, exactNodes);
    }
}

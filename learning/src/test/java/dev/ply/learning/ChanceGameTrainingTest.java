package dev.ply.learning;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A game with dice learns too: self-play rolls them, and the search judges a position before the roll by its value. */
class ChanceGameTrainingTest {

    @TempDir
    Path folder;

    @Test
    void shouldPlayAndTrainAGenerationOfBackgammon() throws IOException {
        TrainingSettings settings = new TrainingSettings("backgammon", "mlp:32", 1, 2, 8, 10, 64, 20_000, 0.003,
                1e-4, 1.0, 4, 2, 0.55, 1, 0, 3, null, null, 0, 0, 1, null, 0);
        List<String> lines = new ArrayList<>();
        assertThat(new Training(settings, folder, "test", lines::add, line -> { }).run()).isEqualTo(1);
        List<String> generations = Files.readAllLines(folder.resolve("generations.jsonl"));
        assertThat(generations).hasSize(1);
        assertThat(generations.get(0)).contains("\"positions\":").doesNotContain("NaN");
        LearnedNetwork best = NetworkFile.read(folder.resolve("best.net"));
        assertThat(best.gameId()).isEqualTo("backgammon");
        assertThat(best.encodingName()).isEqualTo("backgammon-tesauro-209-v1");
    }
}

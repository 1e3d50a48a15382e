package dev.ply.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.InvalidInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrainingPlotTest {

    @TempDir
    Path folder;

    @Test
    void drawsEachGenerationsLossesAndScore() throws IOException {
        Files.write(folder.resolve("generations.jsonl"), List.of(
                "{\"generation\":1,\"policyLoss\":1.8,\"valueLoss\":0.4,\"evaluationScore\":0.75}",
                "{\"generation\":2,\"policyLoss\":1.6,\"valueLoss\":0.35,\"evaluationScore\":0.5}",
                "{\"generation\":3,\"policyLoss\":\"NaN\",\"valueLoss\":0.3}"));
        TrainingPlot.write(folder, "tictactoe");
        String svg = Files.readString(folder.resolve("training.svg"));
        assertThat(svg).startsWith("<?xml").contains("<svg").contains("training: tictactoe").contains("policy loss")
                .contains("score against the best").contains("generation");
    }

    @Test
    void aLineThatIsNoGenerationIsNamed() throws IOException {
        Files.write(folder.resolve("generations.jsonl"), List.of("{\"generation\":1}", "garbage"));
        assertThatThrownBy(() -> TrainingPlot.write(folder, "x")).isInstanceOf(InvalidInputException.class)
                .hasMessage(folder.resolve("generations.jsonl") + ": line 2 is not a generation of ply train");
    }
}

package dev.ply.core.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.InvalidInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Named weights with bounds, and their text file. */
class EvaluatorWeightsTest {

    private static final EvaluatorWeights WEIGHTS = EvaluatorWeights.builder()
            .add("material.king", 135, 100, 300)
            .add("mobility", 2, 0, 20)
            .add("centre.man", -3, -20, 40)
            .build();

    @TempDir
    Path dir;

    @Test
    void shouldFindWeightsByNameAndKeepTheirOrder() {
        assertThat(WEIGHTS.size()).isEqualTo(3);
        assertThat(WEIGHTS.indexOf("mobility")).isEqualTo(1);
        assertThat(WEIGHTS.indexOf("nothing")).isEqualTo(-1);
        assertThat(WEIGHTS.values()).containsExactly(135, 2, -3);
        assertThat(WEIGHTS.minimum(2)).isEqualTo(-20);
        assertThat(WEIGHTS.maximum(0)).isEqualTo(300);
        EvaluatorWeights both = EvaluatorWeights.concat(List.of(WEIGHTS.slice(0, 1), WEIGHTS.slice(1, 3)));
        assertThat(both.sameNames(WEIGHTS)).isTrue();
        assertThat(both.values()).containsExactly(WEIGHTS.values());
    }

    @Test
    void shouldChangeValuesOnlyWithinBounds() {
        EvaluatorWeights changed = WEIGHTS.withValues(new int[] {150, 0, 40});
        assertThat(changed.values()).containsExactly(150, 0, 40);
        assertThat(WEIGHTS.value(0)).isEqualTo(135);
        assertThatThrownBy(() -> WEIGHTS.withValues(new int[] {150, 21, 0}))
                .isInstanceOf(InvalidInputException.class).hasMessage("weight mobility = 21 is outside its bounds 0 .. 20");
        assertThatThrownBy(() -> WEIGHTS.withValues(new int[] {150}))
                .hasMessage("expected 3 weight values, got 1");
    }

    @Test
    void shouldRefuseMalformedDeclarations() {
        assertThatThrownBy(() -> EvaluatorWeights.builder().add("a b", 0, 0, 1))
                .hasMessageContaining("malformed weight name");
        assertThatThrownBy(() -> EvaluatorWeights.builder().add("a", 5, 0, 1)).hasMessageContaining("does not fit");
        assertThatThrownBy(() -> EvaluatorWeights.concat(List.of(WEIGHTS, WEIGHTS)))
                .hasMessage("weight 'material.king' is declared twice");
    }

    @Test
    void shouldReadBackTheFileItWritesAndKeepValuesTheFileLeavesOut() throws IOException {
        Path file = dir.resolve("w.txt");
        Files.write(file, WeightsFile.lines("checkers:classic", WEIGHTS.withValues(new int[] {160, 5, 7}),
                List.of("made by a test")));
        assertThat(WeightsFile.read(file, "checkers:classic", WEIGHTS).values()).containsExactly(160, 5, 7);
        Files.write(file, List.of("# only one", "evaluator checkers:classic", "mobility 9"));
        assertThat(WeightsFile.read(file, "checkers:classic", WEIGHTS).values()).containsExactly(135, 9, -3);
    }

    @Test
    void shouldRefuseABadFileInOneLineNamingTheProblem() throws IOException {
        Path file = dir.resolve("w.txt");
        assertThatThrownBy(() -> WeightsFile.read(file, "checkers:classic", WEIGHTS))
                .hasMessage("weights file " + file + " does not exist");
        Files.write(file, List.of("evaluator chess:classic", "mobility 9"));
        assertThatThrownBy(() -> WeightsFile.read(file, "checkers:classic", WEIGHTS))
                .hasMessage("weights file " + file + " holds weights of chess:classic, not checkers:classic");
        Files.write(file, List.of("evaluator checkers:classic", "", "tempo 9"));
        assertThatThrownBy(() -> WeightsFile.read(file, "checkers:classic", WEIGHTS))
                .hasMessage(file + " line 3: checkers:classic has no weight 'tempo'");
        Files.write(file, List.of("evaluator checkers:classic", "mobility 99"));
        assertThatThrownBy(() -> WeightsFile.read(file, "checkers:classic", WEIGHTS))
                .hasMessage(file + " line 2: weight mobility = 99 is outside its bounds 0 .. 20");
        Files.write(file, List.of("evaluator checkers:classic", "mobility two"));
        assertThatThrownBy(() -> WeightsFile.read(file, "checkers:classic", WEIGHTS))
                .hasMessage(file + " line 2: 'two' is not a whole number");
        Files.write(file, List.of("mobility 2"));
        assertThatThrownBy(() -> WeightsFile.read(file, "checkers:classic", WEIGHTS))
                .hasMessageContaining("line 1: the first line that is not a comment must be 'evaluator checkers:classic'");
        Files.write(file, new byte[] {(byte) 0xff, 0, 1, 2});
        assertThatThrownBy(() -> WeightsFile.read(file, "checkers:classic", WEIGHTS))
                .isInstanceOf(InvalidInputException.class).hasMessageStartingWith("cannot read weights file");
    }
}

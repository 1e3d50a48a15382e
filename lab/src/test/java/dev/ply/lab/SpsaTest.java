package dev.ply.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SPSA's steps, schedules and history, on an objective whose best values are known. */
class SpsaTest {

    @TempDir
    Path dir;

    /** A pair of settings' result when each parameter's distance from its best value decides, as games would. */
    private static double result(double[] plus, double[] minus, double[] best) {
        double result = 0;
        for (int i = 0; i < best.length; i++) {
            result += (Math.abs(minus[i] - best[i]) - Math.abs(plus[i] - best[i])) / 5;
        }
        return Math.max(-2, Math.min(2, result));
    }

    private static List<Spsa.Parameter> parameters() {
        return List.of(Spsa.Parameter.parse("futility-base=70:0:100:5:0.1"),
                Spsa.Parameter.parse("c=0.5:0.1:3.0:0.1:2"));
    }

    @Test
    void shouldMoveEveryParameterTowardsItsBestValue() {
        Spsa spsa = new Spsa(parameters(), 400, 7);
        double[] best = {30, 1.5};
        while (!spsa.finished()) {
            Spsa.Step step = spsa.next();
            assertThat(step.plus()[0]).isBetween(0.0, 100.0);
            spsa.update(step, result(step.plus(), step.minus(), best));
        }
        assertThat(spsa.values()[0]).isBetween(25.0, 35.0);
        assertThat(spsa.values()[1]).isBetween(1.3, 1.7);
        assertThat(spsa.options(spsa.values())).matches("futility-base=\\d+,c=1\\.\\d{4}");
    }

    @Test
    void shouldResumeFromItsHistoryExactlyWhereItStopped() throws IOException {
        double[] best = {30, 1.5};
        Map<String, Object> settings = Map.of("agent", "alphabeta", "iterations", 40);
        Spsa whole = new Spsa(parameters(), 40, 3);
        while (!whole.finished()) {
            Spsa.Step step = whole.next();
            whole.update(step, result(step.plus(), step.minus(), best));
        }
        Path file = dir.resolve("h.jsonl");
        Spsa first = new Spsa(parameters(), 40, 3);
        SpsaHistory history = SpsaHistory.open(file, first, settings);
        for (int i = 0; i < 25; i++) {
            Spsa.Step step = first.next();
            first.update(step, result(step.plus(), step.minus(), best));
            history.append(step, 1, 0, 0);
        }
        Spsa second = new Spsa(parameters(), 40, 3);
        SpsaHistory resumed = SpsaHistory.open(file, second, settings);
        assertThat(second.done()).isEqualTo(25);
        while (!second.finished()) {
            Spsa.Step step = second.next();
            second.update(step, result(step.plus(), step.minus(), best));
            resumed.append(step, 0, 1, 0);
        }
        // The history keeps four decimals, so the resumed run ends within rounding of the uninterrupted one.
        assertThat(second.values()[0]).isCloseTo(whole.values()[0], org.assertj.core.data.Offset.offset(0.01));
        assertThat(second.values()[1]).isCloseTo(whole.values()[1], org.assertj.core.data.Offset.offset(0.01));
        assertThat(Files.readAllLines(file)).hasSize(41);
        Path plot = dir.resolve("h.svg");
        SpsaHistory.plot(file, plot);
        String svg = Files.readString(plot);
        assertThat(svg.startsWith("<?xml") && svg.contains("<svg") && svg.contains(">futility-base<")
                && svg.contains(">c<")).as("the plot names both parameters").isTrue();

        assertThatThrownBy(() -> SpsaHistory.open(file, new Spsa(parameters(), 40, 3),
                Map.of("agent", "mcts", "iterations", 40))).hasMessageContaining("holds an SPSA run with other settings");
    }

    @Test
    void shouldRefuseMalformedParametersInOneLine() {
        assertThatThrownBy(() -> Spsa.Parameter.parse("futility-base=80:0")).hasMessage(
                "'futility-base=80:0' is not NAME=START:MIN:MAX[:C_END[:R_END]]");
        assertThatThrownBy(() -> Spsa.Parameter.parse("futility-base=800:0:300")).hasMessage(
                "parameter futility-base: its start 800 must lie in its range 0 .. 300");
        assertThatThrownBy(() -> Spsa.Parameter.parse("c=x:0:3")).hasMessage("parameter c: 'x' is not a number");
        assertThatThrownBy(() -> Spsa.Parameter.parse("c=1:0:3:0")).hasMessageContaining("must be positive");
        assertThat(Spsa.Parameter.parse("lmr-base=75:0:200").integral()).isTrue();
        assertThat(Spsa.Parameter.parse("c=1.4:0.1:5").integral()).isFalse();
        assertThat(Spsa.Parameter.parse("lmr-base=75:0:200").cEnd()).isEqualTo(10.0);
    }
}

package dev.ply.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.InvalidInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The operator's allow-list of engines, as a value (a process restricted for good cannot be undone, so the
 * process-wide switch is tested where a whole process is restricted: the web server's and the cluster's tests).
 */
class EngineProgramsTest {

    private final EnginePrograms listed = EnginePrograms.of(List.of(
            "stockfish=/usr/games/stockfish?Threads=1&Debug Log File=/tmp/sf.log",
            "gnugo=/usr/games/gnugo --level 3"));

    @Test
    void shouldStartAListedEngineByItsNameWithTheOperatorsSettingsFirst() {
        EngineSpec resolved = listed.resolveListed(EngineSpec.parse("stockfish?UCI_Elo=2000&UCI_LimitStrength=true",
                "UCI", ""), "UCI");
        assertThat(resolved.program()).isEqualTo("/usr/games/stockfish");
        assertThat(resolved.settings()).containsExactly(Map.entry("Threads", "1"),
                Map.entry("Debug Log File", "/tmp/sf.log"), Map.entry("UCI_Elo", "2000"),
                Map.entry("UCI_LimitStrength", "true"));
        assertThat(listed.resolveListed(EngineSpec.parse("gnugo", "GTP", ""), "GTP").program())
                .isEqualTo("/usr/games/gnugo --level 3");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "/usr/bin/touch /tmp/x|'/usr/bin/touch /tmp/x' is not one this process may start",
        "/usr/games/stockfish|'/usr/games/stockfish' is not one this process may start",
        "sh -c id|'sh -c id' is not one this process may start",
        "stockfish?Debug Log File=1|'Debug Log File' is the operator's",
        "stockfish?SyzygyPath=2|'SyzygyPath' is the operator's",
        "gnugo?--outfile=3|'--outfile' is the operator's",
        "stockfish?UCI_Elo=/etc/passwd|may only be a number or true/false",
        "stockfish?Threads=1 2|may only be a number or true/false"})
    void shouldRefuseAnythingButAListedNameAndPlainSettings(String argument, String message) {
        assertThatThrownBy(() -> listed.resolveListed(EngineSpec.parse(argument, "UCI", ""), "UCI"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining(message)
                .hasMessageNotContaining("\n");
    }

    @Test
    void shouldNameTheEnginesItHasOrSayThatItHasNone() {
        assertThatThrownBy(() -> listed.resolveListed(EngineSpec.parse("crafty", "UCI", ""), "UCI"))
                .hasMessageContaining("one of stockfish, gnugo");
        assertThatThrownBy(() -> EnginePrograms.of(List.of()).resolveListed(EngineSpec.parse("crafty", "UCI", ""),
                "UCI")).hasMessageContaining("none: this process was started with no --engine NAME=PROGRAM");
    }

    @Test
    void shouldKnowTheProgramsItStartsAndNoOthers() {
        assertThat(listed.listsProgram("/usr/games/stockfish")).isTrue();
        assertThat(listed.listsProgram("/usr/games/gnugo")).isTrue();
        assertThat(listed.listsProgram("/bin/sh")).isFalse();
        assertThat(listed.listsProgram("stockfish")).isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "stockfish|is not NAME=PROGRAM",
        "stockfish=|is not NAME=PROGRAM",
        "=/usr/games/stockfish|an engine's name is letters",
        "stock fish=/usr/games/stockfish|an engine's name is letters",
        "../sf=/usr/games/stockfish|an engine's name is letters"})
    void shouldRefuseMalformedEntries(String entry, String message) {
        assertThatThrownBy(() -> EnginePrograms.of(List.of(entry))).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining(message);
    }

    @Test
    void shouldRefuseANameGivenTwiceInOneListOrAcrossTwo() {
        assertThatThrownBy(() -> EnginePrograms.of(List.of("a=/bin/a", "a=/bin/b"))).hasMessageContaining(
                "engine 'a' is named twice");
        assertThatThrownBy(() -> EnginePrograms.of(List.of("a=/bin/a")).and(EnginePrograms.of(List.of("a=/bin/c"))))
                .hasMessageContaining("engine 'a' is named twice");
    }

    @Test
    void shouldReadAFileOfEntriesAndNameABadLineByItsNumber(@TempDir Path dir) throws Exception {
        Path good = Files.writeString(dir.resolve("engines.txt"), "# the lab's engines\n\nsf=/usr/games/stockfish\n"
                + "fm=/usr/games/fairymax\n");
        assertThat(EnginePrograms.read(good).names()).containsExactly("sf", "fm");
        Path bad = Files.writeString(dir.resolve("bad.txt"), "sf=/usr/games/stockfish\nfairymax\n");
        assertThatThrownBy(() -> EnginePrograms.read(bad)).hasMessageContaining("bad.txt line 2 is not NAME=PROGRAM");
        assertThatThrownBy(() -> EnginePrograms.read(dir.resolve("missing.txt"))).isInstanceOf(
                InvalidInputException.class).hasMessageContaining("cannot read engine list");
    }
}

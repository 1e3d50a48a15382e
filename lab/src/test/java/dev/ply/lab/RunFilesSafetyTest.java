package dev.ply.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.GameResult;
import dev.ply.core.arena.MatchResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run's files kept from harm, and records read back as far as they are whole and true. */
class RunFilesSafetyTest {

    private final Game tictactoe = Ply.game("tictactoe");

    @TempDir
    Path dir;

    private List<String> recordLines(int games) {
        MatchResult match = new Arena(tictactoe).games(games).seed(9).randomPlies(2).play(Agents.create(tictactoe,
                "alphabeta:depth=2"), Agents.create(tictactoe, "random"));
        List<String> lines = new ArrayList<>();
        for (GameResult game : match.games()) {
            lines.add(GameLine.of("tictactoe", "alphabeta:depth=2", "random", null, game).toJson());
        }
        return lines;
    }

    private static Map<String, Path> outputs(Object... pairs) {
        Map<String, Path> outputs = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            outputs.put((String) pairs[i], (Path) pairs[i + 1]);
        }
        return outputs;
    }

    @Test
    void shouldRefuseTwoOutputsNamingOneFileEvenWrittenDifferently() {
        Path file = dir.resolve("s.json");
        assertThatThrownBy(() -> OutputFiles.claim(outputs("--results", file, "--record",
                dir.resolve("sub/../s.json")))).isInstanceOf(InvalidInputException.class)
                .hasMessage("--results and --record both name " + dir.resolve("sub/../s.json")
                        + "; give each output a file of its own");
    }

    @Test
    void shouldWriteOnlyRegularFiles() {
        assertThatThrownBy(() -> OutputFiles.claim(outputs("--results", Path.of("/dev/null"))))
                .hasMessage("--results /dev/null is not a regular file (a device, pipe or socket); Ply writes only"
                        + " regular files");
        assertThatThrownBy(() -> OutputFiles.claim(outputs("--plot", dir))).hasMessageContaining("(a directory)");
        assertThat(Path.of("/dev/null")).satisfies(p -> assertThat(Files.isRegularFile(p)).isFalse());
    }

    @Test
    void shouldRefuseAFileAnotherRunIsWriting() {
        Path record = dir.resolve("games.jsonl");
        OutputFiles first = OutputFiles.claim(outputs("--record", record));
        try {
            assertThatThrownBy(() -> OutputFiles.claim(outputs("--record", record))).hasMessage("--record " + record
                    + " is being written by another run; give this run another file");
        } finally {
            first.close();
        }
        OutputFiles.claim(outputs("--record", record)).close();
    }

    @Test
    void shouldReadEveryCompleteGameOfARecordCutShortAndNameTheCut() throws Exception {
        List<String> lines = recordLines(6);
        String whole = String.join("\n", lines) + "\n";
        Path record = Files.writeString(dir.resolve("cut.jsonl"), whole.substring(0, whole.length() - 40));
        List<String> warnings = new ArrayList<>();
        Results results = Results.read(record, Ply::game, warnings::add);
        assertThat(results.games()).hasSize(5);
        assertThat(warnings).singleElement().asString().contains("line 6 was cut short")
                .contains("reading the 5 complete games before it");
        Path middle = Files.writeString(dir.resolve("middle.jsonl"), lines.get(0) + "\n{\"broken\n" + lines.get(1)
                + "\n");
        assertThatThrownBy(() -> Results.read(middle, Ply::game)).hasMessageStartingWith(middle + " line 2: ");
    }

    @Test
    void shouldRefuseAGameCountedTwiceOrAResultItsMovesDoNotGive() throws Exception {
        List<String> lines = recordLines(4);
        Path twice = Files.writeString(dir.resolve("twice.jsonl"), String.join("\n", lines) + "\n" + lines.get(2)
                + "\n");
        assertThatThrownBy(() -> Results.read(twice, Ply::game)).hasMessageContaining("line 5: game 3 of")
                .hasMessageContaining("is there already (line 3); a game is counted once");
        GameLine first = GameLine.fromJson(lines.get(0));
        int flipped = first.points() == 0 ? 1 : -first.points();
        GameLine edited = new GameLine(first.game(), first.agentA(), first.agentB(), first.sweep(), first.index(),
                first.aStarted(), flipped, first.result(), first.termination(), first.detail(), first.start(),
                first.moves(), first.millis());
        Path lie = Files.writeString(dir.resolve("lie.jsonl"), edited.toJson() + "\n");
        assertThatThrownBy(() -> Results.read(lie, Ply::game)).hasMessageContaining("game 1 of")
                .hasMessageContaining("is not what its moves give");
    }

    @Test
    void shouldNameTheReasonAWriteFailed() {
        Path blocked = dir.resolve("file");
        assertThatThrownBy(() -> {
            Files.writeString(blocked, "x");
            Results.read(Files.writeString(dir.resolve("ok.jsonl"), String.join("\n", recordLines(2)) + "\n"),
                    Ply::game).writeJson(blocked.resolve("inside.json"));
        }).isInstanceOf(InvalidInputException.class).hasMessage("cannot write " + blocked.resolve("inside.json")
                + ": something is already at " + blocked + " (not a directory)");
    }
}

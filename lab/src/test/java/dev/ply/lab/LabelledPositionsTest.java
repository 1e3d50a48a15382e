package dev.ply.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agents;
import dev.ply.core.arena.Arena;
import dev.ply.core.arena.GameResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Positions labelled with their games' results: written per game, read back, repeats merged. */
class LabelledPositionsTest {

    private final Game tictactoe = Ply.game("tictactoe");

    @TempDir
    Path dir;

    private List<GameLine> games() {
        List<GameLine> lines = new ArrayList<>();
        for (GameResult result : new Arena(tictactoe).games(6).seed(2).play(Agents.create(tictactoe, "random"),
                Agents.create(tictactoe, "random")).games()) {
            lines.add(GameLine.of("tictactoe", "random", "random", null, result));
        }
        return lines;
    }

    @Test
    void shouldLabelEveryPositionAPlayerMovedInWithItsGamesResult() throws IOException {
        List<GameLine> games = games();
        List<String> all = new ArrayList<>();
        double startResults = 0;
        for (GameLine game : games) {
            List<String> lines = LabelledPositions.lines(tictactoe, game);
            assertThat(lines).hasSize(game.moves().size()).allSatisfy(line ->
                    assertThat(line).endsWith(" ; result " + game.result()));
            assertThat(lines.get(0)).startsWith(tictactoe.newState().notation() + " ;");
            all.addAll(lines);
            startResults += game.result().equals("1-0") ? 1 : game.result().equals("0-1") ? 0 : 0.5;
        }
        Path file = dir.resolve("p.txt");
        Files.write(file, all);
        LabelledPositions read = LabelledPositions.read(tictactoe, List.of(file));
        assertThat(read.read()).isEqualTo(all.size());
        assertThat(read.size()).isLessThan(all.size());
        // Every game passes through the empty board: once, with the mean of the six results.
        GameState start = read.state(0);
        assertThat(start.notation()).isEqualTo(tictactoe.newState().notation());
        assertThat(read.count(0)).isEqualTo(6);
        assertThat(read.result(0)).isCloseTo(startResults / 6, org.assertj.core.data.Offset.offset(1e-12));
    }

    @Test
    void shouldReadARunsRecordAsThePositionsOfItsGames() throws IOException {
        List<GameLine> games = games();
        Path record = dir.resolve("r.jsonl");
        Files.write(record, games.stream().map(GameLine::toJson).toList());
        LabelledPositions read = LabelledPositions.read(tictactoe, List.of(record));
        assertThat(read.read()).isEqualTo(games.stream().mapToInt(g -> g.moves().size()).sum());
    }

    @Test
    void shouldReadScoresFromZeroToOneAsExpectedResults() throws IOException {
        Path file = dir.resolve("scores.txt");
        Files.write(file, List.of("x........ ; result 0.25", "x........ ; result .75", "xo....... ; result 1.0",
                "xo.x..... ; result 0", "xo.x.o... ; result 1"));
        LabelledPositions read = LabelledPositions.read(tictactoe, List.of(file));
        assertThat(read.size()).isEqualTo(4);
        assertThat(read.count(0)).isEqualTo(2);
        assertThat(read.result(0)).isEqualTo(0.5); // the mean of the position's two scores
        assertThat(read.result(1)).isEqualTo(1.0);
        assertThat(read.result(2)).isEqualTo(0.0);
        assertThat(read.result(3)).isEqualTo(1.0);
    }

    @Test
    void shouldNameTheFileAndLineOfWhatItCannotRead() throws IOException {
        Path file = dir.resolve("bad.txt");
        Files.write(file, List.of("# fine", "x........ ; result 0-1", "x........ result 1-0"));
        assertThatThrownBy(() -> LabelledPositions.read(tictactoe, List.of(file)))
                .hasMessage(file + " line 3: expected 'POSITION ; result R', got 'x........ result 1-0'");
        Files.write(file, List.of("x........ ; result 2-2"));
        assertThatThrownBy(() -> LabelledPositions.read(tictactoe, List.of(file)))
                .hasMessage(file + " line 1: '2-2' is not a result (1-0, 0-1, 1/2-1/2 or a score from 0 to 1)");
        for (String score : new String[] {"1.5", "-0.2", "0.5x", ".", "2"}) {
            Files.write(file, List.of("x........ ; result " + score));
            assertThatThrownBy(() -> LabelledPositions.read(tictactoe, List.of(file))).as(score)
                    .hasMessage(file + " line 1: '" + score + "' is not a result (1-0, 0-1, 1/2-1/2 or a score from 0"
                            + " to 1)");
        }
        Files.write(file, List.of("xxxxxxxxxx ; result 1-0"));
        assertThatThrownBy(() -> LabelledPositions.read(tictactoe, List.of(file)))
                .hasMessageStartingWith(file + " line 1: bad position: ");
        Files.write(file, List.of("xxx.oo... ; result 1-0"));
        assertThatThrownBy(() -> LabelledPositions.read(tictactoe, List.of(file)))
                .hasMessageContaining("line 1: the position is finished");
        assertThatThrownBy(() -> LabelledPositions.read(tictactoe, List.of(dir.resolve("none.txt"))))
                .hasMessage("positions file " + dir.resolve("none.txt") + " does not exist");
    }
}

package dev.ply.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LabelPositionsTest {

    private static final String[] ARGS = {"connectfour", "--count", "6", "--plies", "28", "--max-plies", "34",
        "--seed", "3", "--out"};

    private static String[] args(Path out, String count) {
        String[] args = java.util.Arrays.copyOf(ARGS, ARGS.length + 1);
        args[2] = count;
        args[ARGS.length] = out.toString();
        return args;
    }

    @Test
    void aStoppedRunGoesOnWhereItStoppedAndItsLabelsAreExact(@TempDir Path folder) throws IOException {
        Path out = folder.resolve("labels.suite");
        LabelPositions.main(args(out, "6"));
        List<String> first = Files.readAllLines(out);
        // The same command with a larger count, as a run stopped after 6 positions and started again.
        LabelPositions.main(args(out, "10"));
        List<String> second = Files.readAllLines(out);
        assertThat(second.subList(0, first.size())).isEqualTo(first);
        List<String> positions = second.stream().skip(1).map(line -> line.startsWith("#")
                ? line.substring(line.indexOf(": ") + 2) : line.substring(0, line.indexOf(" ; "))).toList();
        assertThat(positions).hasSize(10).doesNotHaveDuplicates();
        // Run again at its count, it labels nothing more; with another seed, it is refused.
        LabelPositions.main(args(out, "10"));
        assertThat(Files.readAllLines(out)).isEqualTo(second);
        String[] otherSeed = args(out, "12");
        otherSeed[8] = "4";
        assertThatThrownBy(() -> LabelPositions.main(otherSeed)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("was made with other settings");

        // Connect Four's solver against the generic exact alpha-beta, on every labelled line.
        Game game = Ply.game("connectfour");
        try (Search search = Ply.search(game, "alphabeta:hash=16")) {
            for (String line : second.subList(1, second.size())) {
                if (line.startsWith("#")) {
                    continue;
                }
                String[] parts = line.split(" ; ");
                GameState state = game.parseState(parts[0]);
                int[] value = new int[1];
                List<String> best = LabelPositions.bestMoves(search, state, value);
                assertThat(parts[1]).as(parts[0]).isEqualTo("bm " + String.join(" ", best));
                assertThat(parts[2]).as(parts[0]).isEqualTo("value " + value[0]);
            }
        }
    }

    @Test
    void keepAllWritesEveryPositionAsASuiteLine(@TempDir Path folder) throws IOException {
        Path out = folder.resolve("all.suite");
        String[] args = args(out, "8");
        String[] keepAll = java.util.Arrays.copyOf(args, args.length + 1);
        keepAll[args.length] = "--keep-all";
        LabelPositions.main(keepAll);
        List<String> lines = Files.readAllLines(out);
        assertThat(lines.get(0)).contains("--keep-all");
        assertThat(lines.subList(1, lines.size())).hasSize(8).allSatisfy(line -> assertThat(line)
                .doesNotStartWith("#").matches(".+ ; bm [1-7]( [1-7])* ; value (-1|0|1)"));
    }
}

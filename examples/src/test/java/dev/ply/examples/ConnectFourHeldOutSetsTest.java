package dev.ply.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Ply;
import dev.ply.core.arena.PositionSuite;
import dev.ply.examples.connectfour.ConnectFour;
import dev.ply.examples.connectfour.ConnectFourSolver;
import dev.ply.examples.connectfour.ConnectFourState;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The two held-out sets that measure the learned Connect Four agent (bench's suites): every line a position that is
 * not over, whose best moves are legal and leave out some move; the second set shares no position, nor a mirror
 * image, with the first; and the labels of the positions the solver settles in milliseconds are the ones
 * {@link LabelPositions} writes for them.
 */
class ConnectFourHeldOutSetsTest {

    private static final ConnectFour GAME = (ConnectFour) Ply.game("connectfour");
    private static final Path SUITES = Path.of("..", "bench", "src", "main", "resources", "dev", "ply", "bench",
            "suites");

    /** The same board seen in a mirror: each row of the notation read from the other end. */
    private static String mirror(String position) {
        List<String> rows = new ArrayList<>();
        for (String row : position.split("/")) {
            rows.add(new StringBuilder(row).reverse().toString());
        }
        return String.join("/", rows);
    }

    private static List<PositionSuite.Entry> checkedSuite(String name, int size) {
        List<PositionSuite.Entry> entries = PositionSuite.read(SUITES.resolve(name));
        assertThat(entries).as(name).hasSize(size);
        ConnectFourSolver solver = new ConnectFourSolver(20);
        int[] moves = new int[ConnectFour.COLUMNS];
        int[] value = new int[1];
        int solved = 0;
        for (PositionSuite.Entry entry : entries) {
            ConnectFourState state = GAME.parseState(entry.position());
            assertThat(state.isTerminal()).as(entry.position()).isFalse();
            List<String> legal = new ArrayList<>();
            for (int i = 0, count = state.legalMoves(moves); i < count; i++) {
                legal.add(state.moveToString(moves[i]));
            }
            assertThat(legal).as(entry.position()).containsAll(entry.best());
            assertThat(entry.best()).as(entry.position()).isNotEmpty().hasSizeLessThan(legal.size());
            if (entry.position().replaceAll("[^XO]", "").length() >= 17) {
                assertThat(entry.best()).as(entry.position())
                        .isEqualTo(LabelPositions.bestMoves(solver, state, value));
                entry.value().ifPresent(v -> assertThat(v).as(entry.position()).isEqualTo(value[0]));
                solved++;
            }
        }
        assertThat(solved).as(name).isGreaterThan(size / 5);
        return entries;
    }

    @Test
    void bothSetsHoldLegalPositionsWithTheSolversLabelsAndShareNoPosition() {
        List<PositionSuite.Entry> first = checkedSuite("connectfour-played.suite", 307);
        List<PositionSuite.Entry> second = checkedSuite("connectfour-played-2.suite", 834);
        Set<String> seen = new HashSet<>();
        for (PositionSuite.Entry entry : first) {
            seen.add(entry.position());
            seen.add(mirror(entry.position()));
        }
        for (PositionSuite.Entry entry : second) {
            assertThat(seen).as("line %d of the second set", entry.line()).doesNotContain(entry.position());
            seen.add(entry.position());
            seen.add(mirror(entry.position()));
        }
    }
}

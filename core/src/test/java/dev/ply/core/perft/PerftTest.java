package dev.ply.core.perft;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.GameState;
import dev.ply.core.NimTestGames;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class PerftTest {

    /** Sequences of exactly d takes of 1..3 from a heap, each leaving stones before the last: by recurrence. */
    private static long paths(int heap, int depth) {
        if (depth == 0) {
            return 1;
        }
        long total = 0;
        for (int take = 1; take <= Math.min(3, heap); take++) {
            total += heap - take == 0 ? (depth == 1 ? 1 : 0) : paths(heap - take, depth - 1);
        }
        return total;
    }

    @Test
    void shouldCountMovePathsAndStopAtFinishedGames() {
        GameState state = NimTestGames.nim(10).newState();
        for (int depth = 0; depth <= 12; depth++) {
            assertThat(Perft.count(state, depth)).as("depth %d", depth).isEqualTo(paths(10, depth));
        }
        assertThat(state.notation()).isEqualTo("10/0");
    }

    @Test
    void shouldFollowEveryChanceOutcomeWithoutSpendingDepth() {
        GameState state = NimTestGames.chanceNim(2).newState();
        // From 2 stones the chance node leads to 2 or 3 stones; depth 1 sums their moves: 2 + 3.
        assertThat(Perft.count(state, 1)).isEqualTo(5);
        long expected = 0;
        for (int added = 0; added <= 1; added++) {
            GameState child = state.copy();
            child.play(added);
            int[] moves = new int[3];
            int count = child.legalMoves(moves);
            for (int i = 0; i < count; i++) {
                child.play(moves[i]);
                expected += Perft.count(child, 1);
                child.undo();
            }
        }
        assertThat(Perft.count(state, 2)).isEqualTo(expected);
    }

    @Test
    void shouldDivideIntoRootMovesThatSumToTheTotalOnAnyNumberOfThreads() {
        GameState state = NimTestGames.nim(12).newState();
        AtomicLong progress = new AtomicLong();
        List<Perft.Entry> entries = Perft.divide(state, 6, 1, progress);
        assertThat(entries).extracting(Perft.Entry::notation).containsExactly("1", "2", "3");
        long sum = entries.stream().mapToLong(Perft.Entry::nodes).sum();
        assertThat(sum).isEqualTo(paths(12, 6)).isEqualTo(progress.get());
        assertThat(Perft.count(state, 6, 2)).isEqualTo(sum);
        assertThat(Perft.divide(state, 6, 3, null)).isEqualTo(entries);
    }
}

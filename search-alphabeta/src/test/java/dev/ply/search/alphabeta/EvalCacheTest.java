package dev.ply.search.alphabeta;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.eval.Evaluator;
import dev.ply.core.search.SearchLimits;
import dev.ply.games.tree.TreeGame;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** {@link EvalCache}: a hit returns the evaluator's own score, a miss asks the evaluator, and nothing goes stale. */
class EvalCacheTest {

    /** Every position of the textbook's tree: the root, its three children and their nine leaves. */
    private static List<GameState> positions(TreeGame game) {
        List<GameState> all = new ArrayList<>();
        GameState root = game.newState();
        all.add(root.copy());
        int[] moves = new int[game.maxMoves()];
        int count = root.legalMoves(moves);
        for (int i = 0; i < count; i++) {
            root.play(moves[i]);
            all.add(root.copy());
            int[] replies = new int[game.maxMoves()];
            int n = root.legalMoves(replies);
            for (int j = 0; j < n; j++) {
                root.play(replies[j]);
                all.add(root.copy());
                root.undo();
            }
            root.undo();
        }
        return all;
    }

    @Test
    @SuppressWarnings("unchecked")
    void shouldGiveEachPositionItsOwnScoreWhateverTheSizeAndAskOnlyOnMisses() {
        TreeGame game = TreeGame.of(TreeGame.TEXTBOOK);
        Evaluator<GameState> inner = (Evaluator<GameState>) (Evaluator<?>) game.defaultEvaluator();
        int[] calls = new int[1];
        Evaluator<GameState> counting = Evaluator.of(inner.bound(), state -> {
            calls[0]++;
            return inner.evaluate(state);
        });
        List<GameState> positions = positions(game);
        assertThat(positions).hasSize(13);
        assertThat(positions.stream().mapToLong(GameState::hash).distinct().count()).isEqualTo(13);
        for (int entries : new int[] {2, 4, 1 << 10}) {
            EvalCache cache = new EvalCache(entries);
            calls[0] = 0;
            for (int round = 0; round < 3; round++) {
                for (GameState position : positions) {
                    assertThat(cache.evaluate(counting, position)).as("entries %d, %s", entries, position)
                            .isEqualTo(inner.evaluate(position));
                    int before = calls[0];
                    assertThat(cache.evaluate(counting, position)).isEqualTo(inner.evaluate(position));
                    assertThat(calls[0]).as("a position asked for twice in a row is a hit").isEqualTo(before);
                }
            }
            if (entries >= 1 << 10) {
                assertThat(calls[0]).as("a cache larger than the tree asks once a position").isEqualTo(13);
            }
            cache.clear();
            int before = calls[0];
            cache.evaluate(counting, positions.get(0));
            assertThat(calls[0]).as("a cleared cache asks again").isEqualTo(before + 1);
        }
    }

    @Test
    void shouldRefuseThreadsWhoseCachesTheHeapCannotHold() {
        // 256 threads of 4,194,304 entries would take 12 GiB: more than any default heap. The refusal is one line
        // and comes before anything is allocated.
        long needed = 256 * EvalCache.bytes(1 << 22);
        Assumptions.assumeTrue(needed > Runtime.getRuntime().maxMemory(), "heap too large");
        TreeGame game = TreeGame.of(TreeGame.TEXTBOOK);
        assertThatThrownBy(() -> Ply.search(game, "alphabeta:threads=256,evalcache=4194304").close())
                .isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("256 threads").hasMessageContaining("use fewer threads");
        try (var search = Ply.search(game, "alphabeta:plain,threads=2,evalcache=65536")) {
            assertThat(search.search(game.newState(), SearchLimits.ofDepth(2)).score())
                    .isEqualTo(4);
        }
    }

    @Test
    void shouldRoundItsSizeDownToAPowerOfTwo() {
        assertThat(EvalCache.size(1000)).isEqualTo(512);
        assertThat(EvalCache.size(0)).isEqualTo(2);
        assertThat(EvalCache.size(1 << 16)).isEqualTo(1 << 16);
        assertThat(EvalCache.bytes(1000)).isEqualTo(512L * 12);
    }
}

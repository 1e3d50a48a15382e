package dev.ply.search.alphabeta;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchStatistics;
import dev.ply.games.tree.GameTree;
import dev.ply.games.tree.GameTrees;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AlphaBetaTreeTest {

    private static final GameTree TEXTBOOK = GameTree.of(GameTrees.parse("((4,6,9),(2,7,8),(5,3,9))"));

    @Test
    void shouldGiveTheTextbookTreeValueFourEvaluatingSixOfNineLeaves() {
        TreeSearches.Run plain = TreeSearches.run(TEXTBOOK, "alphabeta:plain");
        assertThat(plain.result().score()).isEqualTo(4);
        assertThat(plain.result().bestMove()).isZero();
        assertThat(plain.leavesReached()).isEqualTo(6);
        assertThat(plain.result().statistics().get(SearchStatistics.LEAVES)).isEqualTo(6L);
        assertThat(plain.result().nodes()).as("root, three MIN nodes, six leaves").isEqualTo(10);
    }

    @Test
    void shouldGiveMinimaxTheSameValueVisitingEveryLeaf() {
        TreeSearches.Run minimax = TreeSearches.run(TEXTBOOK, "minimax");
        assertThat(minimax.result().score()).isEqualTo(4);
        assertThat(minimax.leavesReached()).isEqualTo(9);
        assertThat(minimax.result().nodes()).isEqualTo(13);
        assertThat(minimax.result().principalVariation()).containsExactly(0, 0);
    }

    /**
     * Knuth and Moore: with the best move first everywhere, alpha-beta evaluates exactly
     * b^ceil(d/2) + b^floor(d/2) - 1 leaves of a uniform tree.
     */
    @ParameterizedTest(name = "b={0}, d={1}")
    @CsvSource({"2,2", "2,7", "3,3", "3,6", "4,5", "5,4", "8,4", "10,3", "35,3", "3,10"})
    void shouldEvaluateTheMinimalTreeUnderPerfectOrdering(int branching, int depth) {
        long expected = pow(branching, (depth + 1) / 2) + pow(branching, depth / 2) - 1;
        GameTree equalLeaves = GameTree.of(GameTrees.uniform(branching, depth, leaf -> 0));
        assertThat(TreeSearches.run(equalLeaves, "alphabeta:plain").leavesReached()).isEqualTo(expected);

        GameTree shuffled = GameTree.of(GameTrees.uniform(branching, depth,
                leaf -> (int) (mix(leaf * 31L + depth) % 1000)));
        GameTree ordered = GameTree.of(GameTrees.perfectlyOrdered(GameTrees.uniform(branching, depth,
                leaf -> (int) (mix(leaf * 31L + depth) % 1000))));
        TreeSearches.Run run = TreeSearches.run(ordered, "alphabeta:plain");
        assertThat(run.leavesReached()).isEqualTo(expected);
        assertThat((double) run.result().score()).isEqualTo(ordered.exactValue()).isEqualTo(shuffled.exactValue());
        assertThat(TreeSearches.run(shuffled, "alphabeta:plain").leavesReached())
                .as("without the ordering alpha-beta evaluates more").isGreaterThan(expected);
    }

    @Test
    void shouldReturnTheExactValueOnThousandsOfRandomTrees() {
        for (long seed = 0; seed < 1500; seed++) {
            GameTree tree = GameTree.of(GameTrees.random(seed, 5, 2 + (int) (seed % 6), 100, 0.15, 0));
            double exact = tree.exactValue();
            TreeSearches.Run minimax = TreeSearches.run(tree, "minimax");
            TreeSearches.Run plain = TreeSearches.run(tree, "alphabeta:plain");
            TreeSearches.Run engine = TreeSearches.run(tree, "alphabeta:hash=1,distance=false");
            TreeSearches.Run fullWidth = TreeSearches.run(tree, "alphabeta:hash=1,fullwidth,distance=false");
            assertThat((double) minimax.result().score()).as("minimax, seed %d", seed).isEqualTo(exact);
            assertThat((double) plain.result().score()).as("plain alpha-beta, seed %d", seed).isEqualTo(exact);
            assertThat((double) engine.result().score()).as("the engine, seed %d", seed).isEqualTo(exact);
            assertThat((double) fullWidth.result().score()).as("full-width engine, seed %d", seed).isEqualTo(exact);
            assertThat(plain.leavesReached()).as("seed %d", seed).isLessThanOrEqualTo(minimax.leavesReached());
        }
    }

    @Test
    void shouldReturnTheDepthLimitedMinimaxValueOnRandomTrees() {
        for (long seed = 0; seed < 300; seed++) {
            GameTree tree = GameTree.of(GameTrees.random(seed, 4, 7, 50, 0.1, 0));
            for (int depth = 1; depth <= 4; depth++) {
                int minimax = TreeSearches.run(tree, "minimax", SearchLimits.ofDepth(depth)).result().score();
                int plain = TreeSearches.run(tree, "alphabeta:plain", SearchLimits.ofDepth(depth)).result().score();
                int engine = TreeSearches.run(tree, "alphabeta:hash=1,fullwidth,distance=false",
                        SearchLimits.ofDepth(depth)).result().score();
                assertThat(plain).as("plain, seed %d depth %d", seed, depth).isEqualTo(minimax);
                assertThat(engine).as("engine, seed %d depth %d", seed, depth).isEqualTo(minimax);
            }
        }
    }

    private static long pow(long base, int exponent) {
        long result = 1;
        for (int i = 0; i < exponent; i++) {
            result *= base;
        }
        return result;
    }

    private static long mix(long x) {
        long z = x * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 31)) * 0xBF58476D1CE4E5B9L;
        return (z ^ (z >>> 29)) & Long.MAX_VALUE;
    }
}

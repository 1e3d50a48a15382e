package dev.ply.search.alphabeta;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.search.RootMoveStatistics;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchStatistics;
import dev.ply.games.tree.GameTree;
import dev.ply.games.tree.GameTrees;
import dev.ply.games.tree.TreeGame;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every enhancement of the engine switched on and off: the answers stay exact where they must. */
class EngineOptionsTest {

    private static final String[] SWITCHES = {"tt", "id", "pvs", "killers", "history", "countermove", "captures",
        "qs", "see", "checkext", "nullmove", "lmr", "futility", "rfp", "lmp", "iir", "mdp"};

    private static GameTree randomTree(long seed) {
        return GameTree.of(GameTrees.random(seed, 6, 2 + (int) (seed % 5), 100, 0.15, 0));
    }

    @ParameterizedTest(name = "{0}=false")
    @ValueSource(strings = {"tt", "id", "pvs", "killers", "history", "countermove", "captures", "qs", "see", "checkext",
        "nullmove", "lmr", "futility", "rfp", "lmp", "iir", "mdp"})
    void shouldSolveRandomTreesExactlyWithAnyEnhancementOff(String option) {
        // hash sizes the table, so it is not given where the table is off (the two would be refused together).
        assertSolvesRandomTreesExactly("alphabeta:" + (option.equals("tt") ? "" : "hash=1,") + "distance=false,"
                + option + "=false", 150);
    }

    @Test
    void shouldSolveRandomTreesExactlyWithEachEnhancementAloneOnThePlainAlgorithm() {
        for (String option : SWITCHES) {
            assertSolvesRandomTreesExactly("alphabeta:plain,hash=1," + option + "=true", 60);
        }
    }

    @Test
    void shouldRefuseOptionsThatContradictEachOtherNamingBoth() {
        GameTree tree = GameTree.of(GameTrees.random(1, 3, 3, 50, 0.1, 0));
        for (String[] pair : new String[][] {{"distance=false,mdp", "'mdp' and 'distance'"},
            {"window=50,aspiration=30", "'window' and 'aspiration'"}, {"tt=false,hash=64", "'hash' and 'tt'"},
            {"tt=false,threads=2", "'threads' and 'tt'"}, {"id=false,aspiration=30", "'aspiration' and 'id'"},
            {"distance=false,wincheck=4", "'wincheck' and 'distance'"}}) {
            assertThatThrownBy(() -> TreeSearches.run(tree, "alphabeta:" + pair[0], SearchLimits.ofDepth(2)))
                    .as(pair[0]).isInstanceOf(InvalidInputException.class)
                    .hasMessageStartingWith("alphabeta: options " + pair[1] + " do not go together: ");
        }
        // What a preset sets, or a default, is no contradiction: only what the user names together.
        assertThat(TreeSearches.run(tree, "alphabeta:plain,mdp", SearchLimits.ofDepth(2)).result()).isNotNull();
        assertThat(TreeSearches.run(tree, "alphabeta:distance=false", SearchLimits.ofDepth(2)).result()).isNotNull();
        assertThat(TreeSearches.run(tree, "alphabeta:window=50", SearchLimits.ofDepth(2)).result()).isNotNull();
    }

    @Test
    void shouldSolveWithAspirationWindowsOfAnyWidth() {
        for (int width : new int[] {1, 5, 40, 300}) {
            assertSolvesRandomTreesExactly("alphabeta:hash=1,distance=false,pawn=10,aspiration=" + width, 100);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"fullwidth", "fullwidth,pvs=false", "fullwidth,aspiration=0", "fullwidth,tt=false",
        "fullwidth,killers=false,history=false,countermove=false", "fullwidth,pawn=1,aspiration=100"})
    void shouldReturnTheDepthLimitedMinimaxValueWithoutForwardPruning(String options) {
        for (long seed = 0; seed < 120; seed++) {
            GameTree tree = GameTree.of(GameTrees.random(seed, 5, 6, 50, 0.1, 0));
            for (int depth = 1; depth <= 5; depth++) {
                int minimax = TreeSearches.run(tree, "minimax", SearchLimits.ofDepth(depth)).result().score();
                int engine = TreeSearches.run(tree, "alphabeta:" + (options.contains("tt=false") ? "" : "hash=1,")
                        + "distance=false," + options,
                        SearchLimits.ofDepth(depth)).result().score();
                assertThat(engine).as("%s, seed %d depth %d", options, seed, depth).isEqualTo(minimax);
            }
        }
    }

    @Test
    void shouldSolveRandomTreesExactlyOnSeveralThreads() {
        for (long seed = 0; seed < 40; seed++) {
            GameTree tree = GameTree.of(GameTrees.random(seed, 8, 3 + (int) (seed % 3), 100, 0.1, 0));
            SearchResult result = TreeSearches.run(tree, "alphabeta:hash=1,distance=false,threads=3").result();
            assertThat((double) result.score()).as("seed %d", seed).isEqualTo(tree.exactValue());
            assertThat(result.statistics().get(SearchStatistics.THREADS)).isEqualTo(3);
        }
    }

    @Test
    void shouldReportTheBestLinesInOrderWithMultiPv() {
        for (long seed = 0; seed < 60; seed++) {
            GameTree tree = GameTree.of(GameTrees.random(seed, 5, 5, 100, 0.0, 0));
            TreeGame game = new TreeGame(tree);
            GameState root = game.newState();
            List<Integer> childValues = childValues(game, root);
            int lines = Math.min(3, childValues.size());
            try (Search search = Ply.search(game, "alphabeta:hash=1,distance=false,multipv=3")) {
                SearchResult result = search.search(root, SearchLimits.NONE);
                List<RootMoveStatistics> reported = result.rootMoves();
                assertThat(reported).as("seed %d", seed).hasSize(lines);
                assertThat(reported.stream().map(RootMoveStatistics::move).distinct()).hasSize(lines);
                List<Integer> expected = new ArrayList<>(childValues);
                expected.sort(Comparator.reverseOrder());
                for (int k = 0; k < lines; k++) {
                    RootMoveStatistics line = reported.get(k);
                    assertThat((int) line.value()).as("line %d of seed %d", k + 1, seed).isEqualTo(expected.get(k));
                    assertThat((int) line.value()).isEqualTo(childValues.get(line.move()));
                }
                assertThat(result.bestMove()).isEqualTo(reported.get(0).move());
            }
        }
    }

    /** The exact value of each root move, from the root player's view, by minimax below it. */
    private static List<Integer> childValues(TreeGame game, GameState root) {
        int[] moves = new int[game.maxMoves()];
        int count = root.legalMoves(moves);
        List<Integer> values = new ArrayList<>();
        try (Search minimax = Ply.search(game, "minimax")) {
            for (int i = 0; i < count; i++) {
                GameState child = root.copy();
                child.play(moves[i]);
                int value;
                if (child.isTerminal()) {
                    value = child.outcome(root.toMove());
                } else {
                    int score = minimax.search(child, SearchLimits.NONE).score();
                    value = child.toMove() == root.toMove() ? score : -score;
                }
                values.add(value);
            }
        }
        return values;
    }

    @Test
    void shouldReportEngineStatistics() {
        GameTree tree = GameTree.of(GameTrees.random(7, 4, 9, 100, 0.05, 0));
        // The tree's values are noise in [-100, 100]; margins of a 100-point pawn keep its pruning mild (the
        // evaluator's default advantage unit, an eighth of the bound, would prune most of it away).
        SearchResult result = TreeSearches.run(tree, "alphabeta:distance=false,pawn=100", SearchLimits.ofDepth(7))
                .result();
        assertThat(result.depth()).isEqualTo(7);
        assertThat(result.statistics()).containsKeys("leaves", "tt hit rate", "hashfull", "first-move cutoff rate",
                "effective branching factor");
        assertThat(result.statistics().get(SearchStatistics.FIRST_MOVE_CUTOFF_RATE).doubleValue()).isBetween(0.0, 1.0);
        assertThat(result.statistics().get(SearchStatistics.EFFECTIVE_BRANCHING_FACTOR).doubleValue()).isGreaterThan(0.5);
        assertThat(result.selectiveDepth()).isGreaterThanOrEqualTo(6);
    }

    /** Searches the random trees of seeds 0 to {@code seeds - 1} to the end and expects their exact values. */
    private static void assertSolvesRandomTreesExactly(String spec, int seeds) {
        for (long seed = 0; seed < seeds; seed++) {
            GameTree tree = randomTree(seed);
            assertThat((double) TreeSearches.run(tree, spec).result().score()).as("%s, seed %d", spec, seed)
                    .isEqualTo(tree.exactValue());
        }
    }
}

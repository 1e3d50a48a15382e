package dev.ply.search.expectimax;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.RootMoveStatistics;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchProgress;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchStatistics;
import dev.ply.games.tree.GameTree;
import dev.ply.games.tree.GameTrees;
import dev.ply.games.tree.TreeGame;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ExpectimaxTreeTest {

    /** One configuration of every kind; the bare ones search the tree once, in generation order. */
    private static final String PLAIN = "expectimax:plain";
    private static final String STAR1_BARE = "expectimax:star1,tt=false,id=false,order=none";
    private static final String STAR2_BARE = "expectimax:star2,tt=false,id=false,order=none";
    private static final String STAR1 = "expectimax:star1";
    private static final String STAR2 = "expectimax:star2";

    @Test
    void shouldLeaveTheLastLeafOfAChanceNodeUnvisitedWhenStar1BoundsItBelowAlpha() {
        // After {1,1} = 1, the second chance node is at most 0.5 * -2 + 0.5 * 2 = 0 once -2 is seen (bound 2).
        GameTree tree = GameTree.of(GameTrees.parse("({1,1},{-2,2})"));
        TreeSearches.Run plain = TreeSearches.run(tree, PLAIN);
        TreeSearches.Run star1 = TreeSearches.run(tree, STAR1_BARE);
        assertThat(plain.value()).isEqualTo(1.0);
        assertThat(star1.value()).isEqualTo(1.0);
        assertThat(plain.leavesReached()).isEqualTo(4);
        assertThat(star1.leavesReached()).isEqualTo(3);
        assertThat(star1.statistic(SearchStatistics.STAR1_CUTOFFS)).isEqualTo(1);
        assertThat(star1.result().bestMove()).isZero();
    }

    @Test
    void shouldNotSearchAChanceNodeThatCannotBeatAlphaEvenAtTheBound() {
        // The first chance node is worth 2, the bound: the second cannot do better, so none of it is searched.
        GameTree tree = GameTree.of(GameTrees.parse("({2,2},{-2,1})"));
        TreeSearches.Run star1 = TreeSearches.run(tree, STAR1_BARE);
        assertThat(star1.value()).isEqualTo(2.0);
        assertThat(star1.leavesReached()).isEqualTo(2);
    }

    @Test
    void shouldCutAChanceNodeFromItsProbesAloneWithStar2() {
        // MAX over one MIN node choosing among 1, B = {(2,3,4,4),(2,3,4,4)} = 4 and 5 (the bound). Searching B
        // with beta = 1, Star1 needs the whole first outcome (it cannot cut below the bound 5) before the
        // second's first leaf cuts; Star2's probes see 2 and 2, so B >= 2 >= beta after two leaves.
        GameTree tree = GameTree.of(GameTrees.parse("((1,{(2,3,4,4),(2,3,4,4)},5))"));
        TreeSearches.Run plain = TreeSearches.run(tree, PLAIN);
        TreeSearches.Run star1 = TreeSearches.run(tree, STAR1_BARE);
        TreeSearches.Run star2 = TreeSearches.run(tree, STAR2_BARE);
        assertThat(tree.exactValue()).isEqualTo(1.0);
        assertThat(List.of(plain.value(), star1.value(), star2.value())).containsOnly(1.0);
        assertThat(plain.leavesReached()).isEqualTo(10);
        assertThat(star1.leavesReached()).isEqualTo(7);
        assertThat(star2.leavesReached()).isEqualTo(4);
        assertThat(star2.statistic(SearchStatistics.STAR2_CUTOFFS)).isEqualTo(1);
        assertThat(star2.statistic(SearchStatistics.PROBES)).isEqualTo(2);
    }

    /**
     * The acceptance test of Star1 and Star2: on 1,200 random trees mixing player and chance nodes,
     * every pruning returns exactly (to the last bit) the plain expectiminimax value, which is the
     * tree's exact value; Star1 alone visits at most three quarters of the nodes plain expectiminimax
     * visits. The figures are in the module's README.
     */
    @Test
    void shouldReturnExactlyThePlainValueOnThousandsOfRandomChanceTrees() {
        String[] specs = {PLAIN, STAR1_BARE, STAR2_BARE, STAR1, STAR2};
        long[] nodes = new long[specs.length];
        int trees = 0;
        for (double chanceShare : new double[] {0.3, 0.5, 0.7}) {
            for (long seed = 0; seed < 400; seed++) {
                GameTree tree = GameTree.of(GameTrees.random(seed, 2 + (int) (seed % 5), 6, 100, 0.1, chanceShare));
                double exact = tree.exactValue();
                for (int s = 0; s < specs.length; s++) {
                    TreeSearches.Run run = TreeSearches.run(tree, specs[s]);
                    assertThat(run.value()).as("%s, chance share %s, seed %d", specs[s], chanceShare, seed)
                            .isEqualTo(exact);
                    assertThat(run.result().score()).isEqualTo((int) Math.round(exact));
                    nodes[s] += run.result().nodes();
                }
                trees++;
            }
        }
        assertThat(trees).isGreaterThanOrEqualTo(1000);
        assertThat(nodes[1]).as("Star1 against plain expectiminimax").isLessThanOrEqualTo(nodes[0] * 3 / 4);
        assertThat(nodes[2]).as("Star2 without ordering against plain").isLessThan(nodes[0]);
    }

    /**
     * With an evaluator that orders moves well, Star2's probes find the best move first and cut: on
     * alternating MAX-chance-MIN-chance trees whose interior static values are the true values, Star2
     * visits less than half the nodes of plain expectiminimax and fewer than Star1, and evaluates less
     * than a third of the leaves, ordering included.
     */
    @Test
    void shouldPruneFarMoreWithStar2WhenTheOrderingIsGood() {
        long plainNodes = 0;
        long star1Nodes = 0;
        long star2Nodes = 0;
        long plainEvaluations = 0;
        long star2Evaluations = 0;
        for (long seed = 0; seed < 12; seed++) {
            GameTree tree = GameTree.of(GameTrees.withTrueStaticValues(GameTrees.alternating(seed, 5, 6, 4, 100), 0,
                    seed));
            TreeSearches.Run plain = TreeSearches.run(tree, PLAIN);
            TreeSearches.Run star1 = TreeSearches.run(tree, STAR1);
            TreeSearches.Run star2 = TreeSearches.run(tree, STAR2);
            assertThat(star1.value()).isEqualTo(plain.value()).isEqualTo(tree.exactValue());
            assertThat(star2.value()).isEqualTo(plain.value());
            plainNodes += plain.result().nodes();
            star1Nodes += star1.result().nodes();
            star2Nodes += star2.result().nodes();
            plainEvaluations += plain.statistic(SearchStatistics.LEAVES);
            star2Evaluations += star2.statistic(SearchStatistics.LEAVES) + star2.statistic(SearchStatistics.ORDERING_EVALUATIONS);
        }
        assertThat(star2Nodes).isLessThan(plainNodes / 2).isLessThan(star1Nodes);
        assertThat(star2Evaluations).isLessThan(plainEvaluations / 3);
    }

    @Test
    void shouldReturnThePlainValueAtEveryDepthLimit() {
        for (long seed = 0; seed < 150; seed++) {
            GameTree tree = GameTree.of(GameTrees.random(seed, 5, 7, 50, 0.1, 0.4));
            for (int depth = 1; depth <= 4; depth++) {
                SearchLimits limits = SearchLimits.ofDepth(depth);
                double plain = TreeSearches.run(tree, PLAIN, limits).value();
                for (String spec : new String[] {STAR1_BARE, STAR2_BARE, STAR1, STAR2, "expectimax:star2,probe=3"}) {
                    assertThat(TreeSearches.run(tree, spec, limits).value())
                            .as("%s, seed %d, depth %d", spec, seed, depth).isEqualTo(plain);
                }
            }
        }
    }

    @Test
    void shouldGiveTheMinimaxValueOfTreesWithoutChanceNodes() {
        for (long seed = 0; seed < 300; seed++) {
            GameTree tree = GameTree.of(GameTrees.random(seed, 2 + (int) (seed % 6), 6, 100, 0.15, 0));
            for (String spec : new String[] {PLAIN, STAR1, STAR2}) {
                TreeSearches.Run run = TreeSearches.run(tree, spec);
                assertThat(run.value()).as("%s, seed %d", spec, seed).isEqualTo(tree.exactValue());
                assertThat(run.statistic(SearchStatistics.CHANCE_NODES)).isZero();
            }
        }
        // The textbook tree: alpha-beta inside player nodes evaluates six of its nine leaves.
        GameTree textbook = GameTree.of(GameTrees.parse("((4,6,9),(2,7,8),(5,3,9))"));
        TreeSearches.Run run = TreeSearches.run(textbook, "expectimax:id=false,order=none");
        assertThat(run.value()).isEqualTo(4.0);
        assertThat(run.leavesReached()).isEqualTo(6);
    }

    @ParameterizedTest
    @ValueSource(strings = {PLAIN, STAR1, STAR2})
    void shouldAverageAChanceRootOverItsOutcomesWithoutChoosingAMove(String spec) {
        GameTree tree = GameTree.of(GameTrees.parse("{0.25: (1,3), 0.75: (2,-4)}"));
        SearchResult result = TreeSearches.run(tree, spec).result();
        assertThat(result.statistics().get(SearchStatistics.VALUE).doubleValue()).isEqualTo(0.25 * 3 + 0.75 * 2);
        assertThat(result.score()).isEqualTo(2);
        assertThat(result.bestMove()).isEqualTo(GameState.NO_MOVE);
        assertThat(result.rootMoves()).extracting(RootMoveStatistics::move, RootMoveStatistics::value)
                .containsExactly(tuple(0, 3.0), tuple(1, 2.0));
        assertThat(result.rootMoves()).extracting(RootMoveStatistics::visits).allSatisfy(
                visits -> assertThat(visits).isBetween(1L, result.nodes() - 1));
    }

    @ParameterizedTest
    @ValueSource(strings = {PLAIN, STAR1_BARE, STAR2_BARE, STAR2})
    void shouldSearchChanceNodesUnderChanceNodesAndLeavesUnderChanceNodes(String spec) {
        GameTree tree = GameTree.of(GameTrees.parse("({0.5: {(3,-3),7}, 0.5: -1},{0.9: (2,(5,1)), 0.1: 4},-2)"));
        TreeSearches.Run run = TreeSearches.run(tree, spec);
        assertThat(run.value()).isEqualTo(tree.exactValue());
        assertThat(run.result().bestMove()).isEqualTo(1);
    }

    @Test
    void shouldGiveTheSameValueWhenTheTableRemembersAnEarlierSearch() {
        GameTree tree = GameTree.of(GameTrees.random(11, 5, 8, 100, 0.05, 0.5));
        TreeGame game = new TreeGame(tree);
        try (Search search = Ply.search(game, STAR2)) {
            SearchResult first = search.search(game.newState(), SearchLimits.ofDepth(3));
            SearchResult second = search.search(game.newState(), SearchLimits.ofDepth(3));
            assertThat(second.statistics().get(SearchStatistics.VALUE)).isEqualTo(first.statistics().get(SearchStatistics.VALUE));
            assertThat(second.statistics().get(SearchStatistics.TT_CUTOFFS).longValue()).isPositive();
            assertThat(second.nodes()).isLessThan(first.nodes());
            search.newGame();
            SearchResult fresh = search.search(game.newState(), SearchLimits.ofDepth(3));
            assertThat(fresh.nodes()).as("a new game forgets the table").isEqualTo(first.nodes());
        }
        double plain = TreeSearches.run(tree, PLAIN, SearchLimits.ofDepth(3)).value();
        assertThat(TreeSearches.run(tree, STAR2, SearchLimits.ofDepth(3)).value()).isEqualTo(plain);
    }

    @Test
    void shouldReportEveryIterationAndTheFiguresOfTheSearch() {
        GameTree tree = GameTree.of(GameTrees.withTrueStaticValues(GameTrees.alternating(5, 4, 3, 4, 100), 20, 5));
        TreeGame game = new TreeGame(tree);
        List<SearchProgress> reports = new ArrayList<>();
        try (Search search = Ply.search(game, STAR2)) {
            SearchResult result = search.search(game.newState(), SearchLimits.NONE, reports::add);
            assertThat(reports).extracting(SearchProgress::depth).containsExactly(1, 2, 3, 4);
            assertThat(reports.get(3).score()).isEqualTo(result.score());
            assertThat(reports.get(3).nodes()).isEqualTo(result.nodes());
            assertThat(result.depth()).isEqualTo(4);
            assertThat(result.selectiveDepth()).as("four moves and three chance events").isEqualTo(7);
            assertThat(result.statistics()).containsKeys("value", "chance nodes", "leaves", "star1 cutoffs",
                    "star2 cutoffs", "probes", "alpha-beta cutoffs", "tt hit rate", "ordering evaluations");
            assertThat(result.statistics().get(SearchStatistics.CHANCE_NODES).longValue()).isPositive();
            assertThat(result.statistics().get(SearchStatistics.PROBES).longValue()).isPositive();
            assertThat(result.statistics().get(SearchStatistics.TT_HIT_RATE).doubleValue()).isBetween(0.0, 1.0);
            assertThat(result.principalVariation()).containsExactly(result.bestMove());
            assertThat(result.statistics().get(SearchStatistics.VALUE).doubleValue()).isEqualTo(tree.exactValue());
        }
    }

    @Test
    void shouldRefuseToPruneWithABoundTheScoresExceed() {
        GameTree tree = GameTree.of(GameTrees.parse("({20,30},{-20,10})"));
        TreeGame game = new TreeGame(tree);
        try (Search search = Ply.search(game, "expectimax:bound=10")) {
            assertThatThrownBy(() -> search.search(game.newState(), SearchLimits.NONE))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("outside the bound 10")
                    .hasMessageContaining("bound=N")
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        }
        try (Search search = Ply.search(game, "expectimax:bound=30")) {
            assertThat(search.search(game.newState(), SearchLimits.NONE).score()).isEqualTo(25);
        }
    }
}

package dev.ply.search.mcts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchProgress;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchStatistics;
import dev.ply.testkit.tree.ImplicitTreeGame;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Iterations, time, tree size, stop requests and progress reports, on an endless game. */
class MctsLimitsTest {

    private static final ImplicitTreeGame ENDLESS = new ImplicitTreeGame(8, 0, 1);

    @ParameterizedTest
    @ValueSource(strings = {"mcts", "mcts:threads=2", "mcts:threads=2,parallel=root"})
    void shouldAnswerWithinItsMoveTime(String spec) {
        try (Search search = Ply.search(ENDLESS, spec + (spec.contains(":") ? "," : ":") + "cutoff=20")) {
            long started = System.nanoTime();
            SearchResult result = search.search(ENDLESS.newState(), SearchLimits.ofMoveTime(200));
            long elapsedMillis = (System.nanoTime() - started) / 1_000_000;
            assertThat(result.bestMove()).isBetween(0, 7);
            assertThat(TreeRuns.iterations(result)).isPositive();
            assertThat(elapsedMillis).isBetween(150L, 1500L);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"mcts:cutoff=10", "mcts:cutoff=10,threads=2"})
    void shouldStopWhenAskedFromAnotherThread(String spec) throws Exception {
        try (Search search = Ply.search(ENDLESS, spec)) {
            List<SearchProgress> reports = new ArrayList<>();
            CompletableFuture<SearchResult> running = CompletableFuture.supplyAsync(() -> search.search(
                    ENDLESS.newState(), SearchLimits.NONE, progress -> {
                        synchronized (reports) {
                            reports.add(progress);
                        }
                    }));
            Thread.sleep(1200);
            search.stop();
            SearchResult result = running.get(5, TimeUnit.SECONDS);
            assertThat(result.bestMove()).isNotEqualTo(GameState.NO_MOVE);
            synchronized (reports) {
                assertThat(reports.size()).as("progress while running and at the end").isGreaterThanOrEqualTo(2);
                SearchProgress last = reports.get(reports.size() - 1);
                assertThat(last.nodes()).isEqualTo(result.nodes());
                assertThat(last.principalVariation()).isEqualTo(result.principalVariation());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"mcts:cutoff=10", "mcts:cutoff=10,threads=2", "mcts:cutoff=10,threads=2,parallel=root"})
    void shouldStopWithinAnIterationAThreadOfTheNodeLimit(String spec) {
        // The node limit counts positions entered, in the tree and in play-outs (as for every search); with
        // play-outs cut at 10 plies an iteration enters a few dozen positions.
        try (Search search = Ply.search(ENDLESS, spec)) {
            SearchResult result = search.search(ENDLESS.newState(), SearchLimits.ofNodes(20_000));
            assertThat(result.nodes()).isGreaterThanOrEqualTo(20_000).isLessThan(20_000 + 2 * 200);
            long treeNodes = result.statistics().get(SearchStatistics.TREE_NODES).longValue();
            assertThat(treeNodes).as("the tree is far from full").isLessThan(5_000);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"mcts:cutoff=10,treenodes=20000", "mcts:cutoff=10,threads=2,treenodes=20000",
        "mcts:cutoff=10,threads=2,parallel=root,treenodes=20000", "mcts:cutoff=10,memory=1,treenodes=20000"})
    void shouldStopBeforeTheTreeOutgrowsItsLimit(String spec) {
        try (Search search = Ply.search(ENDLESS, spec)) {
            SearchResult result = search.search(ENDLESS.newState(), SearchLimits.ofIterations(10_000_000));
            long nodes = result.statistics().get(SearchStatistics.TREE_NODES).longValue();
            assertThat(nodes).isLessThanOrEqualTo(20_000).isGreaterThan(15_000);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"mcts:cutoff=10", "mcts:cutoff=10,threads=2", "mcts:cutoff=10,threads=3,virtualloss=2"})
    void shouldCountOneTreeNodePerIterationWhereEveryIterationExpandsOne(String spec) {
        // Never a terminal position: each iteration adds exactly one node, however many threads
        // share the tree and however their allocation chunks and the hot region are cut.
        try (Search search = Ply.search(ENDLESS, spec)) {
            SearchResult result = search.search(ENDLESS.newState(), SearchLimits.ofIterations(20_000));
            assertThat(result.statistics().get(SearchStatistics.TREE_NODES).longValue()).isEqualTo(20_001);
        }
    }

    @Test
    void shouldStopWhenTheMemoryBudgetIsFull() {
        try (Search search = Ply.search(ENDLESS, "mcts:cutoff=10,memory=1")) {
            SearchResult result = search.search(ENDLESS.newState(), SearchLimits.ofIterations(10_000_000));
            assertThat(TreeRuns.iterations(result)).isLessThan(10_000_000);
            long nodes = result.statistics().get(SearchStatistics.TREE_NODES).longValue();
            assertThat(nodes * 33).isLessThanOrEqualTo(1 << 20);
        }
    }

    @Test
    void shouldCapTheTreeDepthButRefuseADepthAlone() {
        try (Search search = Ply.search(ENDLESS, "mcts:cutoff=10")) {
            SearchResult result = search.search(ENDLESS.newState(), SearchLimits.ofIterations(5000).withDepth(2));
            assertThat(result.selectiveDepth()).isLessThanOrEqualTo(2);
            assertThatThrownBy(() -> search.search(ENDLESS.newState(), SearchLimits.ofDepth(3)))
                    .isInstanceOf(InvalidInputException.class).hasMessageContaining("iterations, nodes or time");
        }
    }

    @Test
    void shouldRepeatASeededSearchExactly() {
        String spec = "mcts:cutoff=6,seed=42";
        try (Search first = Ply.search(ENDLESS, spec); Search second = Ply.search(ENDLESS, spec)) {
            SearchResult a = first.search(ENDLESS.newState(), SearchLimits.ofIterations(3000));
            SearchResult b = second.search(ENDLESS.newState(), SearchLimits.ofIterations(3000));
            assertThat(a.rootMoves()).isEqualTo(b.rootMoves());
            assertThat(a.principalVariation()).isEqualTo(b.principalVariation());
        }
    }

    @Test
    void shouldVaryWithTheGamesSeedAndRepeatWithTheSameOne() {
        try (Search search = Ply.search(ENDLESS, "mcts:cutoff=6")) {
            search.newGame(1);
            SearchResult first = search.search(ENDLESS.newState(), SearchLimits.ofIterations(2000));
            search.newGame(2);
            SearchResult other = search.search(ENDLESS.newState(), SearchLimits.ofIterations(2000));
            search.newGame(1);
            SearchResult again = search.search(ENDLESS.newState(), SearchLimits.ofIterations(2000));
            assertThat(other.rootMoves()).isNotEqualTo(first.rootMoves());
            assertThat(again.rootMoves()).isEqualTo(first.rootMoves());
        }
    }

    @Test
    void shouldRejectBadOptionsWithOneLine() {
        assertThatThrownBy(() -> Ply.search(ENDLESS, "mcts:threads=0"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("threads");
        assertThatThrownBy(() -> Ply.search(ENDLESS, "mcts:selection=ucb2"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("uct, rave, grave");
        assertThatThrownBy(() -> Ply.search(ENDLESS, "mcts:iterations=100"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("unknown option 'iterations'");
    }
}

package dev.ply.search.alphabeta;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Ply;
import dev.ply.core.search.Scores;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchStatistics;
import dev.ply.core.search.support.SearchControl;
import dev.ply.core.search.support.TimeBudget;
import dev.ply.games.tree.GameTree;
import dev.ply.games.tree.GameTrees;
import dev.ply.testkit.tree.ImplicitTreeGame;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class SearchLimitsTest {

    private static final ImplicitTreeGame ENDLESS = new ImplicitTreeGame(8, 0, 1);

    @ParameterizedTest
    @ValueSource(strings = {"minimax", "alphabeta", "alphabeta:plain"})
    void shouldAnswerWithinItsMoveTimeOnAnEndlessGame(String spec) {
        try (Search search = Ply.search(ENDLESS, spec)) {
            long started = System.nanoTime();
            SearchResult result = search.search(ENDLESS.newState(), SearchLimits.ofMoveTime(200));
            long elapsedMillis = (System.nanoTime() - started) / 1_000_000;
            assertThat(result.bestMove()).isBetween(0, 7);
            assertThat(result.depth()).isGreaterThanOrEqualTo(2);
            assertThat(elapsedMillis).isLessThan(1000);
            // A fixed time for a move is used whole (UCI's go movetime), whatever the search thinks of its best move.
            assertThat(elapsedMillis).isGreaterThanOrEqualTo(180);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"alphabeta", "alphabeta:tt=false"})
    void shouldPreferTheShorterWinWhenScoringByDistance(String spec) {
        // Move 0 wins in three plies whatever MIN does; move 1 wins at once.
        GameTree tree = GameTree.of(GameTrees.parse("(((5,5),(5,5)),5,(-5,-5))"));
        TreeSearches.Run run = TreeSearches.run(tree, spec);
        assertThat(run.result().bestMove()).isEqualTo(1);
        assertThat(run.result().score()).isEqualTo(Scores.winIn(1));
        TreeSearches.Run plain = TreeSearches.run(tree, "alphabeta:plain");
        assertThat(plain.result().bestMove()).as("by utility alone the first win is as good").isZero();
    }

    /**
     * A clock's hard limit is never overrun: the search polls the clock every thousand nodes and unwinds
     * at once, so the searching thread works no longer than the hard limit (measured in its CPU time, which
     * a loaded machine's scheduler does not stretch), and the wall-clock time stays far inside the time left.
     */
    @ParameterizedTest(name = "{0} ms left, +{1} ms, {2} to go, {3}")
    @CsvSource({
        "300, 0, 0, alphabeta", "1000, 0, 1, alphabeta", "2000, 100, 0, alphabeta", "600, 50, 5, alphabeta",
        "1000, 0, 1, 'alphabeta:threads=2'", "2000, 100, 0, 'alphabeta:threads=2'", "1000, 0, 1, alphabeta:plain",
        "800, 0, 1, minimax",
    })
    void shouldNeverOverrunTheHardLimitOfAClock(long timeLeft, long increment, int movesToGo, String spec) {
        SearchLimits limits = SearchLimits.NONE.withClock(timeLeft, increment, movesToGo);
        long hard = TimeBudget.of(limits).hardMillis();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        try (Search search = Ply.search(ENDLESS, spec)) {
            for (int move = 0; move < 3; move++) {
                long started = System.nanoTime();
                long cpuStarted = threads.getCurrentThreadCpuTime();
                SearchResult result = search.search(ENDLESS.newState(), limits);
                long cpuMillis = (threads.getCurrentThreadCpuTime() - cpuStarted) / 1_000_000;
                long elapsedMillis = (System.nanoTime() - started) / 1_000_000;
                assertThat(result.bestMove()).isBetween(0, 7);
                assertThat(cpuMillis).as("CPU time against the hard limit of %d ms", hard)
                        .isLessThanOrEqualTo(hard + 20);
                assertThat(elapsedMillis).as("wall-clock time against the %d ms left", timeLeft).isLessThan(timeLeft);
            }
        }
    }

    @Test
    void shouldSearchUntilStoppedWhenInfiniteWhateverTheTimeLimit() throws Exception {
        try (Search search = Ply.search(ENDLESS, "alphabeta")) {
            // The 300 ms are counted from the search's first report, so that a slow start of the thread
            // running it (a loaded machine) cannot make the search's own clock read less.
            CountDownLatch reporting = new CountDownLatch(1);
            CompletableFuture<SearchResult> running = CompletableFuture.supplyAsync(() -> search.search(
                    ENDLESS.newState(), SearchLimits.ofMoveTime(20).withInfinite(true), progress -> reporting.countDown()));
            assertThat(reporting.await(10, TimeUnit.SECONDS)).as("the search reported progress").isTrue();
            Thread.sleep(300);
            assertThat(running).as("still searching after fifteen times its move time").isNotDone();
            search.stop();
            SearchResult result = running.get(2, TimeUnit.SECONDS);
            assertThat(result.bestMove()).isBetween(0, 7);
            assertThat(result.timeMillis()).isGreaterThanOrEqualTo(300);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3})
    void shouldStopEveryThreadWhenAsked(int threads) throws Exception {
        try (Search search = Ply.search(ENDLESS, "alphabeta:threads=" + threads)) {
            for (int round = 0; round < 2; round++) {
                CompletableFuture<SearchResult> running = CompletableFuture.supplyAsync(() -> search.search(
                        ENDLESS.newState(), SearchLimits.NONE));
                Thread.sleep(200);
                search.stop();
                SearchResult result = running.get(2, TimeUnit.SECONDS);
                assertThat(result.bestMove()).isBetween(0, 7);
                assertThat(result.depth()).isGreaterThanOrEqualTo(2);
                assertThat(result.statistics().get(SearchStatistics.THREADS)).isEqualTo(threads);
            }
        }
    }

    @Test
    void shouldStopNearTheNodeLimitOnSeveralThreads() {
        try (Search search = Ply.search(ENDLESS, "alphabeta:threads=2")) {
            SearchResult result = search.search(ENDLESS.newState(), SearchLimits.ofNodes(200_000));
            assertThat(result.nodes()).isBetween(150_000L, 200_000L + 4 * SearchControl.POLL_INTERVAL);
            assertThat(result.bestMove()).isBetween(0, 7);
        }
    }
}

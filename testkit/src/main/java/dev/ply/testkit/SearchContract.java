package dev.ply.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.search.Scores;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchClock;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchProgress;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.support.SearchControl;
import dev.ply.core.tt.TranspositionTableFactory;
import dev.ply.games.tree.GameTree;
import dev.ply.games.tree.GameTrees;
import dev.ply.testkit.tree.ImplicitTreeGame;
import dev.ply.games.tree.TreeGame;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The conformance tests every search runs, Ply's own and any user's, as {@link GameContract} is for games:
 * subclass it in the search's tests and name the search.
 *
 * <pre>{@code
 * class MySearchContractTest extends SearchContract {
 *     protected String specification() { return "mysearch"; }
 *     protected Kind kind() { return Kind.SAMPLING; }     // for a Monte Carlo search; EXACT by default
 * }
 * }</pre>
 *
 * <p>It checks, on testkit's synthetic trees: the best move and principal variation are legal and the root is
 * left as it was; a finished root has no move; exact searches find the exact value of the textbook tree and of
 * random trees, sampling searches its best move; a time limit ends a search of an endless game, read from a
 * {@link SearchClock} that advances at every reading so that no machine is too loaded to time it, and a 200 ms move
 * by the wall clock is answered within a second (at depth 2 at least, for searches with depths); a stop from
 * another thread ends an unlimited search promptly; a node limit is kept to within a poll interval per thread,
 * and the search does not stop far short of it; a depth
 * limit is kept by searches that have depths; an iteration limit is refused by searches that have none; a
 * search repeats its answer when asked again and after {@link Search#newGame()}; progress reports agree
 * with the result; and, for searches that score wins by distance, every forced win within a depth limit is reported
 * with its exact distance.
 */
public abstract class SearchContract {

    /** For subclasses: one per game or search under test. */
    protected SearchContract() {
    }

    /** What a search computes, which decides what the exact-value checks expect of it. */
    public enum Kind {
        /** Minimax values, to the end of a tree when unlimited (alpha-beta, minimax, expectimax). */
        EXACT,
        /** Estimates from samples, limited by iterations (Monte Carlo tree search). */
        SAMPLING
    }


    /**
     * The search under test, as a specification for {@link Ply#search(Game, String)}.
     *
     * @return such as {@code "alphabeta"} or {@code "mcts:seed=3"}
     */
    protected abstract String specification();

    /**
     * What the search computes.
     *
     * @return {@link Kind#EXACT} by default; Monte Carlo searches return {@link Kind#SAMPLING}
     */
    protected Kind kind() {
        return Kind.EXACT;
    }

    /**
     * Whether the search has a notion of depth that a depth limit bounds ({@link SearchResult#depth()} at
     * most the limit).
     *
     * @return {@code true} by default; Monte Carlo searches return {@code false}
     */
    protected boolean hasDepth() {
        return kind() == Kind.EXACT;
    }

    /**
     * The threads the search runs on; each may pass a node limit by a poll interval before it sees it.
     *
     * @return 1 by default
     */
    protected int threads() {
        return 1;
    }

    /**
     * Whether the search works on games with chance nodes.
     *
     * @return {@code false} by default
     */
    protected boolean searchesChance() {
        return false;
    }

    /**
     * Whether {@link SearchLimits#nodes()} bounds the positions the search enters ({@link SearchResult#nodes()});
     * a search whose node limit means something else (for instance the size of a tree it keeps) returns {@code false}
     * and is not held to it here.
     *
     * @return {@code true} by default
     */
    protected boolean nodeLimitCountsPositions() {
        return true;
    }

    /**
     * The limit under which a sampling search is expected to find the best move of a small tree.
     *
     * @return 3,000 iterations by default
     */
    protected SearchLimits samplingBudget() {
        return SearchLimits.ofIterations(3_000);
    }

    /**
     * Whether the search scores wins by their distance and keeps every win its depth holds: at depth k + 1 it
     * reports a forced win in k plies as exactly that ({@link ForcedWins}).
     *
     * @return {@code false} by default; exact searches with distance scoring return {@code true}
     */
    protected boolean reportsWinDistances() {
        return false;
    }

    private Search search(Game game) {
        return Ply.search(game, specification());
    }

    private SearchLimits enough() {
        return kind() == Kind.EXACT ? SearchLimits.NONE : samplingBudget();
    }

    private static void assertLegal(GameState root, SearchResult result) {
        int[] buffer = new int[root.game().maxMoves()];
        GameState state = root.copy();
        for (int move : result.principalVariation()) {
            int count = state.legalMoves(buffer);
            boolean legal = false;
            for (int i = 0; i < count && !legal; i++) {
                legal = buffer[i] == move;
            }
            assertThat(legal).as("move %s of the principal variation %s is legal", move,
                    result.principalVariation()).isTrue();
            state.play(move);
        }
        if (result.bestMove() != GameState.NO_MOVE) {
            assertThat(result.principalVariation()).as("the line starts with the best move")
                    .isNotEmpty().first().isEqualTo(result.bestMove());
        }
    }

    /**
     * Checks a score against a tree's exact value: equal, or for a search that scores won and lost games by
     * their distance ({@link Scores#isDecisive(int)}, as chess engines do: every positive leaf is a win) of the
     * same sign.
     */
    private static void assertValue(int score, double exact, String what) {
        if (Scores.isDecisive(score)) {
            assertThat(Integer.signum(score)).as("%s: %s scores the result %s", what, score, exact)
                    .isEqualTo((int) Math.signum(exact));
        } else {
            assertThat(score).as(what).isEqualTo((int) Math.round(exact));
        }
    }

    /** Checks that the move chosen at the root of a tree keeps the root's value (its result, if scored so). */
    private static void assertBestMove(GameTree tree, SearchResult result, String what) {
        GameState after = new TreeGame(tree).newState();
        after.play(result.bestMove());
        double chosen = tree.valueOf(((TreeGame.TreeState) after).node());
        if (Scores.isDecisive(result.score())) {
            assertThat(Math.signum(chosen)).as("%s: the chosen move keeps the result", what)
                    .isEqualTo(Math.signum(tree.exactValue()));
        } else {
            assertThat(chosen).as("%s: the chosen move is a best one", what).isEqualTo(tree.exactValue());
        }
    }

    @Test
    void shouldFindTheBestMoveOfSmallTreesAndLeaveTheRootAlone() {
        // The textbook tree for exact searches (MAX's value 4, the first MIN node); for sampling ones a tree of
        // wins and losses, where only the first MIN node holds no loss for MAX.
        String text = kind() == Kind.EXACT ? "((4,6,9),(2,7,8),(5,3,9))" : "((1,1,1),(-1,1,1),(1,-1,1))";
        TreeGame game = new TreeGame(GameTree.of(GameTrees.parse(text)));
        GameState root = game.newState();
        String before = root.notation();
        long hash = root.hash();
        try (Search search = search(game)) {
            SearchResult result = search.search(root, enough());
            assertThat(result.bestMove()).as("MAX's best move in %s is the first", text).isZero();
            if (kind() == Kind.EXACT) {
                assertValue(result.score(), 4, "the textbook tree");
            }
            assertLegal(root, result);
        }
        assertThat(root.notation()).isEqualTo(before);
        assertThat(root.hash()).isEqualTo(hash);
    }

    /** Forward pruning keeps short wins: on random trees whose early leaves end the game, every win within depth. */
    @Test
    void shouldReportEveryForcedWinWithinItsDepth() {
        if (!reportsWinDistances()) {
            return;
        }
        int wins = 0;
        for (long seed = 0; seed < 40; seed++) {
            TreeGame game = new TreeGame(GameTree.of(GameTrees.random(seed, 5, 7, 50, 0.2, 0)));
            wins += ForcedWins.assertFound(game, ForcedWins.randomPositions(game, 5, 3, seed), specification(), 5);
        }
        assertThat(wins).as("tree positions with a win in 5 plies or fewer").isGreaterThan(15);
    }

    @Test
    void shouldAverageChanceNodesIfItSearchesThem() {
        if (!searchesChance()) {
            return;
        }
        // The first move leads to an even chance of a win or a loss, the second to a win either way.
        TreeGame game = new TreeGame(GameTree.of(GameTrees.parse("({1,-1},{1,1})")));
        try (Search search = search(game)) {
            SearchResult result = search.search(game.newState(), enough());
            assertThat(result.bestMove()).isEqualTo(1);
            if (kind() == Kind.EXACT) {
                assertValue(result.score(), 1, "a sure win against an even chance");
            }
        }
        TreeGame chanceRoot = new TreeGame(GameTree.of(GameTrees.parse("{(1,-1),(1,1)}")));
        try (Search search = search(chanceRoot)) {
            SearchResult result = search.search(chanceRoot.newState(), enough());
            assertThat(result.bestMove()).as("no player moves at a chance root").isEqualTo(GameState.NO_MOVE);
        }
    }

    @Test
    void shouldFindTheValueOfRandomTreesOrTheirBestMove() {
        for (long seed = 1; seed <= 20; seed++) {
            GameTree tree = GameTree.of(GameTrees.random(seed, 4, 4, 100, 0.1, 0));
            TreeGame game = new TreeGame(tree);
            try (Search search = search(game)) {
                SearchResult result = search.search(game.newState(), enough());
                assertLegal(game.newState(), result);
                if (kind() == Kind.EXACT) {
                    assertValue(result.score(), tree.exactValue(), "random tree " + seed);
                    assertBestMove(tree, result, "random tree " + seed);
                }
            }
        }
    }

    @Test
    void shouldAnswerNoMoveAtAFinishedRoot() {
        TreeGame game = new TreeGame(GameTree.of(GameTrees.parse("7")));
        try (Search search = search(game)) {
            SearchResult result = search.search(game.newState(), enough());
            assertThat(result.bestMove()).isEqualTo(GameState.NO_MOVE);
            assertThat(result.principalVariation()).isEmpty();
        }
    }

    @Test
    void shouldEndAtItsTimeLimitOnAnEndlessGameByItsClock() {
        ImplicitTreeGame endless = new ImplicitTreeGame(6, 0, 5);
        // Each reading of the clock is a millisecond later: 200 readings make a 200 ms limit expire, however
        // slow the machine.
        AtomicLong now = new AtomicLong();
        SearchClock ticking = () -> now.addAndGet(1_000_000);
        try (Search search = Ply.search(endless, specification(), TranspositionTableFactory.DEFAULT, ticking)) {
            CompletableFuture<SearchResult> running = CompletableFuture.supplyAsync(
                    () -> search.search(endless.newState(), SearchLimits.ofMoveTime(200)));
            SearchResult result;
            try {
                result = running.get(60, TimeUnit.SECONDS);
            } catch (Exception e) {
                search.stop();
                throw new AssertionError("the search did not end at its time limit", e);
            }
            assertThat(result.bestMove()).isBetween(0, 5);
            // It may stop sooner by its own judgement (a stable best move), never long after the limit.
            assertThat(now.get()).as("the clock when the search ended, ns").isLessThan(400_000_000L);
        }
    }

    @Test
    void shouldAnswerAMoveTimeByTheWallClock() {
        ImplicitTreeGame endless = new ImplicitTreeGame(8, 0, 1);
        try (Search search = search(endless)) {
            long started = System.nanoTime();
            SearchResult result = search.search(endless.newState(), SearchLimits.ofMoveTime(200));
            long elapsedMillis = (System.nanoTime() - started) / 1_000_000;
            assertThat(result.bestMove()).isBetween(0, 7);
            assertThat(elapsedMillis).as("milliseconds for a 200 ms move").isLessThan(1000);
            if (hasDepth()) {
                assertThat(result.depth()).as("depth reached in 200 ms").isGreaterThanOrEqualTo(2);
            }
        }
    }

    @Test
    void shouldStopPromptlyWhenAskedFromAnotherThread() throws Exception {
        ImplicitTreeGame endless = new ImplicitTreeGame(6, 0, 5);
        try (Search search = search(endless)) {
            CompletableFuture<SearchResult> running = CompletableFuture.supplyAsync(
                    () -> search.search(endless.newState(), SearchLimits.NONE.withInfinite(true)));
            Thread.sleep(100);
            search.stop();
            SearchResult result;
            try {
                result = running.get(10, TimeUnit.SECONDS);
            } catch (java.util.concurrent.TimeoutException e) {
                // A search may miss a stop that comes before it starts; ask again, as front ends do.
                search.stop();
                result = running.get(10, TimeUnit.SECONDS);
            }
            assertThat(result.bestMove()).isBetween(0, 5);
        }
    }

    @Test
    void shouldKeepANodeLimit() {
        if (!nodeLimitCountsPositions()) {
            return;
        }
        ImplicitTreeGame endless = new ImplicitTreeGame(6, 0, 5);
        try (Search search = search(endless)) {
            SearchResult result = search.search(endless.newState(), SearchLimits.ofNodes(20_000));
            assertThat(result.nodes()).as("near the limit, not short of it").isBetween(16_000L,
                    20_000 + (long) threads() * SearchControl.POLL_INTERVAL);
            assertThat(result.bestMove()).isBetween(0, 5);
        }
    }

    @Test
    void shouldKeepADepthLimitOrRefuseAnIterationLimitItDoesNotHave() {
        ImplicitTreeGame endless = new ImplicitTreeGame(6, 0, 5);
        try (Search search = search(endless)) {
            if (hasDepth()) {
                SearchResult result = search.search(endless.newState(), SearchLimits.ofDepth(3));
                assertThat(result.depth()).isBetween(1, 3);
                assertThat(result.bestMove()).isBetween(0, 5);
            }
            if (kind() == Kind.EXACT) {
                assertThatThrownBy(() -> search.search(endless.newState(), SearchLimits.ofIterations(100)))
                        .isInstanceOf(InvalidInputException.class).hasMessageContaining("no iterations");
            } else {
                SearchResult result = search.search(endless.newState(), SearchLimits.ofIterations(100));
                assertThat(result.bestMove()).isBetween(0, 5);
            }
        }
    }

    @Test
    void shouldRepeatItsAnswerWhenAskedAgainAndAfterANewGame() {
        GameTree tree = GameTree.of(GameTrees.random(42, 4, 5, 100, 0.1, 0));
        TreeGame game = new TreeGame(tree);
        try (Search search = search(game)) {
            SearchResult first = search.search(game.newState(), enough());
            SearchResult again = search.search(game.newState(), enough());
            search.newGame();
            SearchResult fresh = search.search(game.newState(), enough());
            if (kind() == Kind.EXACT) {
                assertThat(again.score()).isEqualTo(first.score());
                assertThat(fresh.score()).isEqualTo(first.score());
                for (SearchResult result : List.of(first, again, fresh)) {
                    assertValue(result.score(), tree.exactValue(), "random tree 42");
                    assertBestMove(tree, result, "random tree 42");
                }
            } else {
                assertThat(fresh.bestMove()).as("a new game forgets the tree: the same seed, the same answer")
                        .isEqualTo(first.bestMove());
            }
        }
    }

    @Test
    void shouldReportProgressThatAgreesWithTheResult() {
        ImplicitTreeGame endless = new ImplicitTreeGame(6, 0, 5);
        List<SearchProgress> reports = new ArrayList<>();
        try (Search search = search(endless)) {
            SearchResult result = search.search(endless.newState(), hasDepth() ? SearchLimits.ofDepth(4)
                    : SearchLimits.ofIterations(2_000), reports::add);
            for (SearchProgress report : reports) {
                assertThat(report.nodes()).as("a report's nodes").isBetween(0L, result.nodes());
                if (hasDepth()) {
                    assertThat(report.depth()).isBetween(0, result.depth());
                }
            }
        }
    }
}

package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchStatistics;
import dev.ply.games.tree.TreeGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The textbook's numbers, through the registered {@code tree} game as a user reaches it. */
class TreeSearchTest {

    /** Searches a position of the tree game, for its own variant, as the CLI does; returns the result and leaves. */
    private static long[] run(String position, String spec) {
        GameState state = Ply.game("tree").parseState(position);
        TreeGame game = (TreeGame) state.game();
        game.resetCounters();
        try (Search search = Ply.search(game, spec)) {
            SearchResult result = search.search(state, SearchLimits.NONE);
            return new long[] {result.score(), game.leavesReached(), result.bestMove()};
        }
    }

    @Test
    void shouldGiveTheTextbookTreeValueFourWithAlphaBetaEvaluatingSixOfTheNineLeaves() {
        long[] minimax = run("((4,6,9),(2,7,8),(5,3,9))", "minimax");
        assertThat(minimax[0]).isEqualTo(4);
        assertThat(minimax[1]).isEqualTo(9);
        long[] alphaBeta = run("((4,6,9),(2,7,8),(5,3,9))", "alphabeta:plain");
        assertThat(alphaBeta[0]).isEqualTo(4);
        assertThat(alphaBeta[1]).as("(7, 8) cut after the 2, the last 9 after the 3").isEqualTo(6);
        assertThat(alphaBeta[2]).isZero();
    }

    @Test
    void shouldCutTheSameLeavesTheTextbookNames() {
        // Whatever the cut leaves hold, alpha-beta returns 4 having reached the same six leaves: it never looked.
        long[] changed = run("((4,6,9),(2,-700,800),(5,3,-900))", "alphabeta:plain");
        assertThat(changed[0]).isEqualTo(4);
        assertThat(changed[1]).isEqualTo(6);
        assertThat(run("((4,6,9),(2,7,8),(5,30,9))", "alphabeta:plain")[0]).as("a leaf it reads changes the value")
                .isEqualTo(5);
    }

    /** Knuth and Moore: with the best move first everywhere, b^ceil(d/2) + b^floor(d/2) - 1 leaves. */
    @ParameterizedTest(name = "b={0}, d={1}")
    @CsvSource({"2,1", "2,2", "2,5", "3,3", "3,4", "4,5", "5,4", "8,3", "10,3", "3,8"})
    void shouldEvaluateTheMinimalTreeWhenOrderedAndEveryLeafWhenWorstOrdered(int b, int d) {
        long minimal = (long) (Math.pow(b, (d + 1) / 2) + Math.pow(b, d / 2) - 1);
        long[] ordered = run("ordered:b=" + b + ",d=" + d, "alphabeta:plain");
        long[] worst = run("worst:b=" + b + ",d=" + d, "alphabeta:plain");
        assertThat(ordered[1]).isEqualTo(minimal);
        assertThat(worst[1]).isEqualTo((long) Math.pow(b, d));
        assertThat(ordered[0]).isEqualTo(worst[0]).isEqualTo(run("worst:b=" + b + ",d=" + d, "minimax")[0]);
    }

    @Test
    void shouldAverageChanceNodesWithExpectimax() {
        GameState state = Ply.game("tree").parseState("[0.5:(3,5),0.5:(1,8)]");
        try (Search search = Ply.search(state.game(), "expectimax:plain")) {
            SearchResult result = search.search(state, SearchLimits.NONE);
            assertThat((Double) result.statistics().get(SearchStatistics.VALUE)).isEqualTo(6.5);
        }
    }
}

package dev.ply.search.expectimax;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.RootMoveStatistics;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchStatistics;
import dev.ply.testkit.tree.ImplicitTreeGame;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ExpectimaxLimitsTest {

    /** Endless: six moves, then one of five chance outcomes, then the other player's six moves... */
    private static final ImplicitTreeGame DICE = new ImplicitTreeGame(6, 0, 3, 5);

    @ParameterizedTest
    @ValueSource(strings = {"expectimax", "expectimax:star1", "expectimax:pruning=none", "expectimax:plain"})
    void shouldAnswerWithinItsMoveTimeOnAnEndlessChanceGame(String spec) {
        try (Search search = Ply.search(DICE, spec)) {
            long started = System.nanoTime();
            SearchResult result = search.search(DICE.newState(), SearchLimits.ofMoveTime(200));
            long elapsedMillis = (System.nanoTime() - started) / 1_000_000;
            assertThat(result.bestMove()).isBetween(0, 5);
            assertThat(result.depth()).isGreaterThanOrEqualTo(2);
            assertThat(result.statistics().get(SearchStatistics.CHANCE_NODES).longValue()).isPositive();
            assertThat(elapsedMillis).isLessThan(1000);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3})
    void shouldAnswerAtAChanceRootWithTheValueOfEachOutcome(int depth) {
        GameState afterMove = DICE.parseState("/2");
        try (Search plain = Ply.search(DICE, "expectimax:plain");
                Search star2 = Ply.search(DICE, "expectimax")) {
            SearchResult expected = plain.search(afterMove, SearchLimits.ofDepth(depth));
            SearchResult result = star2.search(afterMove, SearchLimits.ofDepth(depth));
            assertThat(result.bestMove()).isEqualTo(GameState.NO_MOVE);
            assertThat(result.statistics().get(SearchStatistics.VALUE)).isEqualTo(expected.statistics().get(SearchStatistics.VALUE));
            assertThat(result.rootMoves()).extracting(RootMoveStatistics::move, RootMoveStatistics::value)
                    .isEqualTo(expected.rootMoves().stream().map(m -> tuple(m.move(), m.value())).toList())
                    .hasSize(5);
            assertThat(afterMove.notation()).as("the caller's state is not touched").isEqualTo("/2");
        }
    }
}

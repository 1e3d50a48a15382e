package dev.ply.search.mcts;

import static dev.ply.search.mcts.TreeRuns.rootVisits;
import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.RootMoveStatistics;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchStatistics;
import dev.ply.games.tree.GameTree;
import dev.ply.games.tree.GameTrees;
import dev.ply.games.tree.TreeGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The tree kept from one search to the next, and found again below a chance node. */
class MctsTreeReuseTest {

    private static final TreeGame GAME = new TreeGame(GameTree.of(GameTrees.random(11, 4, 8, 1, 0.1, 0.3)));
    private static final TreeGame WITHOUT_CHANCE = new TreeGame(GameTree.of(GameTrees.random(12, 6, 9, 1, 0.05, 0)));

    @ParameterizedTest
    @ValueSource(strings = {"mcts", "mcts:transpositions,solver", "mcts:threads=2,parallel=root"})
    void shouldStartFromTheSubtreeOfTheMovePlayed(String spec) {
        try (Search search = Ply.search(GAME, spec)) {
            GameState state = GAME.newState();
            SearchResult first = search.search(state, SearchLimits.ofIterations(5000));
            RootMoveStatistics played = first.rootMoves().get(0);
            state.play(played.move());
            SearchResult next = search.search(state, SearchLimits.ofIterations(1));
            assertThat(next.statistics().get(SearchStatistics.REUSED_NODES).longValue()).isPositive();
            if (!state.isChanceNode()) {
                assertThat(rootVisits(next)).isEqualTo(played.visits());
            } else {
                assertThat(rootVisits(next)).isGreaterThan(1);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"mcts:threads=2", "mcts:threads=3,virtualloss=2", "mcts:threads=2,transpositions"})
    void shouldKeepCountingExactlyInAReusedSharedTree(String spec) {
        // Keeping a subtree renumbers it and lays out a new hot region for the threads sharing it; the
        // searches that follow from the same root go on in that tree. (With threads racing, a node's
        // visits may exceed its children's by more than one: a thread that finds every move of a new
        // node claimed but none linked yet plays out from the node itself.)
        try (Search search = Ply.search(WITHOUT_CHANCE, spec)) {
            GameState state = WITHOUT_CHANCE.newState();
            int checked = 0;
            for (int move = 0; move < 3 && !state.isTerminal(); move++) {
                SearchResult result = search.search(state, SearchLimits.ofIterations(4000));
                state.play(result.rootMoves().get(0).move());
                if (state.isTerminal()) {
                    break;
                }
                SearchResult kept = search.search(state, SearchLimits.ofIterations(1));
                assertThat(kept.statistics().get(SearchStatistics.REUSED_NODES).longValue()).isPositive();
                SearchResult next = search.search(state, SearchLimits.ofIterations(3000));
                assertThat(next.statistics().get(SearchStatistics.REUSED_NODES).longValue()).isPositive();
                assertThat(rootVisits(next)).isEqualTo(rootVisits(kept) + 3000);
                checked++;
                state.play(next.bestMove());
            }
            assertThat(checked).isPositive();
        }
    }

    @Test
    void shouldForgetTheTreeForANewGame() {
        try (Search search = Ply.search(GAME, "mcts")) {
            GameState state = GAME.newState();
            search.search(state, SearchLimits.ofIterations(2000));
            search.newGame();
            SearchResult again = search.search(state, SearchLimits.ofIterations(500));
            assertThat(rootVisits(again)).isEqualTo(500);
            assertThat(again.statistics().get(SearchStatistics.REUSED_NODES).longValue()).isZero();
        }
    }

    @Test
    void shouldStartAfreshFromAPositionTheTreeDoesNotHold() {
        try (Search search = Ply.search(GAME, "mcts")) {
            search.search(GAME.newState(), SearchLimits.ofIterations(50));
            SearchResult elsewhere = search.search(GAME.parseState("/0/0/0/0/0"), SearchLimits.ofIterations(10));
            assertThat(elsewhere.statistics().get(SearchStatistics.REUSED_NODES).longValue()).isZero();
            assertThat(rootVisits(elsewhere)).isEqualTo(10);
        }
    }
}

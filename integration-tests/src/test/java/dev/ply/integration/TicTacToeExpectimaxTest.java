package dev.ply.integration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchStatistics;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** On a game without chance nodes, expectimax is minimax: the same tree, the same values. */
class TicTacToeExpectimaxTest {

    private final Game game = Ply.game("tictactoe");

    private SearchResult search(String spec, GameState state, SearchLimits limits) {
        try (Search search = Ply.search(game, spec)) {
            return search.search(state, limits);
        }
    }

    @Test
    void shouldVisitTheMinimaxTreeWhenPlain() {
        SearchResult result = search("expectimax:plain", game.newState(), SearchLimits.NONE);
        assertThat(result.nodes()).isEqualTo(549_946);
        assertThat(result.statistics().get(SearchStatistics.LEAVES)).isEqualTo(255_168L);
        assertThat(result.statistics().get(SearchStatistics.CHANCE_NODES)).isEqualTo(0L);
        assertThat(result.score()).isZero();
        SearchResult pruned = search("expectimax", game.newState(), SearchLimits.NONE);
        assertThat(pruned.score()).isZero();
        assertThat(pruned.nodes()).isLessThan(20_000);
    }

    @Test
    void shouldAgreeWithMinimaxOnReachablePositionsAtEveryDepth() {
        SplittableRandom random = new SplittableRandom(2);
        int[] moves = new int[9];
        int checked = 0;
        for (int played = 0; played < 200; played++) {
            GameState state = game.newState();
            int plies = random.nextInt(7);
            for (int i = 0; i < plies && !state.isTerminal(); i++) {
                state.play(moves[random.nextInt(state.legalMoves(moves))]);
            }
            if (state.isTerminal()) {
                continue;
            }
            for (int depth = 1; depth <= 9 - state.plies(); depth += 2) {
                SearchLimits limits = SearchLimits.ofDepth(depth);
                int minimax = search("minimax", state, limits).score();
                assertThat(search("expectimax:hash=1", state, limits).score())
                        .as("%s depth %d", state.notation(), depth).isEqualTo(minimax);
                assertThat(search("expectimax:plain", state, limits).score()).isEqualTo(minimax);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(300);
    }
}

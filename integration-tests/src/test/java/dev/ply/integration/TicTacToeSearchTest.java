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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The tic-tac-toe figures of REFERENCE.md, reproduced by the searches through the public API. */
class TicTacToeSearchTest {

    private final Game game = Ply.game("tictactoe");

    private SearchResult search(String spec, GameState state, SearchLimits limits) {
        try (Search search = Ply.search(game, spec)) {
            return search.search(state, limits);
        }
    }

    @Test
    void shouldVisitTheWholeTreeWithMinimax() {
        SearchResult result = search("minimax", game.newState(), SearchLimits.NONE);
        assertThat(result.nodes()).isEqualTo(549_946);
        assertThat(result.statistics().get(SearchStatistics.LEAVES)).isEqualTo(255_168L);
        assertThat(result.score()).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "alphabeta:plain, 18297",
        "'alphabeta:plain,cut=gt', 146120",
        "'alphabeta:plain,window=1', 16811",
    })
    void shouldVisitTheTextbookNodeCountsWithAlphaBeta(String spec, long nodes) {
        SearchResult result = search(spec, game.newState(), SearchLimits.NONE);
        assertThat(result.nodes()).isEqualTo(nodes);
        assertThat(result.score()).isZero();
    }

    @Test
    void shouldAgreeWithMinimaxOnEveryReachablePositionAndDepth() {
        SplittableRandom random = new SplittableRandom(1);
        int[] moves = new int[9];
        int checked = 0;
        for (int game = 0; game < 400; game++) {
            GameState state = this.game.newState();
            int plies = random.nextInt(8);
            for (int i = 0; i < plies && !state.isTerminal(); i++) {
                state.play(moves[random.nextInt(state.legalMoves(moves))]);
            }
            if (state.isTerminal()) {
                continue;
            }
            for (int depth = 1; depth <= 4; depth++) {
                SearchLimits limits = SearchLimits.ofDepth(depth);
                int minimax = search("minimax", state, limits).score();
                assertThat(search("alphabeta:plain", state, limits).score()).as("plain at %s depth %d",
                        state.notation(), depth).isEqualTo(minimax);
                assertThat(search("alphabeta:fullwidth,distance=false", state, limits).score())
                        .as("engine at %s depth %d", state.notation(), depth).isEqualTo(minimax);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(1000);
    }

    @Test
    void shouldFindTheWinningSquaresFromTheReferencePosition() {
        // X.O...... with X to move: squares 3, 6 and 8 win.
        GameState state = game.parseState("X.O......");
        SearchResult minimax = search("minimax", state, SearchLimits.NONE);
        assertThat(minimax.bestMove()).isIn(3, 6, 8);
        assertThat(minimax.score()).isPositive();
        SearchResult engine = search("alphabeta", state, SearchLimits.NONE);
        assertThat(engine.bestMove()).isIn(3, 6, 8);
        assertThat(engine.score()).as("a forced win").isGreaterThan(30_000);
    }
}

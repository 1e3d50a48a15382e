package dev.ply.examples.connectfour;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.Ply;
import dev.ply.core.search.Scores;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchResult;
import dev.ply.testkit.ForcedWins;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Alpha-beta with all its pruning keeps Connect Four's short wins: at depth k + 1, every win in k plies. */
class ConnectFourForcedWinsTest {

    private static final Game GAME = Ply.game("connectfour");

    @Test
    void shouldFindTheWinInThreePliesThatLateMovePruningOnceHid() {
        GameState position = GAME.parseState("......./......./......./O.XOO../X.XOXOO/XXOXOXX");
        try (Search search = Ply.search(GAME, "alphabeta")) {
            SearchResult result = search.search(position, SearchLimits.ofDepth(4));
            assertThat(Scores.pliesToResult(result.score())).isEqualTo(3);
            assertThat(result.score()).isPositive();
            assertThat(position.moveToString(result.bestMove())).isIn("6", "7");
        }
    }

    @Test
    void shouldFindEveryShortWinInRandomGames() {
        List<GameState> positions = ForcedWins.randomPositions(GAME, 200, 24, 5);
        int wins = ForcedWins.assertFound(GAME, positions, "alphabeta", 5);
        assertThat(wins).as("positions with a win in 5 plies or fewer").isGreaterThan(40);
    }
}

package dev.ply.search.alphabeta;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.GameState;
import dev.ply.games.tree.GameTree;
import dev.ply.games.tree.GameTrees;
import dev.ply.games.tree.TreeGame;
import dev.ply.testkit.ForcedWins;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Forward pruning keeps short wins: on random trees whose early leaves end the game, every win within the depth. */
class ShortWinsTest {

    @Test
    void shouldReportEveryWinWithinItsDepthOnRandomTrees() {
        int wins = 0;
        for (long seed = 0; seed < 60; seed++) {
            // Leaves from -50 to 50 are outcomes: a positive one is a win for the side that reaches it.
            TreeGame game = new TreeGame(GameTree.of(GameTrees.random(seed, 5, 7, 50, 0.2, 0)));
            List<GameState> positions = ForcedWins.randomPositions(game, 6, 3, seed);
            wins += ForcedWins.assertFound(game, positions, "alphabeta:hash=1", 5);
        }
        assertThat(wins).as("tree positions with a win in 5 plies or fewer").isGreaterThan(30);
    }

    @Test
    void shouldSizeTheDefaultWinCheckByTheGamesLargestBranching() {
        assertThat(EngineConfig.defaultWinCheck(256)).as("chess").isEqualTo(4);
        assertThat(EngineConfig.defaultWinCheck(82)).as("Go 9x9").isEqualTo(5);
        assertThat(EngineConfig.defaultWinCheck(7)).as("Connect Four").isEqualTo(8);
        assertThat(EngineConfig.defaultWinCheck(9)).as("tic-tac-toe").isEqualTo(8);
        assertThat(EngineConfig.defaultWinCheck(362)).as("Go 19x19").isEqualTo(3);
        assertThat(EngineConfig.defaultWinCheck(1_000_000)).isEqualTo(1);
    }
}

package dev.ply.examples.connectfour;

import dev.ply.core.Game;
import dev.ply.testkit.GameContract;
import java.util.List;
import java.util.Map;

/** Connect Four passes the same contract as every game of Ply: the template for a user's own game. */
class ConnectFourContractTest extends GameContract {

    @Override
    protected Game game() {
        return new ConnectFour();
    }

    @Override
    protected List<String> positions() {
        return List.of(
                "......./......./......./......./...O.../...X...",
                "......./......./..X..../..OX.../..XOO../.XOXOX.",
                ".OXXOOX/XXOOXOX/XOXXOOO/XOXOXXO/OOXXOOX/OXOXXXO");
    }

    @Override
    protected List<String> malformedPositions() {
        return List.of("", "......./.......", "......./......./......./......./......./......",
                "......./......./......./......./......./...Z...", "......./......./......./...X.../......./.......",
                "......./......./......./......./......./OOO....", "......./......./......./......./......./XXXX.OO");
    }

    @Override
    protected List<String> malformedMoves() {
        return List.of("", "0", "8", "a", "12", "-1");
    }

    @Override
    protected Map<String, long[]> referencePerft() {
        return Map.of("", new long[] {7, 49, 343, 2_401});
    }
}

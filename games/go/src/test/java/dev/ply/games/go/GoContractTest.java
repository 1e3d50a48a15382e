package dev.ply.games.go;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.testkit.GameContract;
import java.util.List;
import java.util.Map;

/** Go against the SPI's contract, on 9x9 and on the small boards where captures and kos come quickly. */
class GoContractTest extends GameContract {

    @Override
    protected Game game() {
        return new GoGame();
    }

    @Override
    protected List<String> positions() {
        return List.of(
                // 5x5: random play fills the board, captures big groups and meets kos within a few dozen moves.
                "5/5/5/5/5 b komi=0.5",
                // A ko to be fought: White just took at C3, Black may not retake at once.
                "5/1OX2/O1OX1/1OX2/5 b komi=0 ko=B3",
                // 7x7 in the middle of a game, integer komi (draws possible), a pass pending.
                "7/1XXO3/XOXO3/2OO3/2XO3/7/7 w komi=6 captures=1,0 passes=1",
                // 19x19, the largest board.
                "19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19 b komi=6.5");
    }

    @Override
    protected int playouts() {
        return 6;
    }

    /** The capture counts are written in the notation but area scoring ignores them, and so does the key. */
    @Override
    protected String positionIdentity(GameState state) {
        return state.notation().replaceAll(" captures=\\d+,\\d+", "");
    }

    @Override
    protected List<String> malformedPositions() {
        return List.of("", "   ", "9/9/9", "9/9/9/9/9/9/9/9/9", "9/9/9/9/9/9/9/9/9 x komi=7.5",
                "9/9/9/9/9/9/9/9/9 b", "9/9/9/9/9/9/9/9/8 b komi=7.5", "9/9/9/9/9/9/9/9/10 b komi=7.5",
                "9/9/9/9/9/9/9/9/9Q b komi=7.5", "9/9/9/9/9/9/9/9/9 b komi=7.3", "9/9/9/9/9/9/9/9/9 b komi=x",
                "9/9/9/9/9/9/9/9/9 b komi=7.5 ko=Z9", "9/9/9/9/9/9/9/9/9 b komi=7.5 ko=I5",
                "9/9/9/9/9/9/9/9/9 b komi=7.5 passes=3", "9/9/9/9/9/9/9/9/9 b komi=7.5 captures=1",
                "9/9/9/9/9/9/9/9/9 b komi=7.5 komi=6.5", "9/9/9/9/9/9/9/9/9 b komi=7.5 colour=red",
                "XO3/O4/5/5/5 b komi=0.5", "X4/5/5/5/5 b komi=0.5 ko=A5", "4/4/4/4 b komi=0.5",
                "09/9/9/9/9/9/9/9/9 b komi=7.5", "5/5/5/5/5 b komi=0.5 ko=C3 passes=1");
    }

    @Override
    protected List<String> malformedMoves() {
        return List.of("", "  ", "??", "not-a-move", "zz99", "-1", "99999999999", "I5", "J10", "A0", "T19", "D",
                "4D", "D4D4", "pass pass");
    }

    @Override
    protected Map<String, Integer> finishedPositions() {
        return Map.of(
                // Empty board, two passes: White wins by the komi alone.
                "5/5/5/5/5 b komi=0.5 passes=2", -1,
                // Black's wall on the middle column: 15 points to White's 10, komi 4.5.
                "2XO1/2XO1/2XO1/2XO1/2XO1 b komi=4.5 passes=2", 1,
                // Integer komi that equals Black's lead: a draw.
                "2XO1/2XO1/2XO1/2XO1/2XO1 w komi=5 passes=2", 0);
    }

    @Override
    protected List<String> positionsWithOnlyAPass() {
        // Every empty point is suicide for White (Black's single eyes) or taken.
        return List.of("XXXXX/X1XXX/XXXXX/XXX1X/XXXXX w komi=0.5");
    }
}

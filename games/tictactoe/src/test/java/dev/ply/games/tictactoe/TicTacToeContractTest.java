package dev.ply.games.tictactoe;

import dev.ply.core.Game;
import dev.ply.testkit.GameContract;
import java.util.List;

class TicTacToeContractTest extends GameContract {

    @Override
    protected Game game() {
        return new TicTacToe();
    }

    @Override
    protected List<String> positions() {
        return List.of("X.O......", "X........", "XOX.O....", "XXOOO.X..");
    }

    @Override
    protected int playouts() {
        return 40;
    }

    @Override
    protected List<String> malformedPositions() {
        return List.of("", "X.O", "X.O.......", "X.O.....?", "XX.......", "OO.X.....", "XXXOOO...", "XXXOO.O..",
                "OOOXX.X.X");
    }

    @Override
    protected List<String> malformedMoves() {
        return List.of("", "9", "-1", "a1", "00", "x");
    }
}

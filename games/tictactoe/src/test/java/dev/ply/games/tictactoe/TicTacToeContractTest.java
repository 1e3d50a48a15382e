package dev.ply.games.tictactoe;

import dev.ply.core.Game;
import dev.ply.testkit.GameContract;
import java.util.List;
import java.util.Map;

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

    @Override
    protected Map<String, long[]> referencePerft() {
        return Map.of("", new long[] {9, 72, 504, 3_024, 15_120, 54_720, 148_176, 200_448, 127_872});
    }

    @Override
    protected Map<String, Integer> finishedPositions() {
        return Map.of("XXXOO....", 1, "XOXXOOOXX", 0, "XXOXO.O..", -1);
    }
}

package dev.ply.games.checkers;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.testkit.GameContract;
import java.util.List;
import java.util.Map;

class CheckersContractTest extends GameContract {

    @Override
    protected Game game() {
        return new CheckersGame();
    }

    @Override
    protected List<String> positions() {
        return List.of(
                // Kings on both sides, multi-jumps available soon.
                "B:W18,19,21,23,24,26,29,30,31,32:B1,2,3,4,6,7,9,10,11,12",
                "W:WK10,K15,18,24,27,28:B12,16,20,K22,K25,K29",
                // A king surrounded by men it can jump in a loop.
                "B:W6,7,14,15:BK10,K31",
                // Two kings against one: long king manoeuvres, repetitions and the 40-move rule.
                "W:WK14,K23:BK1",
                "B:WK32:BK5,K9",
                // Men about to crown, by a move and by a jump.
                "B:W6,K20:B26,27",
                "W:W5,6:B2,K17");
    }

    @Override
    protected int playouts() {
        return 20;
    }

    /** The 40-move count ({@code :H<n>}) is written in the notation but not hashed. */
    @Override
    protected String positionIdentity(GameState state) {
        String notation = state.notation();
        int clock = notation.indexOf(":H");
        return clock < 0 ? notation : notation.substring(0, clock);
    }

    @Override
    protected List<String> malformedPositions() {
        return List.of("", "   ", "X:W21:B1", "B", "B:W21", "B:W21:B1:W22", "B:W21:B33", "B:W21:B0", "B:W21:Bx",
                "B:W21,21:B1", "B:W21:B21", "B:W1:B5", "B:W21:B30", "B:W1-13,K14:B20", "B:W:B1", "B:W21:B1:Q7",
                "B:W21:B1:Habc", "B:W21,:B1", "B:W25-21:B1");
    }

    @Override
    protected List<String> malformedMoves() {
        return List.of("", "  ", "??", "not-a-move", "zz99", "-1", "99999999999", "11-", "11--15", "11-33", "0-4",
                "11-15-", "11 15", "21-17", "11-14", "11x18", "12-17", "1-5");
    }

    @Override
    protected Map<String, long[]> referencePerft() {
        return Map.of("", new long[] {7, 49, 302, 1_469});
    }

    @Override
    protected Map<String, Integer> finishedPositions() {
        return Map.of("B:W32:B", -1);
    }
}

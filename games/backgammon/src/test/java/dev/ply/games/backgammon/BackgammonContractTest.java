package dev.ply.games.backgammon;

import dev.ply.core.Game;
import dev.ply.testkit.GameContract;
import java.util.List;

class BackgammonContractTest extends GameContract {

    @Override
    protected Game game() {
        return new BackgammonGame();
    }

    @Override
    protected List<String> positions() {
        return List.of(
                "4HPwATDgc/ABMA",
                "4HPwATDgc/ABMA:X:11",
                // X on the bar against O's closed home board
                "27YBBwDg/wcAQA:X:63",
                // O on roll with a checker on the bar
                "4HPwATDgOfgAWA:O:61",
                // both bearing off
                "290NAADb7g4AAA:O",
                // O bearing off against an X anchor, X with a checker on the bar
                "4Bx8ACzb7gAAAA:O:66");
    }

    @Override
    protected List<String> positionsWithOnlyAPass() {
        // X on the bar against O's closed home board cannot enter with any roll.
        return List.of("27YBBwDg/wcAQA:X:63", "27YBBwDg/wcAQA:X:11");
    }

    @Override
    protected int playouts() {
        return 6;
    }

    @Override
    protected boolean expectsTranspositions() {
        // Random plays of a dice game rarely meet the same position twice by different routes.
        return false;
    }

    @Override
    protected List<String> malformedPositions() {
        return List.of("", "   ", "4HPwATDgc/ABM", "4HPwATDgc/ABMAA", "4HPwATDgc/AB!A", "4HPwATDgc/ABMA:Z",
                "4HPwATDgc/ABMA:77", "4HPwATDgc/ABMA:63:41", "4HPwATDgc/ABMA:O:X", "4HPwATDgc/ABMA:opening:63",
                "//////////////", "AAAAAAAAAAAAAA:O", "this is not a position");
    }

    @Override
    protected List<String> malformedMoves() {
        return List.of("", "  ", "??", "not-a-move", "24/18", "63 24/18", "-1", "99999999999", "O 66", "X 77", "O");
    }
}

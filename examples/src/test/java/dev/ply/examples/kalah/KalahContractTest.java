package dev.ply.examples.kalah;

import dev.ply.core.Game;
import dev.ply.testkit.GameContract;
import java.util.List;

/** Kalah passes the contract every game passes: undo of sowings, keys, copies, notation, finished games. */
class KalahContractTest extends GameContract {

    @Override
    protected Game game() {
        return new Kalah();
    }

    @Override
    protected List<String> positions() {
        return List.of("4,4,0,5,5,5,1,4,4,4,4,4,4,0 S", "0,0,0,0,1,0,10,4,4,4,4,4,4,13 S",
                "1,0,3,0,0,12,9,2,0,0,1,0,6,14 N");
    }

    @Override
    protected List<String> malformedPositions() {
        return List.of("", "4,4,4 S", "4,4,4,4,4,4,0,4,4,4,4,4,4,1 S", "4,4,4,4,4,4,0,4,4,4,4,4,4,0 X",
                "4,4,4,4,4,4,0,4,4,4,4,4,4,x S", "0,0,0,0,0,0,24,4,4,4,4,4,4,0 S");
    }

    @Override
    protected List<String> malformedMoves() {
        return List.of("", "0", "7", "a", "-1");
    }
}

package com.example.nim;

import dev.ply.core.Game;
import dev.ply.testkit.GameContract;
import java.util.List;
import java.util.Map;

/** Ply's conformance tests for the game, with the rules-level facts only this game knows. */
class NimContractTest extends GameContract {

    @Override
    protected Game game() {
        return new Nim();
    }

    @Override
    protected List<String> positions() {
        return List.of("3,4,5 1", "1,2,3 2", "0,7,0,1 1", "15 2");
    }

    @Override
    protected List<String> malformedPositions() {
        return List.of("", "3,4,5", "3,4,5 3", "3,,5 1", "3,16,5 1", "3,-1 1", "1,1,1,1,1,1,1,1,1 1", "3,4,5 1 1");
    }

    @Override
    protected List<String> malformedMoves() {
        return List.of("", "2", "2-", "-3", "0-1", "4-1", "1-4", "1-0", "a-b", "1--1");
    }

    /** Counted by a separate program that walks the heaps as sorted tuples (1,2,3 at depth 6: 6!/(1!2!3!) = 60). */
    @Override
    protected Map<String, long[]> referencePerft() {
        return Map.of("3,4,5 1", new long[] {12, 113, 810, 4_338, 17_496},
                "1,2,3 1", new long[] {6, 26, 76, 138, 140, 60});
    }

    /** The player to move at the end has lost: player 0's outcome. */
    @Override
    protected Map<String, Integer> finishedPositions() {
        return Map.of("0,0,0 1", -1, "0,0 2", 1, "0 2", 1);
    }
}

package dev.ply.integration;

import dev.ply.core.Game;
import dev.ply.core.Ply;
import dev.ply.testkit.GameContract;
import java.util.List;
import java.util.Map;

/** The tree game passes the contract every game passes (it cannot live in its own module: testkit depends on it). */
class TreeGameContractTest extends GameContract {

    @Override
    protected Game game() {
        return Ply.game("tree");
    }

    @Override
    protected List<String> positions() {
        return List.of("A:(B:(4,6),C:(2,7),D:(5,3,9,1))", "[0.25:(3,5),0.75:(1,[0.5:8,0.5:-8])]",
                "ordered:b=3,d=4", "worst:b=2,d=6 /1", "random:b=3,d=3,chance=true,seed=4", "((1,(2,(3,(4,5)))),6)");
    }

    @Override
    protected boolean expectsTranspositions() {
        return false; // every node of a tree is reached by one path only
    }

    @Override
    protected List<String> malformedPositions() {
        return List.of("((4,6),(2,", "((4,6)(2,7))", "[0.5:(3,5),0.4:(1,8)]", "(4.5,6)", "()", "sorted:b=2,d=2",
                "random:b=2", "((4,6),(2,7)) /5", "((4,6),(2,7)) /x", "/9");
    }

    @Override
    protected List<String> malformedMoves() {
        return List.of("", "x", "-1", "3", "99999999999", "B");
    }

    @Override
    protected Map<String, long[]> referencePerft() {
        // Perft counts paths: 3 MIN nodes, then the 9 leaves; b^d paths for a uniform tree.
        return Map.of("", new long[] {3, 9}, "ordered:b=3,d=4", new long[] {3, 9, 27, 81},
                "A:(B:(4,6),C:(2,7),D:(5,3,9,1))", new long[] {3, 8});
    }

    @Override
    protected Map<String, Integer> finishedPositions() {
        return Map.of("((4,6,9),(2,7,8),(5,3,9)) /1/0", 2, "((4,-6),(2,7)) /0/1", -6, "7", 7);
    }
}

package dev.ply.games.checkers;

import static dev.ply.testkit.PerftAssertions.assertPerft;

import org.junit.jupiter.api.Test;

class CheckersPerftTest {

    @Test
    void shouldReproduceTheReferenceCountsFromTheStart() {
        assertPerft(new CheckersGame().newState(), 7, 49, 302, 1_469, 7_361, 36_768, 179_740, 845_931, 3_963_680);
    }
}

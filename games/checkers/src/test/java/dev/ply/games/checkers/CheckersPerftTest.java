package dev.ply.games.checkers;

import static dev.ply.testkit.PerftAssertions.assertPerft;
import static dev.ply.testkit.PerftAssertions.assertPerftAt;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The English-draughts perft table of REFERENCE.md, from the initial position. */
class CheckersPerftTest {

    private final CheckersGame game = new CheckersGame();

    @Test
    void shouldReproduceTheReferenceCountsToDepthNine() {
        assertPerft(game.newState(), 7, 49, 302, 1_469, 7_361, 36_768, 179_740, 845_931, 3_963_680);
    }

    @Test
    void shouldBulkCountTheSameAsMakingEveryMove() {
        CheckersState start = game.newState();
        assertThat(CheckersPerft.count(start, 9)).isEqualTo(3_963_680);
        assertThat(CheckersPerft.countMakingEveryMove(start, 8)).isEqualTo(845_931);
    }

    /**
     * Depth 12 is the first where two capture sequences take the same pieces by different landing squares
     * (counting distinct results instead would give 388,617,999).
     */
    @Tag("slow")
    @ParameterizedTest(name = "perft({0})")
    @CsvSource({"10, 18391564", "11, 85242128", "12, 388623673"})
    void shouldReproduceTheDeepReferenceCounts(int depth, long expected) {
        assertThat(CheckersPerft.count(game.newState(), depth)).isEqualTo(expected);
    }

    @Tag("slow")
    @Test
    void shouldReproduceDepthTenThroughTheGenericPerft() {
        assertPerftAt(game.newState(), 10, 18_391_564);
    }
}

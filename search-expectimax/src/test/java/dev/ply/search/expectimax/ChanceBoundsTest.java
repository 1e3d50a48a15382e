package dev.ply.search.expectimax;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.ply.games.tree.GameTree;
import dev.ply.games.tree.GameTrees;
import dev.ply.games.tree.TreeGame;
import org.junit.jupiter.api.Test;

class ChanceBoundsTest {

    /** The root of {0.2: 0, 0.5: 0, 0.3: 0}: three outcomes, values to be filled in by the test. */
    private static ChanceBounds threeOutcomes() {
        ChanceBounds bounds = new ChanceBounds(3);
        TreeGame game = new TreeGame(GameTree.of(GameTrees.parse("{0.2: 0, 0.5: 0, 0.3: 0}")));
        assertThat(bounds.load(game.newState(), -10, 10)).isEqualTo(3);
        return bounds;
    }

    @Test
    void shouldSearchTheMostProbableOutcomesFirst() {
        ChanceBounds bounds = threeOutcomes();
        assertThat(new int[] {bounds.searchOrder(0), bounds.searchOrder(1), bounds.searchOrder(2)})
                .containsExactly(1, 2, 0);
        assertThat(bounds.outcome(2)).isEqualTo(2);
    }

    @Test
    void shouldBoundTheNodeByItsOutcomesBounds() {
        ChanceBounds bounds = threeOutcomes();
        assertThat(bounds.lower()).isCloseTo(-10.0, within(1e-12));
        assertThat(bounds.upper()).isCloseTo(10.0, within(1e-12));
        bounds.exact(1, 4);
        bounds.atLeast(0, 2);
        bounds.atMost(2, -6);
        assertThat(bounds.lower()).isCloseTo(0.2 * 2 + 0.5 * 4 + 0.3 * -10, within(1e-12));
        assertThat(bounds.upper()).isCloseTo(0.2 * 10 + 0.5 * 4 + 0.3 * -6, within(1e-12));
        assertThat(bounds.known(1)).isTrue();
        assertThat(bounds.known(0)).isFalse();
    }

    @Test
    void shouldGiveEachOutcomeTheWindowBeyondWhichTheNodeFailsItsOwn() {
        ChanceBounds bounds = threeOutcomes();
        bounds.exact(1, 4);
        // Outcome 2 below a fails the node low: 0.2 * 10 + 0.5 * 4 + 0.3 * a = alpha = 1 gives a = -10, clipped.
        assertThat(bounds.windowLow(2, 1)).isEqualTo(-10.0);
        // With alpha = 3.5: 4 + 0.3 a = 3.5, a = -5/3.
        assertThat(bounds.windowLow(2, 3.5)).isCloseTo(-5.0 / 3, within(1e-12));
        // Above b the node fails high for beta = 2: -2 + 2 + 0.3 b = 2, b = 20/3.
        assertThat(bounds.windowHigh(2, 2)).isCloseTo(20.0 / 3, within(1e-12));
        assertThat(bounds.windowHigh(2, 9)).as("clipped to U").isEqualTo(10.0);
    }

    @Test
    void shouldReadAFailSoftResultAsTheBoundItIs() {
        ChanceBounds bounds = threeOutcomes();
        bounds.narrow(0, -3, -2, 5);
        bounds.narrow(1, 7, -2, 5);
        bounds.narrow(2, 1, -2, 5);
        assertThat(bounds.known(0)).isFalse();
        assertThat(bounds.known(1)).isFalse();
        assertThat(bounds.known(2)).isTrue();
        assertThat(bounds.valueOf(2)).isEqualTo(1.0);
        assertThat(bounds.lower()).isCloseTo(0.2 * -10 + 0.5 * 7 + 0.3 * 1, within(1e-12));
        assertThat(bounds.upper()).isCloseTo(0.2 * -3 + 0.5 * 10 + 0.3 * 1, within(1e-12));
    }

    @Test
    void shouldSumTheValueInTheGamesOrderOfOutcomes() {
        ChanceBounds bounds = threeOutcomes();
        bounds.exact(0, 1.0 / 3);
        bounds.exact(1, 2.0 / 7);
        bounds.exact(2, 5.0 / 11);
        double plain = 0;
        plain += 0.2 * (1.0 / 3);
        plain += 0.5 * (2.0 / 7);
        plain += 0.3 * (5.0 / 11);
        assertThat(bounds.value()).isEqualTo(plain);
    }
}

package dev.ply.testkit.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.ply.core.GameState;
import dev.ply.core.IllegalMoveException;
import org.junit.jupiter.api.Test;

class ImplicitTreeGameTest {

    @Test
    void shouldFollowEveryMoveWithAChanceNodeWhoseProbabilitiesSumToOne() {
        ImplicitTreeGame game = new ImplicitTreeGame(3, 0, 7, 4);
        assertThat(game.hasChanceNodes()).isTrue();
        assertThat(game.maxMoves()).isEqualTo(4);
        GameState state = game.newState();
        int[] outcomes = new int[4];
        double[] probabilities = new double[4];
        int[] movers = new int[8];
        for (int ply = 0; ply < 8; ply++) {
            movers[ply] = state.toMove();
            assertThat(state.isChanceNode()).as("ply %d", ply).isEqualTo(ply % 2 == 1);
            if (state.isChanceNode()) {
                assertThat(state.chanceOutcomes(outcomes, probabilities)).isEqualTo(4);
                assertThat(probabilities[0] + probabilities[1] + probabilities[2] + probabilities[3])
                        .isCloseTo(1.0, within(1e-12));
                assertThat(probabilities[3]).isEqualTo(4 * probabilities[0]);
                assertThat(state.legalMoves(outcomes)).isEqualTo(4);
            } else {
                assertThat(state.chanceOutcomes(outcomes, probabilities)).isZero();
                assertThat(state.legalMoves(outcomes)).isEqualTo(3);
            }
            state.play(ply % 3);
        }
        // A move, then the chance node belongs to the player who did not move, who moves next.
        assertThat(movers).containsExactly(0, 1, 1, 0, 0, 1, 1, 0);
    }

    @Test
    void shouldEndAtItsDepthCountingChanceEventsAndRoundTripItsNotation() {
        ImplicitTreeGame game = new ImplicitTreeGame(2, 3, 1, 5);
        GameState state = game.parseState("/1/4/0");
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.isChanceNode()).as("a finished game is no chance node").isFalse();
        assertThat(state.outcome(0)).isEqualTo(-state.outcome(1));
        GameState chance = game.parseState("/1");
        assertThat(chance.isChanceNode()).isTrue();
        assertThat(chance.parseMove("4")).isEqualTo(4);
        assertThatThrownBy(() -> chance.parseMove("5")).isInstanceOf(IllegalMoveException.class);
        assertThat(game.parseState(chance.notation()).hash()).isEqualTo(chance.hash());
    }

    @Test
    void shouldKeepTheDeterministicGameUnchanged() {
        ImplicitTreeGame game = new ImplicitTreeGame(8, 0, 1);
        GameState state = game.newState();
        assertThat(game.hasChanceNodes()).isFalse();
        for (int ply = 0; ply < 5; ply++) {
            assertThat(state.toMove()).isEqualTo(ply & 1);
            assertThat(state.isChanceNode()).isFalse();
            state.play(ply);
        }
    }
}

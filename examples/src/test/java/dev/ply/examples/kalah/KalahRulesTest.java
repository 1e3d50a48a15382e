package dev.ply.examples.kalah;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.IllegalMoveException;
import org.junit.jupiter.api.Test;

/** Kalah's sowing rules, each on a position worked out by hand. */
class KalahRulesTest {

    private final Kalah kalah = new Kalah();

    private static String after(KalahState state, String move) {
        state.play(state.parseMove(move));
        return state.notation();
    }

    @Test
    void shouldGiveAnotherTurnWhenTheLastSeedFallsInTheMoversStore() {
        assertThat(after(kalah.newState(), "3")).isEqualTo("4,4,0,5,5,5,1,4,4,4,4,4,4,0 S");
        assertThat(after(kalah.newState(), "4")).isEqualTo("4,4,4,0,5,5,1,5,4,4,4,4,4,0 N");
    }

    @Test
    void shouldCaptureTheOppositeHouseAndEndTheGameWhenASideIsEmpty() {
        KalahState state = kalah.parseState("0,0,0,0,1,0,10,4,4,4,4,4,4,13 S");
        // The seed lands in South's empty sixth house, opposite North's first (4 seeds): 5 to South's store; South's
        // houses are then empty, so North stores its other 20 seeds and the game is over.
        assertThat(after(state, "5")).isEqualTo("0,0,0,0,0,0,15,0,0,0,0,0,0,33 N");
        assertThat(state.isTerminal()).isTrue();
        assertThat(state.outcome(0)).isEqualTo(-1);
        assertThat(state.legalMoves(new int[6])).isZero();
        state.undo();
        assertThat(state.notation()).isEqualTo("0,0,0,0,1,0,10,4,4,4,4,4,4,13 S");
    }

    @Test
    void shouldSkipTheOpponentsStoreWhenSowingAllTheWayRound() {
        KalahState state = kalah.parseState("1,0,3,0,0,12,9,2,0,0,1,0,6,14 S");
        // Twelve seeds from South's sixth house: South's store, North's six houses, past North's store, then South's
        // first five houses; the last lands in the fifth, which was empty, opposite North's second, which the sowing
        // has just given its one seed: both go to South's store.
        assertThat(after(state, "6")).isEqualTo("2,1,4,1,0,0,12,3,0,1,2,1,7,14 N");
    }

    @Test
    void shouldRefuseAnEmptyHouseWithOneLine() {
        KalahState state = kalah.parseState("4,4,0,5,5,5,1,4,4,4,4,4,4,0 S");
        assertThatThrownBy(() -> state.parseMove("3")).isInstanceOf(IllegalMoveException.class)
                .hasMessage("'3' is not a legal move here; legal: 1, 2, 4, 5, 6");
    }
}

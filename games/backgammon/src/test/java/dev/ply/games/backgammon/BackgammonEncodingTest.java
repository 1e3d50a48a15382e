package dev.ply.games.backgammon;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Ply;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Backgammon as a network reads it: the mover's side first, the dice, and plays by their first two checker moves. */
class BackgammonEncodingTest {

    private final BackgammonGame game = (BackgammonGame) Ply.game("backgammon");

    private static float[] encoded(BackgammonState state) {
        float[] input = new float[state.inputSize()];
        state.encode(input, 0);
        return input;
    }

    @Test
    void shouldSeeTheStartingPositionAlikeFromEitherSideAndTheDiceOnlyAfterTheRoll() {
        float[] o = encoded(game.parseState("4HPwATDgc/ABMA:O:63"));
        float[] x = encoded(game.parseState("4HPwATDgc/ABMA:X:63"));
        assertThat(x).isEqualTo(o);
        // O's 6-point holds five checkers: at least one, two, three, and (5 - 3) / 2 beyond.
        assertThat(new float[] {o[20], o[21], o[22], o[23]}).containsExactly(1f, 1f, 1f, 1f);
        assertThat(o[196]).as("rolled").isEqualTo(1f);
        assertThat(o[197 + 5]).as("the higher die, 6").isEqualTo(1f);
        assertThat(o[203 + 2]).as("the lower die, 3").isEqualTo(1f);
        float[] before = encoded(game.parseState("4HPwATDgc/ABMA:O"));
        assertThat(before[196]).as("a chance node: not rolled").isZero();
        for (int i = 197; i < 209; i++) {
            assertThat(before[i]).isZero();
        }
    }

    @Test
    void shouldNameTheOpeningPlaysOfARollDifferentlyAndThePassApart() {
        BackgammonState state = game.parseState("4HPwATDgc/ABMA:O:63");
        int[] moves = new int[game.maxMoves()];
        int count = state.legalMoves(moves);
        Set<Integer> actions = new HashSet<>();
        for (int i = 0; i < count; i++) {
            int action = state.actionIndex(moves[i]);
            assertThat(action).isBetween(0, state.actionCount() - 2);
            actions.add(action);
        }
        assertThat(actions).as("6-3 has 14 plays, each its own action").hasSize(count).hasSize(14);
        assertThat(state.actionIndex(BackgammonMove.PASS)).isEqualTo(state.actionCount() - 1);
        assertThat(state.distinctActions()).as("doubles' later moves can share").isFalse();
    }
}

package dev.ply.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.Ply;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The network's view of draughts: the mover's side always at the bottom, actions named from it. */
class CheckersEncodingTest {

    private final CheckersGame game = (CheckersGame) Ply.game("checkers");

    private static float[] encoded(CheckersState state) {
        float[] input = new float[state.inputSize()];
        state.encode(input, 0);
        return input;
    }

    @Test
    void shouldSeeTheStartPositionAlikeFromEitherSide() {
        CheckersState black = game.newState();
        CheckersState white = game.parseState(black.notation().replaceFirst("^B", "W"));
        assertThat(white.toMove()).isEqualTo(1);
        assertThat(encoded(white)).isEqualTo(encoded(black));
        float[] input = encoded(black);
        int men = 0;
        for (int square = 0; square < 32; square++) {
            men += (int) input[square];
        }
        assertThat(men).as("the mover's twelve men").isEqualTo(12);
        // 11-15 for Black is 22-18 for White: the same move seen from the mover's side.
        assertThat(white.actionIndex(white.parseMove("22-18"))).isEqualTo(black.actionIndex(black.parseMove("11-15")));
    }

    @Test
    void shouldNameEveryMoveOfTheOpeningDifferentlyAndWithinTheSpace() {
        CheckersState state = game.newState();
        int[] moves = new int[game.maxMoves()];
        Set<Integer> actions = new HashSet<>();
        int count = state.legalMoves(moves);
        for (int i = 0; i < count; i++) {
            int action = state.actionIndex(moves[i]);
            assertThat(action).isBetween(0, state.actionCount() - 1);
            actions.add(action);
        }
        assertThat(actions).hasSize(count);
    }

    @Test
    void shouldGiveTwoCapturePathsToTheSameSquareOneActionAndSayActionsAreNotDistinct() {
        // The diamond: Black's man on 7 takes 7x14, then either 14x23x30 or 14x21x30 (found by a random search).
        CheckersState state = game.parseState("B:W10,17,18,25,26:B7");
        int[] moves = new int[game.maxMoves()];
        int count = state.legalMoves(moves);
        Set<Integer> actions = new HashSet<>();
        for (int i = 0; i < count; i++) {
            actions.add(state.actionIndex(moves[i]));
        }
        assertThat(state.distinctActions()).isFalse();
        assertThat(count).as("two capture paths").isEqualTo(2);
        assertThat(java.util.List.of(state.moveToString(moves[0]), state.moveToString(moves[1])))
                .containsExactlyInAnyOrder("7x14x23x30", "7x14x21x30");
        assertThat(actions).as("one action for both").hasSize(1);
    }
}

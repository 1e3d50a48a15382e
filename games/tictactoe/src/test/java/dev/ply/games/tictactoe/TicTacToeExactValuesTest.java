package dev.ply.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.capability.ExactValues;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TicTacToeExactValuesTest {

    private final TicTacToe game = new TicTacToe();

    /** Plain minimax without pruning or budget, by the notation: the reference. */
    private static int minimax(TicTacToeState state, Map<String, Integer> memo) {
        Integer known = memo.get(state.notation());
        if (known != null) {
            return known;
        }
        int value;
        if (state.isTerminal()) {
            value = Integer.signum(state.outcome(state.toMove()));
        } else {
            value = -1;
            int[] moves = new int[9];
            int count = state.legalMoves(moves);
            for (int i = 0; i < count; i++) {
                state.play(moves[i]);
                value = Math.max(value, -minimax(state, memo));
                state.undo();
            }
        }
        memo.put(state.notation(), value);
        return value;
    }

    @Test
    void everyReachablePositionGetsItsMinimaxValue() {
        Map<String, Integer> memo = new HashMap<>();
        minimax(game.newState(), memo);
        assertThat(memo).hasSize(5_478);
        int[] byValue = new int[3];
        for (Map.Entry<String, Integer> entry : memo.entrySet()) {
            TicTacToeState state = game.parseState(entry.getKey());
            int value = game.exactValue(state, 1_000_000);
            assertThat(value).as(entry.getKey()).isEqualTo(entry.getValue());
            assertThat(state.notation()).isEqualTo(entry.getKey());
            byValue[value + 1]++;
        }
        assertThat(byValue).as("every value occurs").doesNotContain(0);
        assertThat(game.exactValue(game.newState(), 1_000_000)).as("a draw with perfect play").isZero();
    }

    @Test
    void aBudgetThatRunsOutAnswersUnknownWithThePositionUnchanged() {
        TicTacToeState start = game.newState();
        long hash = start.hash();
        assertThat(game.exactValue(start, 100)).isEqualTo(ExactValues.UNKNOWN);
        assertThat(start.hash()).isEqualTo(hash);
        assertThat(start.plies()).isZero();
        // One move from a win is found within a handful of positions.
        assertThat(game.exactValue(game.parseState("XX.OO...."), 3)).isEqualTo(1);
        assertThatThrownBy(() -> game.exactValue(start, 0)).hasMessage("the budget must be at least 1 node, not 0");
    }
}

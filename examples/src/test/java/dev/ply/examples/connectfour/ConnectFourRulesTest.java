package dev.ply.examples.connectfour;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.IllegalMoveException;
import dev.ply.core.perft.Perft;
import org.junit.jupiter.api.Test;

class ConnectFourRulesTest {

    private final ConnectFour game = new ConnectFour();

    private ConnectFourState play(String columns) {
        ConnectFourState state = game.newState();
        for (char c : columns.toCharArray()) {
            state.play(state.parseMove(String.valueOf(c)));
        }
        return state;
    }

    @Test
    void shouldCountEveryPathUntilAColumnOverflows() {
        ConnectFourState start = game.newState();
        long paths = 1;
        for (int depth = 0; depth <= 6; depth++) {
            assertThat(Perft.count(start, depth)).as("depth %d", depth).isEqualTo(paths);
            paths *= 7;
        }
        // Nobody can win before the seventh disc; the only lost paths are the seven that fill one column.
        assertThat(Perft.count(start, 7)).isEqualTo(paths - 7);
    }

    @Test
    void shouldWinWithFourInEveryDirection() {
        assertThat(play("1212121").isTerminal()).as("vertical").isTrue();
        assertThat(play("1122334").outcome(0)).as("horizontal").isEqualTo(1);
        assertThat(play("1223733474644").outcome(0)).as("rising diagonal").isEqualTo(1);
        assertThat(play("7665155414244").outcome(1)).as("falling diagonal").isEqualTo(-1);
        assertThat(play("121212").isTerminal()).isFalse();
    }

    @Test
    void shouldDropDiscsToTheLowestFreeCellAndRefuseFullColumns() {
        ConnectFourState state = play("444444");
        assertThat(state.notation()).isEqualTo("...O.../...X.../...O.../...X.../...O.../...X...");
        assertThatThrownBy(() -> state.parseMove("4")).isInstanceOf(IllegalMoveException.class)
                .hasMessage("column 4 is full");
    }

    @Test
    void shouldEncodeDiscsAndTheCellsThatCompleteFourFromTheMoversView() {
        // X on 1, 2, 3 of the bottom row and O on 1, 2, 3 of the row above; X to move: X completes four at 4 (playable)
        // and O at 4 of the second row (not yet playable); nothing else completes four.
        ConnectFourState state = play("112233");
        float[] input = new float[state.inputSize()];
        state.encode(input, 0);
        int cells = ConnectFour.ROWS * ConnectFour.COLUMNS;
        assertThat(state.encodingName()).isEqualTo("connectfour-4x6x7");
        assertThat(input).hasSize(4 * cells);
        int bottom = (ConnectFour.ROWS - 1) * ConnectFour.COLUMNS;
        int second = (ConnectFour.ROWS - 2) * ConnectFour.COLUMNS;
        for (int cell = 0; cell < cells; cell++) {
            boolean ownDisc = cell >= bottom && cell < bottom + 3;
            boolean theirDisc = cell >= second && cell < second + 3;
            assertThat(input[cell]).as("own disc at %d", cell).isEqualTo(ownDisc ? 1f : 0f);
            assertThat(input[cells + cell]).as("opponent's disc at %d", cell).isEqualTo(theirDisc ? 1f : 0f);
            assertThat(input[2 * cells + cell]).as("own four at %d", cell).isEqualTo(cell == bottom + 3 ? 1f : 0f);
            assertThat(input[3 * cells + cell]).as("opponent's four at %d", cell)
                    .isEqualTo(cell == second + 3 ? 1f : 0f);
        }
        // After X blocks nothing and plays 7, O is to move: the planes swap sides.
        state.play(state.parseMove("7"));
        state.encode(input, 0);
        assertThat(input[2 * cells + second + 3]).as("O's own four").isEqualTo(1f);
        assertThat(input[3 * cells + bottom + 3]).as("X's four, now the opponent's").isEqualTo(1f);
    }

    @Test
    void shouldDrawWhenTheBoardFillsWithoutFour() {
        ConnectFourState full = game.parseState("OOXXOOX/XXOOXOX/XOXXOOO/XOXOXXO/OOXXOOX/OXOXXXO");
        assertThat(full.isTerminal()).isTrue();
        assertThat(full.outcome(0)).isZero();
    }

    @Test
    void shouldPreferTheCentreAndCountOpenWindows() {
        ConnectFourEvaluator evaluator = game.defaultEvaluator();
        ConnectFourState centre = play("4");
        ConnectFourState edge = play("1");
        // O to move in both: X's centre disc is worth more to X, so worse for O.
        assertThat(evaluator.evaluate(centre)).isLessThan(evaluator.evaluate(edge));
        assertThat(evaluator.evaluate(game.newState())).isZero();
    }
}

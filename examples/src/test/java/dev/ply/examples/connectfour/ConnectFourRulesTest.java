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

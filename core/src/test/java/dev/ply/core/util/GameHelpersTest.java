package dev.ply.core.util;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.ZobristKeys;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GameHelpersTest {

    @Test
    void shouldLayBoardKeysOutInTheOrderOfTheGeneratorAndKeepThemDistinct() {
        BoardKeys keys = BoardKeys.of(42, 2, 9);
        long[] raw = ZobristKeys.generate(42, 19);
        Set<Long> seen = new HashSet<>();
        for (int player = 0; player < 2; player++) {
            for (int square = 0; square < 9; square++) {
                assertThat(keys.square(player, square)).isEqualTo(raw[9 * player + square]);
                seen.add(keys.square(player, square));
            }
        }
        assertThat(keys.secondToMove()).isEqualTo(raw[18]);
        seen.add(keys.secondToMove());
        assertThat(seen).hasSize(19);
        assertThat(BoardKeys.of(43, 2, 9).square(0, 0)).as("another seed, other keys").isNotEqualTo(raw[0]);
        assertThatThrownBy(() -> BoardKeys.of(1, 0, 9)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void shouldUndoInReverseOrderGrowAsNeededAndCopyIndependently() {
        UndoStack stack = new UndoStack(2);
        for (int i = 0; i < 5; i++) {
            stack.push(10 + i);
        }
        assertThat(stack.size()).isEqualTo(5);
        UndoStack copy = stack.copy();
        assertThat(stack.pop()).isEqualTo(14);
        assertThat(stack.pop()).isEqualTo(13);
        assertThat(copy.size()).as("the copy keeps its own moves").isEqualTo(5);
        assertThat(copy.pop()).isEqualTo(14);
        while (stack.size() > 0) {
            stack.pop();
        }
        assertThatThrownBy(stack::pop).isInstanceOf(IllegalStateException.class).hasMessage("no move to undo");
    }
}

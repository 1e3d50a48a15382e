package dev.ply.core.tt;

import static dev.ply.core.tt.TranspositionTable.BOUND_EXACT;
import static dev.ply.core.tt.TranspositionTable.BOUND_LOWER;
import static dev.ply.core.tt.TranspositionTable.BOUND_UPPER;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TranspositionTableTest {

    @Test
    void shouldSettleANodeWithAnExactScoreOrABoundOutsideTheWindow() {
        assertThat(TranspositionTable.settles(BOUND_EXACT, 5, -10, 10)).isTrue();
        assertThat(TranspositionTable.settles(BOUND_LOWER, 10, -10, 10)).isTrue();
        assertThat(TranspositionTable.settles(BOUND_LOWER, 9, -10, 10)).isFalse();
        assertThat(TranspositionTable.settles(BOUND_UPPER, -10, -10, 10)).isTrue();
        assertThat(TranspositionTable.settles(BOUND_UPPER, -9, -10, 10)).isFalse();
        // A lower bound below the window, or an upper bound above it, says nothing.
        assertThat(TranspositionTable.settles(BOUND_LOWER, -20, -10, 10)).isFalse();
        assertThat(TranspositionTable.settles(BOUND_UPPER, 20, -10, 10)).isFalse();
    }
}

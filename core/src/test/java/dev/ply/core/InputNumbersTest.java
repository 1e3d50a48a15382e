package dev.ply.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class InputNumbersTest {

    @Test
    void everyLongReadsBackWithItsSign() {
        for (long value : new long[] {Long.MIN_VALUE, -9_217_605_943_753_554_484L, -1, 0, 1,
            9_217_605_943_753_554_484L, Long.MAX_VALUE}) {
            assertThat(InputNumbers.parseLong(Long.toString(value), "seed", Long.MIN_VALUE, Long.MAX_VALUE))
                    .isEqualTo(value);
        }
        assertThat(InputNumbers.parseLong("+0000000000000000000042", "n", 0, 100)).isEqualTo(42);
    }

    @Test
    void numbersBeyondALongAreOutOfRangeNotGarbage() {
        assertThatThrownBy(() -> InputNumbers.parseLong("9223372036854775808", "seed", Long.MIN_VALUE,
                Long.MAX_VALUE)).isInstanceOf(InvalidInputException.class)
                .hasMessage("seed must be from -9223372036854775808 to 9223372036854775807, not 9223372036854775808");
        assertThatThrownBy(() -> InputNumbers.parseLong("-99999999999999999999", "seed", Long.MIN_VALUE,
                Long.MAX_VALUE)).hasMessageContaining("must be from");
        assertThatThrownBy(() -> InputNumbers.parseLong("12a", "seed", 0, 1)).hasMessage(
                "seed needs a whole number, not '12a'");
    }
}

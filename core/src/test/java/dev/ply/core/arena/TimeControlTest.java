package dev.ply.core.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.InvalidInputException;
import org.junit.jupiter.api.Test;

class TimeControlTest {

    @Test
    void shouldParseBaseAndIncrementInSeconds() {
        assertThat(TimeControl.parse("10+0.1")).isEqualTo(new TimeControl(10_000, 100));
        assertThat(TimeControl.parse("60")).isEqualTo(new TimeControl(60_000, 0));
    }

    @Test
    void shouldRejectMalformedTimeControls() {
        for (String bad : new String[] {"", "abc", "10+", "+1", "-5", "1+2+3", "0+1"}) {
            assertThatThrownBy(() -> TimeControl.parse(bad)).as(bad).isInstanceOf(InvalidInputException.class);
        }
    }
}

package dev.ply.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.InvalidInputException;
import org.junit.jupiter.api.Test;

/** The swept specification: one setting's values, each put in place. */
class SweepTest {

    @Test
    void shouldPutEachValueInPlaceOfTheSet() {
        Sweep sweep = Sweep.parse("mcts:c={0.5, 1,1.4,2},iterations=300");
        assertThat(sweep.key()).isEqualTo("c");
        assertThat(sweep.points()).extracting(Sweep.Point::agent).containsExactly("mcts:c=0.5,iterations=300",
                "mcts:c=1,iterations=300", "mcts:c=1.4,iterations=300", "mcts:c=2,iterations=300");
        assertThat(sweep.points()).extracting(Sweep.Point::setting).containsExactly("c=0.5", "c=1", "c=1.4", "c=2");
        assertThat(Sweep.parse("alphabeta:depth={2,4}").points()).extracting(Sweep.Point::value)
                .containsExactly("2", "4");
    }

    @Test
    void shouldRefuseASweepWithoutValuesOrWithTwoSets() {
        assertThatThrownBy(() -> Sweep.parse("mcts:c=1")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("key={v1,v2,...}");
        assertThatThrownBy(() -> Sweep.parse("mcts:c={}")).hasMessageContaining("empty value");
        assertThatThrownBy(() -> Sweep.parse("mcts:c={1}")).hasMessageContaining("at least two values");
        assertThatThrownBy(() -> Sweep.parse("mcts:c={1,1}")).hasMessageContaining("repeats the value 1");
        assertThatThrownBy(() -> Sweep.parse("mcts:c={1,2},iterations={10,20}")).hasMessageContaining("two sets");
        assertThatThrownBy(() -> Sweep.parse("mcts:c={1,2")).hasMessageContaining("key={v1,v2,...}");
    }
}

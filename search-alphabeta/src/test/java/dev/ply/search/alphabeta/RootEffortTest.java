package dev.ply.search.alphabeta;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The root moves' node record and the time factor that option {@code effort} derives from it. */
class RootEffortTest {

    @Test
    void shouldAddEachMovesNodesUntilCleared() {
        RootEffort effort = new RootEffort(4);
        effort.add(17, 100);
        effort.add(5, 30);
        effort.add(17, 50);
        assertThat(effort.of(17)).isEqualTo(150);
        assertThat(effort.of(5)).isEqualTo(30);
        assertThat(effort.of(9)).isZero();
        assertThat(effort.total()).isEqualTo(180);
        effort.clear();
        assertThat(effort.of(17)).isZero();
        assertThat(effort.total()).isZero();
    }

    @Test
    void shouldGrantLessTimeTheLargerTheBestMovesShare() {
        assertThat(IterativeDeepening.effortFactor(0.9)).isCloseTo(0.6, within(1e-9));
        assertThat(IterativeDeepening.effortFactor(0.7)).isCloseTo(1.0, within(1e-9));
        assertThat(IterativeDeepening.effortFactor(0.5)).isCloseTo(1.4, within(1e-9));
        assertThat(IterativeDeepening.effortFactor(1.0)).isEqualTo(0.5);
        assertThat(IterativeDeepening.effortFactor(0.0)).isEqualTo(1.6);
        for (int k = 1; k <= 100; k++) {
            assertThat(IterativeDeepening.effortFactor(k / 100.0))
                    .isLessThanOrEqualTo(IterativeDeepening.effortFactor((k - 1) / 100.0));
        }
    }
}

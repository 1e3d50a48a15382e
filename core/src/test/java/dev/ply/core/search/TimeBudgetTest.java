package dev.ply.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.search.support.TimeBudget;
import org.junit.jupiter.api.Test;

class TimeBudgetTest {

    @Test
    void shouldBeUnlimitedWithoutTimeLimitsOrWhenInfinite() {
        assertThat(TimeBudget.of(SearchLimits.ofDepth(5)).isLimited()).isFalse();
        assertThat(TimeBudget.of(SearchLimits.ofMoveTime(1000).withInfinite(true)).isLimited()).isFalse();
    }

    @Test
    void shouldStopAFixedMoveTimeJustShortOfIt() {
        TimeBudget budget = TimeBudget.of(SearchLimits.ofMoveTime(1000));
        assertThat(budget.hardMillis()).isEqualTo(990);
        assertThat(budget.softMillis()).isEqualTo(990);
        assertThat(budget.hardExpired(989_000_000L)).isFalse();
        assertThat(budget.hardExpired(990_000_000L)).isTrue();
    }

    @Test
    void shouldCallAMoveTimeFixedAndAClocksShareNot() {
        assertThat(TimeBudget.of(SearchLimits.ofMoveTime(1000)).isFixed()).isTrue();
        assertThat(TimeBudget.of(SearchLimits.NONE.withClock(60_000, 0, 0)).isFixed()).isFalse();
        assertThat(TimeBudget.of(SearchLimits.ofDepth(4)).isFixed()).isFalse();
        // Both: the shorter binds; a clock nearly out overrides a long move time.
        assertThat(TimeBudget.of(SearchLimits.ofMoveTime(500).withClock(600_000, 0, 0)).isFixed()).isTrue();
        assertThat(TimeBudget.of(SearchLimits.ofMoveTime(5_000).withClock(1_000, 0, 0)).isFixed()).isFalse();
    }

    /** A search's judgement (a stable best move: factor 0.6) shortens a clock's share but never a fixed move time. */
    @Test
    void shouldLetASearchShortenAClocksShareButNotAFixedMoveTime() {
        long[] now = {0};
        dev.ply.core.search.support.SearchControl fixed = new dev.ply.core.search.support.SearchControl(() -> now[0]);
        fixed.start(SearchLimits.ofMoveTime(1000));
        now[0] = 700_000_000L;
        assertThat(fixed.mayStartIteration(0.6)).isTrue();
        now[0] = 995_000_000L;
        assertThat(fixed.mayStartIteration(1.5)).isFalse();
        now[0] = 0;
        dev.ply.core.search.support.SearchControl clock = new dev.ply.core.search.support.SearchControl(() -> now[0]);
        SearchLimits onClock = SearchLimits.NONE.withClock(31_000, 0, 0);
        clock.start(onClock);
        now[0] = TimeBudget.of(onClock).softMillis() * 700_000L;
        assertThat(clock.mayStartIteration(0.6)).isFalse();
        assertThat(clock.mayStartIteration(1.0)).isTrue();
    }

    @Test
    void shouldNeverPlanToSpendMoreThanTheClockHolds() {
        for (long left : new long[] {1, 5, 20, 100, 1_000, 10_000, 600_000}) {
            for (long increment : new long[] {0, 100, 2_000}) {
                for (int toGo : new int[] {0, 1, 5, 40}) {
                    TimeBudget budget = TimeBudget.of(SearchLimits.NONE.withClock(left, increment, toGo));
                    assertThat(budget.hardMillis()).as("hard limit with %d ms left", left).isLessThanOrEqualTo(
                            Math.max(1, left - Math.min(50, left / 10)));
                    assertThat(budget.softMillis()).isLessThanOrEqualTo(budget.hardMillis()).isPositive();
                }
            }
        }
    }

    @Test
    void shouldSpendAShareOfTheClockPlusMostOfTheIncrement() {
        TimeBudget budget = TimeBudget.of(SearchLimits.NONE.withClock(10_000, 100, 0));
        // 10000 / 31 + 75 = 397 ms soft; hard four times that, under a fifth of the clock plus half the increment.
        assertThat(budget.softMillis()).isEqualTo(397);
        assertThat(budget.hardMillis()).isEqualTo(1588);
        TimeBudget lastMove = TimeBudget.of(SearchLimits.NONE.withClock(10_000, 0, 1));
        assertThat(lastMove.softMillis()).isEqualTo(2000);
    }
}

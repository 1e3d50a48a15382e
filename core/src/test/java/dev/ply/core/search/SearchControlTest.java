package dev.ply.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.search.support.SearchControl;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class SearchControlTest {

    @Test
    void shouldMakeEveryThreadUnwindAfterAbort() throws Exception {
        SearchControl control = new SearchControl();
        control.start(SearchLimits.NONE);
        CompletableFuture<Long> helper = CompletableFuture.supplyAsync(() -> {
            long nodes = 1;
            while (!control.shouldAbort(nodes)) {
                nodes++;
            }
            return nodes;
        });
        Thread.sleep(50);
        assertThat(helper).isNotDone();
        control.abort();
        assertThat(helper.get(2, TimeUnit.SECONDS)).isPositive();
        assertThat(control.aborted()).isTrue();
        assertThat(control.mayStartIteration(10)).isFalse();
        control.start(SearchLimits.NONE);
        assertThat(control.aborted()).as("a new search forgets the abort").isFalse();
    }

    @Test
    void shouldScaleTheSoftLimitButNeverPassTheHardOne() {
        long[] now = {0};
        SearchControl control = new SearchControl(() -> now[0]);
        control.start(SearchLimits.NONE.withClock(6000, 0, 0));
        // soft = 6000 / 31 = 193 ms, hard = 4 * 193 = 772 ms
        now[0] = TimeUnit.MILLISECONDS.toNanos(250);
        assertThat(control.mayStartIteration()).isFalse();
        assertThat(control.mayStartIteration(0.5)).isFalse();
        assertThat(control.mayStartIteration(2.0)).as("2 x 193 ms = 386 ms are granted").isTrue();
        now[0] = TimeUnit.MILLISECONDS.toNanos(390);
        assertThat(control.mayStartIteration(2.0)).isFalse();
        assertThat(control.mayStartIteration(100.0)).as("up to the hard limit").isTrue();
        assertThat(control.shouldAbort(SearchControl.POLL_INTERVAL)).isFalse();
        now[0] = TimeUnit.MILLISECONDS.toNanos(850);
        assertThat(control.mayStartIteration(100.0)).as("past the hard limit").isFalse();
        assertThat(control.shouldAbort(2 * SearchControl.POLL_INTERVAL)).as("the hard limit stops the search").isTrue();
    }

    @Test
    void shouldAlwaysAllowAnotherIterationWithoutATimeLimitUntilStopped() {
        SearchControl control = new SearchControl();
        control.start(SearchLimits.ofDepth(5));
        assertThat(control.mayStartIteration(0.01)).isTrue();
        control.requestStop();
        assertThat(control.mayStartIteration(0.01)).isFalse();
    }
}

package dev.ply.core.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class EloEstimateTest {

    @Test
    void shouldGiveZeroForAnEvenScoreAndTheTextbookValueForThreeQuarters() {
        assertThat(EloEstimate.of(10, 0, 10).elo()).isCloseTo(0, within(1e-9));
        // 75% is 400*log10(3) = 190.85 Elo.
        assertThat(EloEstimate.of(75, 0, 25).elo()).isCloseTo(190.85, within(0.01));
        assertThat(EloEstimate.of(25, 0, 75).elo()).isCloseTo(-190.85, within(0.01));
    }

    @Test
    void shouldNarrowTheIntervalAsGamesAccumulateAndContainTheEstimate() {
        EloEstimate few = EloEstimate.of(6, 2, 2);
        EloEstimate many = EloEstimate.of(600, 200, 200);
        assertThat(few.score()).isEqualTo(many.score()).isEqualTo(0.7);
        assertThat(few.lower()).isLessThan(few.elo());
        assertThat(few.upper()).isGreaterThan(few.elo());
        assertThat(many.upper() - many.lower()).isLessThan((few.upper() - few.lower()) / 5);
        // Standard error of the mean score: sqrt(var/n) with var = (600*.09 + 200*.04 + 200*.49)/1000 = 0.16.
        double margin = 1.959964 * Math.sqrt(0.16 / 1000);
        assertThat(many.lower()).isCloseTo(EloEstimate.elo(0.7 - margin), within(1e-9));
    }

    @Test
    void shouldBeInfiniteForAPerfectScoreAndPrintIt() {
        EloEstimate perfect = EloEstimate.of(5, 0, 0);
        assertThat(perfect.elo()).isInfinite();
        assertThat(perfect.toString()).startsWith("+inf");
        assertThat(EloEstimate.of(0, 0, 0).toString()).isEqualTo("n/a");
    }
}

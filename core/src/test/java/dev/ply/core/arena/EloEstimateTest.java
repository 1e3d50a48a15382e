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
        // With z²/2 = 1.920729 more wins and losses: 601.92 / 200 / 201.92 over 1,003.84 games, mean
        // score 0.69877, per-game variance (601.92*.30123² + 200*.19877² + 201.92*.69877²)/1003.84.
        double extra = 1.959964 * 1.959964 / 2;
        double games = 1000 + 2 * extra;
        double centre = (600 + extra + 100) / games;
        double variance = ((600 + extra) * (1 - centre) * (1 - centre) + 200 * (0.5 - centre) * (0.5 - centre)
                + (200 + extra) * centre * centre) / games;
        double margin = 1.959964 * Math.sqrt(variance / games);
        assertThat(many.lower()).isCloseTo(EloEstimate.elo(centre - margin), within(1e-9));
        assertThat(many.lower()).isCloseTo(EloEstimate.elo(0.7 - 1.959964 * Math.sqrt(0.16 / 1000)), within(2.0));
    }

    @Test
    void shouldKeepAnHonestIntervalWhenEveryGameEndedAlike() {
        EloEstimate fiveWins = EloEstimate.of(5, 0, 0);
        assertThat(fiveWins.upper()).isInfinite();
        assertThat(fiveWins.lower()).isFinite().isBetween(0.0, 50.0);
        EloEstimate twentyDraws = EloEstimate.of(0, 20, 0);
        assertThat(twentyDraws.elo()).isCloseTo(0, within(1e-9));
        assertThat(twentyDraws.lower()).isBetween(-100.0, -20.0);
        assertThat(twentyDraws.upper()).isCloseTo(-twentyDraws.lower(), within(1e-9));
        assertThat(twentyDraws.toString()).isEqualTo("0 (95%: -56 .. +56)");
        EloEstimate fiveLosses = EloEstimate.of(0, 0, 5);
        assertThat(fiveLosses.lower()).isInfinite();
        assertThat(fiveLosses.upper()).isCloseTo(-fiveWins.lower(), within(1e-9));
    }

    @Test
    void shouldBeInfiniteForAPerfectScoreAndPrintIt() {
        EloEstimate perfect = EloEstimate.of(5, 0, 0);
        assertThat(perfect.elo()).isInfinite();
        assertThat(perfect.toString()).startsWith("+inf");
        assertThat(EloEstimate.of(0, 0, 0).toString()).isEqualTo("n/a");
    }
}

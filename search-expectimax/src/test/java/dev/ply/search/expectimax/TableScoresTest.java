package dev.ply.search.expectimax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.tt.TranspositionTable;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TableScoresTest {

    private static long entry(TableScores scores, double value, int bound) {
        return TranspositionTable.pack(7, scores.encode(value), 3, bound, 1);
    }

    @Test
    void shouldGiveBackWholeValuesAndBinaryFractionsExactly() {
        // 3,000 scales by 4: quarters are exact, an eighth is not.
        TableScores scores = new TableScores(3000);
        for (double value : new double[] {0, 1, -1, 2999, -3000, 3000, 12.5, -0.75}) {
            long exact = entry(scores, value, TranspositionTable.BOUND_EXACT);
            assertThat(scores.lowerBound(exact)).as("%s", value).isEqualTo(value);
            assertThat(scores.upperBound(exact)).as("%s", value).isEqualTo(value);
        }
        long eighth = entry(scores, -0.125, TranspositionTable.BOUND_EXACT);
        assertThat(scores.lowerBound(eighth)).isEqualTo(-0.25);
        assertThat(scores.upperBound(eighth)).isEqualTo(0.0);
    }

    @Test
    void shouldGiveTrueBoundsForAnyValueWithoutPosingAsExact() {
        SplittableRandom random = new SplittableRandom(3);
        for (int bound : new int[] {1, 100, 3000, 20_000, 100_000}) {
            TableScores scores = new TableScores(bound);
            for (int n = 0; n < 10_000; n++) {
                double value = (random.nextDouble() * 2 - 1) * bound;
                long exact = entry(scores, value, TranspositionTable.BOUND_EXACT);
                assertThat(scores.lowerBound(exact)).isLessThanOrEqualTo(value);
                assertThat(scores.upperBound(exact)).isGreaterThanOrEqualTo(value)
                        .isLessThanOrEqualTo(scores.lowerBound(exact) + Math.max(1.0, bound / 8000.0));
                long lower = entry(scores, value, TranspositionTable.BOUND_LOWER);
                assertThat(scores.lowerBound(lower)).isLessThanOrEqualTo(value);
                assertThat(scores.upperBound(lower)).isEqualTo(bound);
                long upper = entry(scores, value, TranspositionTable.BOUND_UPPER);
                assertThat(scores.upperBound(upper)).isGreaterThanOrEqualTo(value);
                assertThat(scores.lowerBound(upper)).isEqualTo(-bound);
            }
        }
    }

    @Test
    void shouldKeepItsScoresWithinTheTablesSixteenBits() {
        TableScores scores = new TableScores(100);
        for (double value : new double[] {-100, -99.999, 100, 99.999}) {
            assertThat(Math.abs(scores.encode(value))).isLessThanOrEqualTo(32_767);
            assertThat(TranspositionTable.score(entry(scores, value, TranspositionTable.BOUND_EXACT)))
                    .isEqualTo(scores.encode(value));
        }
    }
}

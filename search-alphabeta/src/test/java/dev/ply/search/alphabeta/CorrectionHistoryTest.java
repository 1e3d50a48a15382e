package dev.ply.search.alphabeta;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.search.Scores;
import org.junit.jupiter.api.Test;

class CorrectionHistoryTest {

    private static final long KEY = 0x9E3779B97F4A7C15L;
    private static final long OTHER_KEY = 0x1234_5678_9ABC_DEF0L;

    @Test
    void shouldLearnTheMeanGapOfItsStructureAndSideOnly() {
        CorrectionHistory history = new CorrectionHistory(100);
        assertThat(history.corrected(0, KEY, 30)).isEqualTo(30);
        for (int i = 0; i < 400; i++) {
            history.update(0, KEY, 12, 40);
        }
        // Results 40 above the evaluation, again and again: the evaluation is corrected by about 40.
        assertThat(history.corrected(0, KEY, 30)).isBetween(68, 70);
        assertThat(history.corrected(1, KEY, 30)).as("the other side to move").isEqualTo(30);
        assertThat(history.corrected(0, OTHER_KEY, 30)).as("another structure").isEqualTo(30);
        for (int i = 0; i < 400; i++) {
            history.update(0, KEY, 12, -20);
        }
        assertThat(history.corrected(0, KEY, 30)).as("the mean follows the newer results").isBetween(10, 12);
    }

    @Test
    void shouldWeighDeepResultsMoreAndHoldTheCorrectionWithinAPawn() {
        CorrectionHistory shallow = new CorrectionHistory(100);
        CorrectionHistory deep = new CorrectionHistory(100);
        shallow.update(0, KEY, 1, 80);
        deep.update(0, KEY, 20, 80);
        assertThat(deep.corrected(0, KEY, 0)).isGreaterThan(shallow.corrected(0, KEY, 0)).isPositive();
        for (int i = 0; i < 1_000; i++) {
            deep.update(0, KEY, 20, 5_000);
        }
        assertThat(deep.corrected(0, KEY, 0)).isBetween(99, 100);
        for (int i = 0; i < 1_000; i++) {
            deep.update(0, KEY, 20, -5_000);
        }
        assertThat(deep.corrected(0, KEY, 0)).isBetween(-100, -99);
    }

    @Test
    void shouldLeaveDecisiveEvaluationsAloneAndForgetOnClear() {
        CorrectionHistory history = new CorrectionHistory(100);
        for (int i = 0; i < 100; i++) {
            history.update(1, KEY, 10, 90);
        }
        assertThat(history.corrected(1, KEY, Scores.winIn(5))).isEqualTo(Scores.winIn(5));
        assertThat(history.corrected(1, KEY, Scores.WIN_THRESHOLD - 10)).as("never corrected into a win")
                .isLessThan(Scores.WIN_THRESHOLD);
        history.clear();
        assertThat(history.corrected(1, KEY, 0)).isZero();
    }
}

package dev.ply.search.alphabeta;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Killers, history and continuation history learned from quiet cut-offs. */
class MoveHistoryTest {

    @Test
    void shouldRewardTheReplyThatCutOffAfterItsPreviousMoveAndPunishTheOnesTriedBefore() {
        MoveHistory history = new MoveHistory(16, 64, true);
        history.onQuietCutoff(3, 0, 1234, 7, 4, new int[] {9, 11}, 2, 1, 5);
        assertThat(history.continuation(5, 7)).isPositive();
        assertThat(history.continuation(5, 9)).isNegative();
        assertThat(history.continuation(5, 11)).isNegative();
        assertThat(history.continuation(6, 7)).as("another previous move").isZero();
        assertThat(history.continuation(-1, 7)).as("no previous move").isZero();
        assertThat(history.score(0, 7)).isPositive();
        assertThat(history.killer1(3)).isEqualTo(1234);
        int learned = history.continuation(5, 7);
        history.age();
        assertThat(history.continuation(5, 7)).isEqualTo(learned / 2);
        for (int i = 0; i < 1_000; i++) {
            history.onQuietCutoff(3, 0, 1234, 7, 20, new int[0], 0, 1, 5);
        }
        assertThat(history.continuation(5, 7)).isLessThanOrEqualTo(MoveHistory.MAX);
        history.clear();
        assertThat(history.continuation(5, 7)).isZero();
    }

    @Test
    void shouldKeepNoContinuationWhenOffOrWhenTheIndexSpaceIsTooLarge() {
        MoveHistory off = new MoveHistory(16, 64, false);
        off.onQuietCutoff(3, 0, 1234, 7, 4, new int[0], 0, 1, 5);
        assertThat(off.continuation(5, 7)).isZero();
        MoveHistory large = new MoveHistory(16, MoveHistory.MAX_CONTINUATION_SIZE + 1, true);
        large.onQuietCutoff(3, 0, 1234, 7, 4, new int[0], 0, 1, 5);
        assertThat(large.continuation(5, 7)).isZero();
        assertThat(large.score(0, 7)).isPositive();
    }
}

package dev.ply.search.alphabeta;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Killers, history and continuation history learned from quiet cut-offs; capture history from all cut-offs. */
class MoveHistoryTest {

    @Test
    void shouldLearnTheReplyAfterTheMoveTwoPliesBackAndScoreQuietMovesByBothContinuations() {
        MoveHistory history = new MoveHistory(16, 64, 8, true, false);
        history.onQuietCutoff(3, 0, 1234, 7, 4, new int[] {9}, 1, 1, 5, 12);
        assertThat(history.continuation(12, 7)).as("after the side's own move two plies back").isPositive();
        assertThat(history.continuation(12, 9)).isNegative();
        int butterfly = history.score(0, 7);
        int sum = butterfly + history.continuation(5, 7) + history.continuation(12, 7);
        assertThat(history.quietScore(true, 0, 7, 5, 12)).isEqualTo(sum);
        assertThat(history.quietScore(false, 0, 7, 5, 12)).isEqualTo(sum - butterfly);
        assertThat(history.quietScore(true, 0, 7, 5, -1)).isEqualTo(butterfly + history.continuation(5, 7));
        assertThat(history.reductionScore(true, 0, 7, 5, 12)).isEqualTo((butterfly + sum) / 4);
        for (int i = 0; i < 1_000; i++) {
            history.onQuietCutoff(3, 0, 1234, 7, 20, new int[0], 0, 1, 5, 12);
        }
        assertThat(history.reductionScore(true, 0, 7, 5, 12)).isBetween(MoveHistory.MAX / 2, MoveHistory.MAX);

        MoveHistory plain = new MoveHistory(16, 64, 8, false, false);
        plain.onQuietCutoff(3, 0, 1234, 7, 4, new int[0], 0, 1, 5, 12);
        assertThat(plain.continuation(12, 7)).isZero();
        assertThat(plain.quietScore(true, 0, 7, 5, 12)).isEqualTo(plain.score(0, 7));
        assertThat(plain.reductionScore(true, 0, 7, 5, 12)).as("the history alone, as before continuation history")
                .isEqualTo(plain.score(0, 7));
    }

    @Test
    void shouldRewardTheReplyThatCutOffAfterItsPreviousMoveAndPunishTheOnesTriedBefore() {
        MoveHistory history = new MoveHistory(16, 64, 8, true, false);
        history.onQuietCutoff(3, 0, 1234, 7, 4, new int[] {9, 11}, 2, 1, 5, -1);
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
            history.onQuietCutoff(3, 0, 1234, 7, 20, new int[0], 0, 1, 5, -1);
        }
        assertThat(history.continuation(5, 7)).isLessThanOrEqualTo(MoveHistory.MAX);
        history.clear();
        assertThat(history.continuation(5, 7)).isZero();
    }

    @Test
    void shouldKeepNoContinuationWhenOffOrWhenTheIndexSpaceIsTooLarge() {
        MoveHistory off = new MoveHistory(16, 64, 8, false, false);
        off.onQuietCutoff(3, 0, 1234, 7, 4, new int[0], 0, 1, 5, -1);
        assertThat(off.continuation(5, 7)).isZero();
        MoveHistory large = new MoveHistory(16, MoveHistory.MAX_CONTINUATION_SIZE + 1, 8, true, false);
        large.onQuietCutoff(3, 0, 1234, 7, 4, new int[0], 0, 1, 5, -1);
        assertThat(large.continuation(5, 7)).isZero();
        assertThat(large.score(0, 7)).isPositive();
    }

    @Test
    void shouldRewardTheCaptureThatCutOffPerVictimAndPunishTheCapturesTriedBeforeAnyCutoff() {
        MoveHistory history = new MoveHistory(16, 64, 8, false, true);
        int pawn = history.captureSlot(0, 7, 100);
        int queen = history.captureSlot(0, 7, 900);
        int other = history.captureSlot(0, 9, 320);
        assertThat(pawn).isNotEqualTo(queen);
        assertThat(history.captureSlot(1, 7, 100)).as("the other side").isNotEqualTo(pawn);
        history.onCaptureCutoff(queen, 6, new int[] {other}, 1);
        assertThat(history.captureScore(queen)).isPositive();
        assertThat(history.captureScore(pawn)).as("the same move index, another victim").isZero();
        assertThat(history.captureScore(other)).isNegative();
        int before = history.captureScore(queen);
        history.onQuietCutoff(3, 0, 1234, 11, 6, new int[0], 0, 1, -1, -1);
        history.punishCaptures(6, new int[] {queen}, 1);
        assertThat(history.captureScore(queen)).isLessThan(before);
        assertThat(history.score(0, 7)).as("quiet history is apart").isZero();
        for (int i = 0; i < 1_000; i++) {
            history.onCaptureCutoff(pawn, 20, new int[0], 0);
        }
        assertThat(history.captureScore(pawn)).isBetween(MoveHistory.MAX - 100, MoveHistory.MAX);
        history.age();
        assertThat(history.captureScore(pawn)).isBetween(MoveHistory.MAX / 2 - 50, MoveHistory.MAX / 2);
        history.clear();
        assertThat(history.captureScore(pawn)).isZero();

        MoveHistory off = new MoveHistory(16, 64, 8, false, false);
        off.onCaptureCutoff(pawn, 6, new int[0], 0);
        assertThat(off.hasCaptureHistory()).isFalse();
        assertThat(off.captureScore(pawn)).isZero();
    }

    @Test
    void shouldPunishOnlyTheMovesTriedAtTheNodeSinceItStarted() {
        MoveHistory history = new MoveHistory(16, 64, 8, false, true);
        assertThat(history.startNode(2)).isTrue();
        history.tried(2, 0, 9, false, 0);
        history.tried(2, 0, 5, true, 320);
        history.onCutoff(2, 0, 1234, 7, false, 0, 4, -1, -1);
        assertThat(history.score(0, 7)).isPositive();
        assertThat(history.score(0, 9)).isNegative();
        assertThat(history.captureScore(history.captureSlot(0, 5, 320))).isNegative();
        assertThat(history.killer1(2)).isEqualTo(1234);

        int quiet = history.score(0, 9);
        history.startNode(2);
        history.onCutoff(2, 0, 4321, 11, true, 900, 4, -1, -1);
        assertThat(history.score(0, 9)).as("tried before the node started again").isEqualTo(quiet);
        assertThat(history.captureScore(history.captureSlot(0, 11, 900))).isPositive();
        assertThat(history.killer1(2)).as("a tactical cutoff is no killer").isEqualTo(1234);
        assertThat(new MoveHistory(16, 64, 8, false, false).startNode(2)).isFalse();
    }
}

package dev.ply.games.backgammon.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.games.backgammon.BackgammonGame;
import dev.ply.games.backgammon.BackgammonState;
import dev.ply.games.backgammon.PositionId;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class BackgammonFeaturesTest {

    private final BackgammonGame game = new BackgammonGame();

    /**
     * O (on roll) has one checker on 24 and 14 on 1; X has a blot {@code distance} pips in front of it, the
     * rest borne off, and two checkers on O's {@code blockedPoint} when that is not 0.
     */
    private BackgammonState blotAt(int distance, int blockedPoint) {
        int[] o = new int[BackgammonState.BAR + 1];
        o[24] = 1;
        o[1] = 14;
        int[] x = new int[BackgammonState.BAR + 1];
        x[1 + distance] = 1;
        if (blockedPoint > 0) {
            x[25 - blockedPoint] = 2;
        }
        return game.parseState(PositionId.encode(x, o) + ":O");
    }

    @ParameterizedTest(name = "a blot {0} away: {1} shots")
    @CsvSource({"1, 11", "2, 12", "3, 14", "4, 15", "5, 15", "6, 17", "7, 6", "8, 6", "9, 5", "10, 3", "11, 2",
        "12, 3", "13, 0", "14, 0", "15, 1", "16, 1", "17, 0", "18, 1", "19, 0", "20, 1", "21, 0", "22, 0"})
    void shouldCountTheClassicShotsAtABlotWithNothingInTheWay(int distance, int shots) {
        assertThat(BackgammonFeatures.shots(blotAt(distance, 0), 0, 1)).isEqualTo(shots);
    }

    @Test
    void shouldNotCountCombinationShotsThroughABlockedPoint() {
        // 8 away: 6-2, 5-3, 4-4 and 2-2 hit when nothing is in the way. With O's 20-point (4 pips on) held by
        // X, 4-4 and 2-2 cannot pass it; 6-2 (via 18 or 22) and 5-3 (via 19 or 21) still hit.
        BackgammonState state = blotAt(8, 20);
        assertThat(BackgammonFeatures.shots(state, 0, 1)).isEqualTo(4);
    }

    @Test
    void shouldEnterBeforeHittingFromTheBar() {
        // O has a checker on the bar and X a blot on O's 22-point (3 pips in): any 3 enters and hits (11
        // rolls), 2-1 and 1-1 hit by entering and moving on.
        int[] o = new int[BackgammonState.BAR + 1];
        o[BackgammonState.BAR] = 1;
        o[1] = 14;
        int[] x = new int[BackgammonState.BAR + 1];
        x[3] = 1;
        BackgammonState state = game.parseState(PositionId.encode(x, o) + ":O");
        assertThat(BackgammonFeatures.shots(state, 0, 1)).isEqualTo(11 + 2 + 1);
    }

    @Test
    void shouldWriteFeaturesWithinTheirScale() {
        BackgammonState state = game.parseState("4HPwATDgc/ABMA:X");
        double[] features = new double[BackgammonFeatures.CONTACT_WITH_POINTS_COUNT];
        BackgammonFeatures.contactWithPoints(state, features);
        for (double feature : features) {
            assertThat(feature).isBetween(-5.0, 7.0);
        }
        // The starting position is the same for both players: the two blocks agree.
        for (int i = 0; i < BackgammonFeatures.CONTACT_PER_SIDE; i++) {
            assertThat(features[i]).as("feature %d", i).isEqualTo(features[BackgammonFeatures.CONTACT_PER_SIDE + i]);
        }
        assertThat(features[2 * BackgammonFeatures.CONTACT_PER_SIDE]).as("pip difference").isZero();
    }
}

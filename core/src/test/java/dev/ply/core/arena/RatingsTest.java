package dev.ply.core.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class RatingsTest {

    @Test
    void shouldPutAThreeToOneScoreAtTheLogisticEloDifference() {
        Ratings ratings = Ratings.fit(List.of("a", "b"), new double[][] {{0, 300}, {100, 0}},
                new int[][] {{0, 400}, {400, 0}});
        double difference = ratings.ratings()[0] - ratings.ratings()[1];
        assertThat(difference).as("400 log10(3)").isCloseTo(400 * Math.log10(3), within(1.0));
        assertThat(ratings.ratings()[0] + ratings.ratings()[1]).isCloseTo(0, within(1e-9));
    }

    /** At the maximum of the likelihood every agent's expected points equal its points (the prior aside). */
    @Test
    void shouldMatchEachAgentsExpectedPointsToItsPoints() {
        double[][] points = {{0, 30, 34, 20}, {10, 0, 25, 18}, {6, 15, 0, 12.5}, {20, 22, 27.5, 0}};
        int[][] games = {{0, 40, 40, 40}, {40, 0, 40, 40}, {40, 40, 0, 40}, {40, 40, 40, 0}};
        Ratings ratings = Ratings.fit(List.of("a", "b", "c", "d"), points, games);
        for (int i = 0; i < 4; i++) {
            double expected = 0;
            double actual = 0;
            for (int j = 0; j < 4; j++) {
                if (i != j) {
                    expected += games[i][j] * Ratings.expected(ratings.ratings()[i], ratings.ratings()[j]);
                    actual += points[i][j];
                }
            }
            assertThat(expected).as("agent %s", i).isCloseTo(actual, within(0.3));
        }
        assertThat(ratings.ratings()[0]).isGreaterThan(ratings.ratings()[3]).isGreaterThan(0);
        assertThat(ratings.ratings()[2]).isLessThan(ratings.ratings()[1]);
    }

    @Test
    void shouldNarrowTheIntervalsAsGamesComeIn() {
        Ratings few = Ratings.fit(List.of("a", "b"), new double[][] {{0, 60}, {40, 0}}, new int[][] {{0, 100}, {100, 0}});
        Ratings many = Ratings.fit(List.of("a", "b"), new double[][] {{0, 240}, {160, 0}},
                new int[][] {{0, 400}, {400, 0}});
        assertThat(many.errors()[0]).isCloseTo(few.errors()[0] / 2, within(few.errors()[0] * 0.05));
        // Against the textbook: a 60% score over 100 games is 70 +- 68 Elo between the two, half of it for each.
        assertThat(few.errors()[0]).isBetween(25.0, 45.0);
    }
}

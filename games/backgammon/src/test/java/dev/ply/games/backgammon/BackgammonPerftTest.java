package dev.ply.games.backgammon;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.perft.Perft;
import dev.ply.testkit.PerftAssertions;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class BackgammonPerftTest {

    private final BackgammonGame game = new BackgammonGame();

    @ParameterizedTest(name = "{0}: {1} plays")
    @CsvSource({"11, 42", "21, 15", "22, 75", "31, 16", "32, 17", "33, 73", "41, 14", "42, 18", "43, 17", "44, 52",
        "51, 8", "52, 8", "53, 9", "54, 9", "55, 4", "61, 10", "62, 14", "63, 14", "64, 14", "65, 7", "66, 11"})
    void shouldListTheReferenceNumberOfPlaysForEachOpeningRoll(String dice, int plays) {
        BackgammonState state = game.parseState("4HPwATDgc/ABMA:" + dice);
        assertThat(Perft.count(state, 1)).isEqualTo(plays);
    }

    @Test
    void shouldCount447PlaysAfterOneTurnAnd202782AfterTwoFromTheStartingPosition() {
        PerftAssertions.assertPerft(game.parseState("4HPwATDgc/ABMA"), 447, 202_782);
    }

    @Test
    void shouldCountTheSameFromEitherPlayersSide() {
        PerftAssertions.assertPerft(game.startingPosition(1), 447, 202_782);
    }

    @Test
    void shouldCountTheOpeningRollWithoutDoublesForBothStarters() {
        // 30 opening rolls: the 15 non-doubles, each for either player; 447 minus the 257 plays of doubles.
        assertThat(Perft.count(game.newState(), 1)).isEqualTo(2 * (447 - (42 + 75 + 73 + 52 + 4 + 11)));
    }

    @Test
    void shouldDivideTheFirstTurnByRoll() {
        Map<String, Long> byRoll = new LinkedHashMap<>();
        for (Perft.Entry entry : Perft.divide(game.parseState("4HPwATDgc/ABMA"), 1, 1, null)) {
            byRoll.put(entry.notation(), entry.nodes());
        }
        assertThat(byRoll).hasSize(21).containsEntry("21", 15L).containsEntry("66", 11L).containsEntry("55", 4L);
    }
}

package dev.ply.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.NotationException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Checkers openings from PDN ballots. */
class OpeningFormatsTest {

    private final CheckersGame checkers = new CheckersGame();

    @Test
    void shouldTakeThePositionAfterEachBallot() {
        String pdn = """
                [Event "ballot 1"]
                [Result "*"]
                1. 11-15 23-19 *

                [Event "ballot 2"]
                [Result "*"]
                1. 9-13 22-18 *
                """;
        List<String> positions = checkers.readOpenings("pdn", pdn);
        assertThat(positions).hasSize(2).doesNotHaveDuplicates();
        CheckersState expected = checkers.newState();
        expected.play(expected.parseMove("11-15"));
        expected.play(expected.parseMove("23-19"));
        assertThat(positions.get(0)).isEqualTo(expected.notation());
        assertThat(checkers.parseState(positions.get(1)).toMove()).isZero();
    }

    @Test
    void shouldNameTheGameOfAnIllegalBallot() {
        assertThatThrownBy(() -> checkers.readOpenings("pdn", "[Event \"a\"]\n1. 11-15 23-19 *\n\n[Event \"b\"]\n"
                + "1. 11-15 15-19 *\n")).isInstanceOf(NotationException.class).hasMessageStartingWith("game 2: ");
        assertThatThrownBy(() -> checkers.readOpenings("pdn", "")).hasMessage("no PDN game found");
    }
}

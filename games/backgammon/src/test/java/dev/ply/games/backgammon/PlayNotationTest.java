package dev.ply.games.backgammon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class PlayNotationTest {

    private final BackgammonGame game = new BackgammonGame();

    private String read(String position, String play) {
        BackgammonState state = game.parseState(position);
        return state.moveToString(state.parseMove(play));
    }

    @ParameterizedTest(name = "{1} reads as {2}")
    @CsvSource(delimiter = ';', value = {
        "4HPwATDgc/ABMA:63; 24/18 13/10; 24/18 13/10",
        "4HPwATDgc/ABMA:63; 13/10 24/18; 24/18 13/10",
        "4HPwATDgc/ABMA:63; 24-18, 13-10; 24/18 13/10",
        "4HPwATDgc/ABMA:63; 24 18 13 10; 24/18 13/10",
        "4HPwATDgc/ABMA:63; 24/15; 24/15",
        "4HPwATDgc/ABMA:63; 24/18/15; 24/15",
        "4HPwATDgc/ABMA:63; 24/21/15; 24/15",
        "4HPwATDgc/ABMA:63; 24/18 18/15; 24/15",
        "4HPwATDgc/ABMA:31; 8/5 6/5; 8/5 6/5",
        "4HPwATDgc/ABMA:31; 8/5* 6/5; 8/5 6/5",
        "4HPwATDgc/ABMA:66; 24/18(2) 13/7(2); 24/18(2) 13/7(2)",
        "4HPwATDgc/ABMA:66; 24/18 13/7 24/18 13/7; 24/18(2) 13/7(2)",
        "4HPwATDgc/ABMA:66; 13/7(4); 13/7(4)",
        "4HPwATDgc/ABMA:66; 13/7 8/2 13/7 8/2; 13/7(2) 8/2(2)",
        "4HPwATDgc/ABMA:22; 6/4(4); 6/4(4)",
        "4HPwATDgc/ABMA:22; 13/5; 13/5",
        "4HPwATDgc/ABMA:22; 13/9 6/4(2); 13/9 6/4(2)",
        "xP8PAADg/wcAQA:31; bar/22*/21; bar/22*/21",
        "xP8PAADg/wcAQA:31; bar/21; bar/21",
        "xP8PAADg/wcAQA:31; b/22 6/5; bar/22* 6/5",
        "xP8PAADg/wcAQA:31; 25/24 6/3; bar/24 6/3",
        "4P8HgADg/wMGAA:62; 13/5; 13/5",
        "4P8HgADg/wMGAA:62; 13/7*/5; 13/7*/5",
        "4P8HgADg/wMGAA:62; 13/7/5; 13/7*/5",
        "4P8HgADg/wMGAA:62; 13/11/5; 13/5",
        "4P8PAABMAAAAAA:64; 5/off 3/off; 5/off 3/off",
        "4P8PAABMAAAAAA:64; 3/o 5/o; 5/off 3/off",
        "4P8PAABMAAAAAA:64; 5/1 3/0; 5/1 3/off",
        "27YBBwDg/wcAQA:X:63; pass; pass",
        "27YBBwDg/wcAQA:X:63; Cannot move; pass",
    })
    void shouldReadTheCommonFormsOfAPlay(String position, String play, String expected) {
        assertThat(read(position, play)).isEqualTo(expected);
    }

    @Test
    void shouldNameADieTheRollDoesNotHave() {
        assertThatThrownBy(() -> game.parseState("4HPwATDgc/ABMA:61").parseMove("13/10 8/7"))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("61")
                .hasMessageContaining("13 to 10");
    }

    @Test
    void shouldRejectMovesBackwards() {
        assertThatThrownBy(() -> game.parseState("4HPwATDgc/ABMA:61").parseMove("7/13 8/7"))
                .isInstanceOf(NotationException.class).hasMessageContaining("backwards");
    }

    @Test
    void shouldRejectLandingOnAPointTheOpponentHolds() {
        assertThatThrownBy(() -> game.parseState("4HPwATDgc/ABMA:65").parseMove("24/18 24/19"))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("lands on 19")
                .hasMessageContaining("holds");
    }

    @Test
    void shouldRequireEnteringFromTheBarFirst() {
        assertThatThrownBy(() -> game.parseState("xP8PAADg/wcAQA:31").parseMove("6/3 6/5"))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("on the bar and must enter first");
    }

    @Test
    void shouldRequireBothDiceWhenBothCanBePlayed() {
        assertThatThrownBy(() -> game.parseState("4HPwATDgc/ABMA:61").parseMove("13/7"))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("plays 1 die of 61, but 2 can be played");
    }

    @Test
    void shouldRequireTheHigherDieWhenOnlyOneCanBePlayed() {
        assertThatThrownBy(() -> game.parseState("4P8DABgAEAAAAA:65").parseMove("13/8"))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("must be the higher one")
                .hasMessageContaining("13/7");
    }

    @Test
    void shouldRejectBearingOffWithCheckersOutsideTheHomeBoard() {
        assertThatThrownBy(() -> game.parseState("4HPwATDgc/ABMA:66").parseMove("6/off(4)"))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("home board");
    }

    @Test
    void shouldRejectAPassWhenThereIsAPlay() {
        assertThatThrownBy(() -> game.parseState("4HPwATDgc/ABMA:61").parseMove("pass"))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("cannot pass");
    }

    @Test
    void shouldRejectAMoveFromAPointWithoutCheckers() {
        assertThatThrownBy(() -> game.parseState("4HPwATDgc/ABMA:61").parseMove("20/14 8/7"))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("no checker on 20");
    }

    @Test
    void shouldRejectTextThatIsNoPlay() {
        BackgammonState state = game.parseState("4HPwATDgc/ABMA:61");
        for (String text : new String[] {"", "hello", "13/", "/7", "13//7", "13/7(9)", "24", "26/20", "13/bar"}) {
            assertThatThrownBy(() -> state.parseMove(text)).as(text).isInstanceOf(NotationException.class)
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        }
        assertThat(state.notation()).isEqualTo("4HPwATDgc/ABMA:O:61");
    }

    @Test
    void shouldReadRollsAtChanceNodes() {
        BackgammonState state = game.parseState("4HPwATDgc/ABMA:X");
        assertThat(state.moveToString(state.parseMove("3-6"))).isEqualTo("63");
        assertThat(state.moveToString(state.parseMove("44"))).isEqualTo("44");
        assertThatThrownBy(() -> state.parseMove("70")).isInstanceOf(NotationException.class);
    }
}

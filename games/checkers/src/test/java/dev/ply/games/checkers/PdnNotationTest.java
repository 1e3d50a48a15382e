package dev.ply.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** PDN FEN positions and PDN moves, read and written. */
class PdnNotationTest {

    private final CheckersGame game = new CheckersGame();

    @Test
    void shouldWriteTheInitialPositionAsPdnFen() {
        assertThat(game.newState().notation()).isEqualTo(CheckersGame.START)
                .isEqualTo("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
        assertThat(game.parseState(CheckersGame.START).hash()).isEqualTo(game.newState().hash());
    }

    @Test
    void shouldReadTheExamplesOfThePdnStandard() {
        CheckersState state = game.parseState("B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29");
        assertThat(state.toMove()).isZero();
        assertThat(state.pieces(1)).isEqualTo(bits(18, 24, 27, 28, 10, 15));
        assertThat(state.pieces(0)).isEqualTo(bits(12, 16, 20, 22, 25, 29));
        assertThat(state.kings()).isEqualTo(bits(10, 15, 22, 25, 29));
        assertThat(state.notation()).isEqualTo("B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29");
    }

    private static int bits(int... squares) {
        int mask = 0;
        for (int square : squares) {
            mask |= 1 << (square - 1);
        }
        return mask;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "b:b1-12:w21-32 | B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
        "W:B K5, 9 :W K30,21. | W:W21,K30:B9,K5",
        "W:W21,22,23,K5:B1,2,K30:H12:F40 | W:W21,22,23,K5:B1,2,K30:H12",
        "B:WK1-4:B9 | B:WK1,K2,K3,K4:B9",
        "W:W:B19 | W:W:B19",
    })
    void shouldReadPdnFenLiberallyAndWriteItCanonically(String text, String canonical) {
        assertThat(game.parseState(text).notation()).isEqualTo(canonical);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "X:W21:B1 | a PDN FEN starts with the side to move, B or W, not 'X' (in 'X:W21:B1')",
        "B:W21 | PDN FEN 'B:W21' does not list Black's pieces (a field starting with B)",
        "B:W21:B33 | square 33 is off the board (1-32) in Black's squares in 'B:W21:B33'",
        "B:W21,21:B1 | square 21 is listed twice for White in 'B:W21,21:B1'",
        "B:W21:B21 | square 21 holds both a Black and a White piece in 'B:W21:B21'",
        "B:W21:B30 | a Black man on square 30 would have been crowned; write K30 in 'B:W21:B30'",
        "B:W2:B9 | a White man on square 2 would have been crowned; write K2 in 'B:W2:B9'",
        "B:W:B1 | impossible position 'B:W:B1': White has no pieces, so the game ended on White's turn, not Black's",
        "B:W1-13,K14:B20 | White has 14 pieces; a side has at most 12, in 'B:W1-13,K14:B20'",
        "B:W21:B1:Q7 | unknown field 'Q7' in PDN FEN 'B:W21:B1:Q7'; expected W or B followed by squares",
        "B:W21:B1:W22 | White's pieces are listed twice in 'B:W21:B1:W22'",
        "B:W25-21:B1 | backward range '25-21' in White's squares in 'B:W25-21:B1'",
    })
    void shouldRejectMalformedPositionsNamingTheProblem(String text, String message) {
        assertThatThrownBy(() -> game.parseState(text)).isInstanceOf(NotationException.class).hasMessage(message);
    }

    @Test
    void shouldWriteEveryLandingSquareOfACapture() {
        CheckersState state = game.parseState("B:W6,15:B1");
        int move = state.parseMove("1x19");
        assertThat(state.moveToString(move)).isEqualTo("1x10x19");
        assertThat(CheckersMove.from(move)).isEqualTo(0);
        assertThat(CheckersMove.to(move)).isEqualTo(18);
        assertThat(CheckersMove.captures(move)).isEqualTo(2);
        assertThat(CheckersMove.capturedSquares(move)).isEqualTo(bits(6, 15));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "1x10x19 | 1x10x19",
        "1x19 | 1x10x19",
        "1-19 | 1x10x19",
        "1:10:19 | 1x10x19",
        "' 1X19 ' | 1x10x19",
    })
    void shouldReadTheLongAndShortFormsOfACapture(String text, String written) {
        CheckersState state = game.parseState("B:W6,15:B1");
        assertThat(state.moveToString(state.parseMove(text))).isEqualTo(written);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "11-15 | 11-15",
        "11x15 | 11-15",
    })
    void shouldReadSimpleMoves(String text, String written) {
        CheckersState state = game.newState();
        assertThat(state.moveToString(state.parseMove(text))).isEqualTo(written);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "22-18 | 22-18 is not legal: there is no Black piece on square 22",
        "1-5 | 1-5 is not legal: the piece on square 1 has no move",
        "11-18 | 11-18 is not legal: the piece on square 11 can play 11-15, 11-16",
        "11-33 | square 33 in '11-33' is off the board (1-32)",
        "11 15 | '11 15' is not a PDN move; write 11-15 for a move, 22x15 or 22x15x8 for a capture",
        "11- | '11-' is not a PDN move; write 11-15 for a move, 22x15 or 22x15x8 for a capture",
        "115-1 | '115-1' is not a PDN move; write 11-15 for a move, 22x15 or 22x15x8 for a capture",
    })
    void shouldExplainWhyAMoveIsRejected(String text, String message) {
        assertThatThrownBy(() -> game.newState().parseMove(text)).isInstanceOf(NotationException.class)
                .hasMessage(message);
    }

    @Test
    void shouldRejectMovesOnceTheGameIsOver() {
        CheckersState over = game.parseState("B:W9,14:B5");
        assertThatThrownBy(() -> over.parseMove("5-9")).isInstanceOf(IllegalMoveException.class)
                .hasMessage("5-9 cannot be played: the game is over");
    }

    @Test
    void shouldDrawTheBoardWithPiecesAndTheNumbersOfEmptySquares() {
        String board = game.parseState("W:WK30,21:B1,K14:H3").toString();
        assertThat(board).contains("|     b     2     3     4 |")
                .contains("| 13     B    15    16    |")
                .contains("|  w    22    23    24    |")
                .contains("| 29     W    31    32    |")
                .contains("White to move, 3 of 80 plies toward the 40-move rule");
    }
}

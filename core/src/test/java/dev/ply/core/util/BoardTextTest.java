package dev.ply.core.util;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ply.core.NotationException;
import org.junit.jupiter.api.Test;

class BoardTextTest {

    private final BoardText board = new BoardText(3, 2, ".xO");

    @Test
    void shouldWriteRanksTopFirstAndReadThemBackByCell() {
        // An x on a1 and an O on c2.
        BoardText.Cells cells = (file, rank) -> file == 0 && rank == 0 ? 'x' : file == 2 && rank == 1 ? 'O' : '.';
        String rows = board.rows(cells);
        assertThat(rows).isEqualTo("..O/x..");
        char[] read = board.parseRows(" ..o/X.. ");
        assertThat(read).containsExactly('x', '.', '.', '.', '.', 'O');
        assertThat(board.rows((file, rank) -> read[rank * 3 + file])).isEqualTo(rows);
    }

    @Test
    void shouldNameTheFirstProblemOfAMalformedBoardInOneLine() {
        assertThatThrownBy(() -> board.parseRows("..O")).isInstanceOf(NotationException.class)
                .hasMessage("a board here is 2 ranks separated by '/', not 1 ('..O')");
        assertThatThrownBy(() -> board.parseRows("..O/x...")).isInstanceOf(NotationException.class)
                .hasMessage("rank 2 from the top of '..O/x...' has 4 cells, not 3");
        assertThatThrownBy(() -> board.parseRows("..O/x?.")).isInstanceOf(NotationException.class)
                .hasMessage("bad cell '?' (rank 2 from the top, cell 2) in '..O/x?.'; a cell is one of '.xO'");
    }

    @Test
    void shouldDrawRanksTopFirstWithFileLetters() {
        assertThat(board.diagram((file, rank) -> rank == 0 ? 'x' : '.'))
                .isEqualTo(" 2 | . . .\n 1 | x x x\n     a b c\n");
    }

    @Test
    void shouldNameAndReadSquares() {
        assertThat(BoardText.squareName(2, 1)).isEqualTo("c2");
        assertThat(board.parseSquare(" C2")).isEqualTo(5);
        assertThat(board.parseSquare("a1")).isZero();
        assertThatThrownBy(() -> board.parseSquare("d1")).isInstanceOf(NotationException.class)
                .hasMessage("'d1' is off the board: files a to c, ranks 1 to 2");
        assertThatThrownBy(() -> board.parseSquare("a0")).hasMessageContaining("off the board");
        assertThatThrownBy(() -> board.parseSquare("1a")).hasMessage("a square is a file letter and a rank number,"
                + " like 'c4', not '1a'");
    }
}

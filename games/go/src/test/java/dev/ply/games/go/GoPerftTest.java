package dev.ply.games.go;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.perft.Perft;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Perft on small boards against {@link NaiveGo}'s count. */
class GoPerftTest {

    /** The independent count from rows given top first, as in a diagram. */
    private static long naive(String[] diagram, char mover, String koVertex, int depth) {
        int size = diagram.length;
        char[][] board = new char[size][];
        for (int i = 0; i < size; i++) {
            board[size - 1 - i] = diagram[i].toCharArray();
        }
        String ko = null;
        if (koVertex != null) {
            int point = GoNotation.parseVertex(koVertex, size);
            ko = point / size + "," + point % size;
        }
        Set<String> history = new HashSet<>();
        history.add(NaiveGo.text(board));
        return new NaiveGo(size).perft(board, mover, 0, ko, history, depth);
    }

    private static String notation(String[] diagram, char mover, String ko) {
        StringBuilder rows = new StringBuilder();
        for (String row : diagram) {
            if (!rows.isEmpty()) {
                rows.append('/');
            }
            int empty = 0;
            for (char c : row.toCharArray()) {
                if (c == '.') {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    rows.append(empty);
                    empty = 0;
                }
                rows.append(c);
            }
            if (empty > 0) {
                rows.append(empty);
            }
        }
        return rows + (mover == 'X' ? " b" : " w") + " komi=0.5" + (ko == null ? "" : " ko=" + ko);
    }

    private static void agree(String[] diagram, char mover, String ko, int depth) {
        GoState state = new GoGame().parseState(notation(diagram, mover, ko));
        for (int d = 1; d <= depth; d++) {
            assertThat(Perft.count(state, d)).as("perft(%s) of %s", d, notation(diagram, mover, ko))
                    .isEqualTo(naive(diagram, mover, ko, d));
        }
    }

    @Test
    void shouldCountTheEmptyFiveByFiveBoardAsTheIndependentCountDoes() {
        agree(new String[] {".....", ".....", ".....", ".....", "....."}, 'X', null, 3);
    }

    @Test
    void shouldCountCapturesSuicidesAndKosAsTheIndependentCountDoes() {
        // A ko to be retaken, a group in atari, single eyes where moves are suicide.
        agree(new String[] {"X.XO.", "XXO.O", ".OX.O", "OX.XO", ".OX.."}, 'O', null, 3);
        agree(new String[] {".....", ".OX..", "O.OX.", ".OX..", "....."}, 'X', "B3", 3);
        agree(new String[] {"XXXX.", "X.XXO", "XXOO.", "OO.OO", ".O.O."}, 'X', null, 3);
    }
}

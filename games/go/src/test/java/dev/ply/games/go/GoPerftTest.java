package dev.ply.games.go;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ply.core.perft.Perft;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Perft on small boards against a count written here in its own terms: a board of characters, groups found by a
 * breadth-first search into sets, captures by rebuilding the board, superko by a set of every board seen. Slow and
 * plain, sharing nothing with {@link GoState} but the rules.
 */
class GoPerftTest {

    /** The independent model: rows of 'X', 'O' and '.', row 0 at the bottom. */
    private static final class Naive {
        final int size;
        final List<String> seen = new ArrayList<>();

        Naive(int size) {
            this.size = size;
        }

        long perft(char[][] board, char mover, int passes, String ko, Set<String> history, int depth) {
            if (passes >= 2) {
                return 0;
            }
            if (depth == 0) {
                return 1;
            }
            long total = 0;
            // Pass.
            total += depth == 1 ? 1 : perft(board, other(mover), passes + 1, null, history, depth - 1);
            for (int row = 0; row < size; row++) {
                for (int column = 0; column < size; column++) {
                    if (board[row][column] != '.' || (row + "," + column).equals(ko)) {
                        continue;
                    }
                    char[][] next = copy(board);
                    next[row][column] = mover;
                    int captured = 0;
                    String lastCaptured = null;
                    for (int[] n : neighbours(row, column)) {
                        if (next[n[0]][n[1]] == other(mover)) {
                            Set<String> group = group(next, n[0], n[1]);
                            if (liberties(next, group) == 0) {
                                for (String stone : group) {
                                    String[] rc = stone.split(",");
                                    next[Integer.parseInt(rc[0])][Integer.parseInt(rc[1])] = '.';
                                }
                                captured += group.size();
                                lastCaptured = n[0] + "," + n[1];
                            }
                        }
                    }
                    Set<String> own = group(next, row, column);
                    if (liberties(next, own) == 0) {
                        continue; // suicide
                    }
                    String text = text(next);
                    if (history.contains(text)) {
                        continue; // positional superko
                    }
                    String nextKo = captured == 1 && own.size() == 1 && liberties(next, own) == 1 ? lastCaptured : null;
                    if (depth == 1) {
                        total++;
                    } else {
                        history.add(text);
                        total += perft(next, other(mover), 0, nextKo, history, depth - 1);
                        history.remove(text);
                    }
                }
            }
            return total;
        }

        List<int[]> neighbours(int row, int column) {
            List<int[]> list = new ArrayList<>();
            int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
            for (int[] step : steps) {
                int r = row + step[0];
                int c = column + step[1];
                if (r >= 0 && r < size && c >= 0 && c < size) {
                    list.add(new int[] {r, c});
                }
            }
            return list;
        }

        Set<String> group(char[][] board, int row, int column) {
            Set<String> group = new HashSet<>();
            Deque<int[]> queue = new ArrayDeque<>();
            queue.add(new int[] {row, column});
            group.add(row + "," + column);
            while (!queue.isEmpty()) {
                int[] at = queue.poll();
                for (int[] n : neighbours(at[0], at[1])) {
                    if (board[n[0]][n[1]] == board[row][column] && group.add(n[0] + "," + n[1])) {
                        queue.add(n);
                    }
                }
            }
            return group;
        }

        int liberties(char[][] board, Set<String> group) {
            Set<String> liberties = new HashSet<>();
            for (String stone : group) {
                String[] rc = stone.split(",");
                for (int[] n : neighbours(Integer.parseInt(rc[0]), Integer.parseInt(rc[1]))) {
                    if (board[n[0]][n[1]] == '.') {
                        liberties.add(n[0] + "," + n[1]);
                    }
                }
            }
            return liberties.size();
        }

        static char other(char mover) {
            return mover == 'X' ? 'O' : 'X';
        }

        static char[][] copy(char[][] board) {
            char[][] copy = new char[board.length][];
            for (int i = 0; i < board.length; i++) {
                copy[i] = board[i].clone();
            }
            return copy;
        }

        static String text(char[][] board) {
            StringBuilder text = new StringBuilder();
            for (char[] row : board) {
                text.append(row).append('/');
            }
            return text.toString();
        }
    }

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
        history.add(Naive.text(board));
        return new Naive(size).perft(board, mover, 0, ko, history, depth);
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

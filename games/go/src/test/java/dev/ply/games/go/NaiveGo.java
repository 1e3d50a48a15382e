package dev.ply.games.go;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Go's rules written plainly in their own terms, to check {@link GoState} against: a board of characters ('X', 'O',
 * '.', row 0 at the bottom), groups found by a breadth-first search into sets, captures by rebuilding the board,
 * positional superko by a set of every board seen. Slow, and sharing nothing with {@link GoState} but the rules.
 */
final class NaiveGo {

    /** A move's result: the board after it and the simple-ko point it leaves ("row,column"), or null. */
    record After(char[][] board, String ko) {
    }

    final int size;

    NaiveGo(int size) {
        this.size = size;
    }

    /**
     * Plays a stone if the rules allow it.
     *
     * @return the result, or null for an occupied point, the ko point, suicide or a board in the history
     */
    After tryMove(char[][] board, char mover, int row, int column, String ko, Set<String> history) {
        if (board[row][column] != '.' || (row + "," + column).equals(ko)) {
            return null;
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
            return null; // suicide
        }
        if (history.contains(text(next))) {
            return null; // positional superko
        }
        return new After(next, captured == 1 && own.size() == 1 && liberties(next, own) == 1 ? lastCaptured : null);
    }

    long perft(char[][] board, char mover, int passes, String ko, Set<String> history, int depth) {
        if (passes >= 2) {
            return 0;
        }
        if (depth == 0) {
            return 1;
        }
        long total = depth == 1 ? 1 : perft(board, other(mover), passes + 1, null, history, depth - 1); // the pass
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                After after = tryMove(board, mover, row, column, ko, history);
                if (after == null) {
                    continue;
                }
                if (depth == 1) {
                    total++;
                } else {
                    String text = text(after.board());
                    history.add(text);
                    total += perft(after.board(), other(mover), 0, after.ko(), history, depth - 1);
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

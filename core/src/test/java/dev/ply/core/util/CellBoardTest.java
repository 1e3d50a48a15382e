package dev.ply.core.util;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The journaled board: random moves of many writes each, taken back one by one, against snapshots. */
class CellBoardTest {

    private static final int CELLS = 10;
    private static final int MAX = 7;

    /** The key of the same cells and player on a fresh board, written without any move. */
    private static long freshKey(int[] cells, int player) {
        CellBoard fresh = new CellBoard(CELLS, MAX, 3, 42);
        for (int i = 0; i < CELLS; i++) {
            fresh.set(i, cells[i]);
        }
        fresh.setToMove(player);
        return fresh.hash();
    }

    private static int[] cells(CellBoard board) {
        int[] cells = new int[board.size()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = board.get(i);
        }
        return cells;
    }

    @Test
    void shouldTakeBackEveryMoveWhateverItWroteAndKeepItsKeyTrue() {
        CellBoard board = new CellBoard(CELLS, MAX, 3, 42);
        SplittableRandom random = new SplittableRandom(7);
        Deque<int[]> snapshots = new ArrayDeque<>();
        Deque<Long> keys = new ArrayDeque<>();
        for (int move = 0; move < 500; move++) {
            snapshots.push(Arrays.copyOf(cells(board), CELLS + 1));
            snapshots.peek()[CELLS] = board.toMove();
            keys.push(board.hash());
            board.begin();
            for (int write = random.nextInt(12); write > 0; write--) {
                int cell = random.nextInt(CELLS);
                if (random.nextBoolean() && board.get(cell) < MAX) {
                    board.add(cell, 1);
                } else {
                    board.set(cell, random.nextInt(MAX + 1));
                }
            }
            if (random.nextBoolean()) {
                board.setToMove(random.nextInt(3));
            }
            assertThat(board.hash()).as("key after move %s", move).isEqualTo(freshKey(cells(board), board.toMove()));
            if (random.nextInt(4) == 0) {
                int[] before = cells(board);
                CellBoard copy = board.copy();
                copy.undo();
                assertThat(cells(copy)).as("the copy takes back the move").isEqualTo(
                        Arrays.copyOf(snapshots.peek(), CELLS));
                assertThat(cells(board)).as("a copy's undo leaves the original alone").isEqualTo(before);
                assertThat(copy.plies()).isEqualTo(board.plies() - 1);
            }
        }
        assertThat(board.plies()).isEqualTo(500);
        while (board.plies() > 0) {
            board.undo();
            int[] expected = snapshots.pop();
            assertThat(cells(board)).isEqualTo(Arrays.copyOf(expected, CELLS));
            assertThat(board.toMove()).isEqualTo(expected[CELLS]);
            assertThat(board.hash()).isEqualTo(keys.pop());
        }
        assertThat(board.hash()).as("the empty board of player 0").isZero();
    }

    @Test
    void shouldRefuseValuesOutOfRangeAndAnUndoWithoutAMove() {
        CellBoard board = new CellBoard(3, 2, 2, 1);
        assertThatThrownBy(() -> board.set(0, 3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cell 0: 3 is outside 0..2");
        assertThatThrownBy(() -> board.add(1, -1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(board::undo).isInstanceOf(IllegalStateException.class).hasMessage("no move to undo");
        board.set(2, 2);
        board.forgetMoves();
        assertThatThrownBy(board::undo).as("a set-up is no move").isInstanceOf(IllegalStateException.class);
        assertThat(board.get(2)).isEqualTo(2);
    }
}

package dev.ply.examples.connectfour;

import dev.ply.core.eval.Evaluator;
import java.util.ArrayList;
import java.util.List;

/**
 * Scores a Connect Four position by its 69 windows of four cells: a window only one player has discs
 * in is worth 1, 4 or 16 to that player for 1, 2 or 3 discs; the side to move's windows count for it,
 * the opponent's against it. Discs in the centre column add 2 each.
 */
public final class ConnectFourEvaluator implements Evaluator<ConnectFourState> {

    private static final long[] WINDOWS = windows();
    private static final int[] WEIGHT = {0, 1, 4, 16, 0};
    private static final long CENTRE;

    static {
        long centre = 0;
        for (int height = 0; height < ConnectFour.ROWS; height++) {
            centre |= ConnectFourState.bit(3, height);
        }
        CENTRE = centre;
    }

    private static long[] windows() {
        List<Long> windows = new ArrayList<>();
        int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int column = 0; column < ConnectFour.COLUMNS; column++) {
            for (int height = 0; height < ConnectFour.ROWS; height++) {
                for (int[] d : directions) {
                    int endColumn = column + 3 * d[0];
                    int endHeight = height + 3 * d[1];
                    if (endColumn < ConnectFour.COLUMNS && endHeight >= 0 && endHeight < ConnectFour.ROWS) {
                        long window = 0;
                        for (int i = 0; i < 4; i++) {
                            window |= ConnectFourState.bit(column + i * d[0], height + i * d[1]);
                        }
                        windows.add(window);
                    }
                }
            }
        }
        return windows.stream().mapToLong(Long::longValue).toArray();
    }

    @Override
    public int evaluate(ConnectFourState state) {
        long mine = state.discs(state.toMove());
        long theirs = state.discs(1 - state.toMove());
        int score = 2 * (Long.bitCount(mine & CENTRE) - Long.bitCount(theirs & CENTRE));
        for (long window : WINDOWS) {
            if ((window & theirs) == 0) {
                score += WEIGHT[Long.bitCount(window & mine)];
            } else if ((window & mine) == 0) {
                score -= WEIGHT[Long.bitCount(window & theirs)];
            }
        }
        return score;
    }

    /** 69 windows at 16 each plus 6 centre discs at 2: no position scores more. */
    @Override
    public int bound() {
        return 69 * 16 + 12;
    }
}

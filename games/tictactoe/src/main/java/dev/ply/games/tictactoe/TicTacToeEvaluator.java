package dev.ply.games.tictactoe;

import dev.ply.core.eval.Evaluator;

/**
 * Scores a tic-tac-toe position by open lines: the lines the side to move can still complete minus
 * those the opponent can, with a line already holding two of one's marks counting double.
 * Bound 16; a won game scores 17.
 */
public final class TicTacToeEvaluator implements Evaluator<TicTacToeState> {

    /** Creates an instance. */
    public TicTacToeEvaluator() {
    }

    @Override
    public int evaluate(TicTacToeState state) {
        int mine = state.marks(state.toMove());
        int theirs = state.marks(1 - state.toMove());
        int score = 0;
        for (int line : TicTacToeState.LINES) {
            if ((line & theirs) == 0) {
                score += Integer.bitCount(line & mine) >= 2 ? 2 : 1;
            }
            if ((line & mine) == 0) {
                score -= Integer.bitCount(line & theirs) >= 2 ? 2 : 1;
            }
        }
        return score;
    }

    @Override
    public int bound() {
        return 16;
    }
}

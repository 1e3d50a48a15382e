package dev.ply.search.expectimax;

import dev.ply.core.GameState;
import dev.ply.core.eval.Evaluator;

/**
 * Puts the moves of a player node in the order the search tries them: the transposition table's
 * move first, then, when ordering by the evaluator, the others by the static score of the position
 * each leads to, best for the mover first (ties keep the game's generation order). Ordering matters
 * twice over in expectimax: alpha-beta cuts sooner at player nodes, and Star2's probe of a chance
 * outcome tries only the first move, so a good first move is what makes it cut.
 *
 * <p>Scores are kept in a buffer per ply, preallocated; ordering never allocates. One per search.
 */
final class MoveOrdering {

    private final Evaluator<GameState> evaluator;
    private final boolean byEvaluator;
    private final double[][] keys;
    private long evaluations;

    /**
     * @param evaluator scores the positions the moves lead to
     * @param byEvaluator order by the evaluator; otherwise only the table's move is moved
     * @param maxPly the deepest ply
     * @param maxMoves the most moves of a position
     */
    MoveOrdering(Evaluator<GameState> evaluator, boolean byEvaluator, int maxPly, int maxMoves) {
        this.evaluator = evaluator;
        this.byEvaluator = byEvaluator;
        this.keys = new double[byEvaluator ? maxPly + 1 : 0][byEvaluator ? maxMoves : 0];
    }

    /**
     * Reorders {@code moves[0..count)} in place. The evaluator is consulted only when the node still
     * has {@code depth >= 2} plies to go: one ply from the horizon its children are the leaves, and
     * scoring them first would double the work of searching them.
     *
     * @param state the position, left as it was
     * @param moves its legal moves; reordered
     * @param count how many
     * @param ply the node's ply, whose buffer is used
     * @param depth the plies left to search below the node
     * @param tableMove the table's best move, or {@link GameState#NO_MOVE}
     */
    void order(GameState state, int[] moves, int count, int ply, int depth, int tableMove) {
        if (byEvaluator && depth >= 2 && count > 1) {
            sortByEvaluation(state, moves, count, keys[ply], tableMove);
        } else if (tableMove != GameState.NO_MOVE) {
            moveToFront(moves, count, tableMove);
        }
    }

    private void sortByEvaluation(GameState state, int[] moves, int count, double[] key, int tableMove) {
        int mover = state.toMove();
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (move == tableMove) {
                key[i] = Double.POSITIVE_INFINITY;
                continue;
            }
            state.play(move);
            int score = state.isTerminal() ? evaluator.terminalScore(state) : evaluator.evaluate(state);
            key[i] = state.toMove() == mover ? score : -score;
            state.undo();
            evaluations++;
        }
        // Insertion sort, stable and allocation-free; move lists are short.
        for (int i = 1; i < count; i++) {
            double k = key[i];
            int move = moves[i];
            int j = i - 1;
            while (j >= 0 && key[j] < k) {
                key[j + 1] = key[j];
                moves[j + 1] = moves[j];
                j--;
            }
            key[j + 1] = k;
            moves[j + 1] = move;
        }
    }

    private static void moveToFront(int[] moves, int count, int move) {
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                System.arraycopy(moves, 0, moves, 1, i);
                moves[0] = move;
                return;
            }
        }
    }

    /** Positions scored for ordering since the last {@link #resetCount()}. */
    long evaluations() {
        return evaluations;
    }

    void resetCount() {
        evaluations = 0;
    }
}

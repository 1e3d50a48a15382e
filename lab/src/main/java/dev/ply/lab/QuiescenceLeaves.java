package dev.ply.lab;

import dev.ply.core.GameState;
import dev.ply.core.capability.CaptureValues;
import dev.ply.core.capability.CheckAware;
import dev.ply.core.capability.TacticalMoves;
import dev.ply.core.eval.Evaluator;

/**
 * Resolves a position to the quiet one its static evaluation should be read in: the end of the principal variation of
 * a quiescence search (captures and the game's other {@link TacticalMoves}, best first by {@link CaptureValues} where
 * the game has them, standing pat allowed), so that a position in the middle of an exchange is judged after it. A
 * game without tactical moves has only quiet positions. Not thread-safe: one per thread.
 */
public final class QuiescenceLeaves {

    /** The deepest a quiescence search goes, in plies. */
    static final int MAX_PLIES = 16;

    private final Evaluator<GameState> evaluator;
    private final int[][] moves;
    private final int[][] line = new int[MAX_PLIES + 1][MAX_PLIES + 1];
    private final int[] lineLength = new int[MAX_PLIES + 1];

    /**
     * A resolver for positions of a game.
     *
     * @param evaluator the evaluator the search stands pat with
     * @param maxMoves the game's most legal moves in a position ({@link dev.ply.core.Game#maxMoves()})
     */
    @SuppressWarnings("unchecked")
    public QuiescenceLeaves(Evaluator<? extends GameState> evaluator, int maxMoves) {
        this.evaluator = (Evaluator<GameState>) evaluator;
        this.moves = new int[MAX_PLIES + 1][maxMoves];
    }

    /**
     * Whether a position can be judged by its static evaluation at all: it is not finished, not a chance node and the
     * side to move is not in check.
     *
     * @param state a position
     * @return {@code true} if a quiescence search may start there
     */
    public static boolean judgeable(GameState state) {
        return !state.isTerminal() && !state.isChanceNode()
                && !(state instanceof CheckAware check && check.inCheck());
    }

    /**
     * Whether a position is quiet: {@link #judgeable} and its own quiescence search's leaf, standing pat best.
     *
     * @param state a position; not modified
     * @return {@code true} if its static evaluation may be read as it stands
     */
    public boolean quiet(GameState state) {
        return judgeable(state) && leaf(state) == state;
    }

    /**
     * The quiet position at the end of the quiescence search's principal variation.
     *
     * @param state a {@link #judgeable} position; not modified
     * @return the position itself when standing pat is best (it is quiet), else a new position further on
     */
    public GameState leaf(GameState state) {
        if (!(state instanceof TacticalMoves)) {
            return state;
        }
        GameState work = state.copy();
        int bound = evaluator.winScore() * 2;
        search(work, -bound, bound, 0);
        if (lineLength[0] == 0) {
            return state;
        }
        for (int i = 0; i < lineLength[0]; i++) {
            work.play(line[0][i]);
        }
        return work;
    }

    private int search(GameState state, int alpha, int beta, int ply) {
        lineLength[ply] = 0;
        if (state.isTerminal()) {
            return evaluator.terminalScore(state);
        }
        int best = evaluator.evaluate(state);
        if (ply == MAX_PLIES || best >= beta) {
            return best;
        }
        alpha = Math.max(alpha, best);
        int[] list = moves[ply];
        int count = ((TacticalMoves) state).tacticalMoves(list);
        orderByValue(state, list, count);
        for (int i = 0; i < count; i++) {
            state.play(list[i]);
            int score = -search(state, -beta, -alpha, ply + 1);
            state.undo();
            if (score > best) {
                best = score;
                line[ply][0] = list[i];
                System.arraycopy(line[ply + 1], 0, line[ply], 1, lineLength[ply + 1]);
                lineLength[ply] = lineLength[ply + 1] + 1;
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /** Most valuable victim first, then least valuable attacker (insertion sort: the lists are short). */
    private static void orderByValue(GameState state, int[] list, int count) {
        if (!(state instanceof CaptureValues values)) {
            return;
        }
        for (int i = 1; i < count; i++) {
            int move = list[i];
            int key = 16 * values.victimValue(move) - values.attackerValue(move);
            int j = i - 1;
            while (j >= 0 && 16 * values.victimValue(list[j]) - values.attackerValue(list[j]) < key) {
                list[j + 1] = list[j];
                j--;
            }
            list[j + 1] = move;
        }
    }
}

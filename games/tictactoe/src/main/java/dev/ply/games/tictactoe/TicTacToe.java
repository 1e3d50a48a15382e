package dev.ply.games.tictactoe;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.NotationException;
import dev.ply.core.capability.ExactValues;

/**
 * Tic-tac-toe on 3x3: X (player 0) moves first, three in a row wins, a full board without a line is
 * a draw.
 *
 * <p>Squares are numbered 0 to 8 row by row from the top left; a move is its square's number, written
 * as that digit. A position is written as nine characters, row by row, {@code X}, {@code O} or
 * {@code .} (for example {@code X.O......}); the player to move follows from the counts (X when they
 * are equal).
 *
 * <p>{@link ExactValues}: a position is solved by negamax with alpha-beta over its moves (the whole game from the
 * empty board in fewer than 30,000 positions).
 */
public final class TicTacToe implements Game, ExactValues {

    /** The number of squares. */
    public static final int SQUARES = 9;

    private static final TicTacToeEvaluator EVALUATOR = new TicTacToeEvaluator();

    /** Creates the instance; the service loader calls this. */
    public TicTacToe() {
    }

    @Override
    public String id() {
        return "tictactoe";
    }

    @Override
    public String displayName() {
        return "Tic-tac-toe";
    }

    @Override
    public TicTacToeState newState() {
        return new TicTacToeState(this, 0, 0);
    }

    @Override
    public TicTacToeState parseState(String notation) {
        String text = notation.trim();
        if (text.length() != SQUARES) {
            throw new NotationException("a tic-tac-toe board is 9 characters of X, O and '.', not "
                    + text.length() + " ('" + notation + "')");
        }
        int xs = 0;
        int os = 0;
        for (int square = 0; square < SQUARES; square++) {
            switch (Character.toUpperCase(text.charAt(square))) {
                case 'X' -> xs |= 1 << square;
                case 'O' -> os |= 1 << square;
                case '.', '-' -> { }
                default -> throw new NotationException("bad character '" + text.charAt(square) + "' at square "
                        + square + " of '" + notation + "'; use X, O or '.'");
            }
        }
        int xCount = Integer.bitCount(xs);
        int oCount = Integer.bitCount(os);
        if (xCount != oCount && xCount != oCount + 1) {
            throw new NotationException("impossible board '" + notation + "': X moves first, so X has as many marks as"
                    + " O or one more (X " + xCount + ", O " + oCount + ")");
        }
        boolean xWon = TicTacToeState.hasLine(xs);
        boolean oWon = TicTacToeState.hasLine(os);
        if (xWon && oWon) {
            throw new NotationException("impossible board '" + notation + "': both X and O have three in a row");
        }
        if (xWon && xCount == oCount) {
            throw new NotationException("impossible board '" + notation + "': O moved after X had already won");
        }
        if (oWon && xCount != oCount) {
            throw new NotationException("impossible board '" + notation + "': X moved after O had already won");
        }
        return new TicTacToeState(this, xs, os);
    }

    @Override
    public int maxMoves() {
        return SQUARES;
    }

    @Override
    public int maxPlies() {
        return SQUARES;
    }

    @Override
    public String playerName(int player) {
        return player == 0 ? "X" : "O";
    }

    @Override
    public TicTacToeEvaluator defaultEvaluator() {
        return EVALUATOR;
    }

    @Override
    public int exactValue(GameState state, long maxNodes) {
        if (!(state instanceof TicTacToeState position)) {
            throw new IllegalArgumentException("not a tic-tac-toe position: " + state.getClass().getSimpleName());
        }
        if (maxNodes < 1) {
            throw new IllegalArgumentException("the budget must be at least 1 node, not " + maxNodes);
        }
        long[] budget = {maxNodes};
        int value = solve(position, -1, 1, budget, new int[SQUARES + 1][SQUARES]);
        return budget[0] < 0 ? UNKNOWN : value;
    }

    /** Negamax over {-1, 0, 1} for the side to move; void once {@code budget[0]} falls below 0. */
    private static int solve(TicTacToeState state, int alpha, int beta, long[] budget, int[][] moves) {
        if (--budget[0] < 0) {
            return 0;
        }
        if (state.isTerminal()) {
            return Integer.signum(state.outcome(state.toMove()));
        }
        int[] mine = moves[state.plies()];
        int count = state.legalMoves(mine);
        int best = -1;
        for (int i = 0; i < count && best < beta; i++) {
            state.play(mine[i]);
            int value = -solve(state, -beta, -Math.max(alpha, best), budget, moves);
            state.undo();
            if (budget[0] < 0) {
                return 0;
            }
            best = Math.max(best, value);
        }
        return best;
    }
}

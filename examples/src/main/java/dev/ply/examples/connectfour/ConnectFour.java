package dev.ply.examples.connectfour;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.NotationException;
import dev.ply.core.capability.ExactValues;
import dev.ply.core.util.BoardText;

/**
 * Connect Four (7 columns, 6 rows), written only against Ply's public SPI: the example to copy when
 * adding a game. X (player 0) moves first; a disc drops to the lowest free cell of its column; four in
 * a row in any direction wins; a full board without one is a draw.
 *
 * <p>What a game provides: this class (the rules as a whole, registered for {@link java.util.ServiceLoader}
 * in {@code META-INF/services/dev.ply.core.Game}), a {@link ConnectFourState} (one mutable position with
 * make/unmake and an incremental hash) and a {@link ConnectFourEvaluator} for searches that stop before
 * the end. Its tests subclass {@code dev.ply.testkit.GameContract}.
 *
 * <p>Notation: a move is the column's number, {@code 1} to {@code 7} from the left. A position is the
 * six rows from the top, separated by {@code /}, each seven characters of {@code X}, {@code O} or
 * {@code .}: the empty board is {@code ......./......./......./......./......./.......}. The player to
 * move follows from the counts.
 *
 * <p>{@link ExactValues}: positions are solved by {@link ConnectFourSolver}, one per thread with a table of 2^20
 * entries (about 10 MB) kept between calls.
 */
public final class ConnectFour implements Game, ExactValues {

    /** Columns of the board. */
    public static final int COLUMNS = 7;
    /** Rows of the board. */
    public static final int ROWS = 6;
    /** The row notation of positions: six ranks of seven cells, top first, {@code X}, {@code O} or {@code .}. */
    static final BoardText BOARD = new BoardText(COLUMNS, ROWS, ".XO");

    private static final ConnectFourEvaluator EVALUATOR = new ConnectFourEvaluator();
    private static final ThreadLocal<ConnectFourSolver> SOLVERS = ThreadLocal.withInitial(() ->
            new ConnectFourSolver(20));

    @Override
    public String id() {
        return "connectfour";
    }

    @Override
    public String displayName() {
        return "Connect Four (example game)";
    }

    @Override
    public ConnectFourState newState() {
        return new ConnectFourState(this, 0L, 0L);
    }

    @Override
    public ConnectFourState parseState(String notation) {
        char[] cells = BOARD.parseRows(notation);
        long[] discs = new long[2];
        for (int height = 0; height < ROWS; height++) {
            for (int column = 0; column < COLUMNS; column++) {
                char cell = cells[height * COLUMNS + column];
                if (cell != '.') {
                    discs[cell == 'X' ? 0 : 1] |= ConnectFourState.bit(column, height);
                }
            }
        }
        validate(notation, discs[0], discs[1]);
        return new ConnectFourState(this, discs[0], discs[1]);
    }

    private static void validate(String notation, long xs, long os) {
        long occupied = xs | os;
        for (int column = 0; column < COLUMNS; column++) {
            for (int height = 1; height < ROWS; height++) {
                if ((occupied & ConnectFourState.bit(column, height)) != 0
                        && (occupied & ConnectFourState.bit(column, height - 1)) == 0) {
                    throw new NotationException("impossible position '" + notation + "': a disc floats in column "
                            + (column + 1));
                }
            }
        }
        int xCount = Long.bitCount(xs);
        int oCount = Long.bitCount(os);
        if (xCount != oCount && xCount != oCount + 1) {
            throw new NotationException("impossible position '" + notation + "': X moves first, so X has as many"
                    + " discs as O or one more (X " + xCount + ", O " + oCount + ")");
        }
        boolean xWon = ConnectFourState.hasFour(xs);
        boolean oWon = ConnectFourState.hasFour(os);
        if (xWon && oWon) {
            throw new NotationException("impossible position '" + notation + "': both players have four in a row");
        }
        if (xWon && xCount == oCount || oWon && xCount != oCount) {
            throw new NotationException("impossible position '" + notation + "': a move was played after the game"
                    + " was won");
        }
    }

    @Override
    public int maxMoves() {
        return COLUMNS;
    }

    @Override
    public int maxPlies() {
        return COLUMNS * ROWS;
    }

    @Override
    public String playerName(int player) {
        return player == 0 ? "X" : "O";
    }

    @Override
    public ConnectFourEvaluator defaultEvaluator() {
        return EVALUATOR;
    }

    @Override
    public int exactValue(GameState state, long maxNodes) {
        if (!(state instanceof ConnectFourState position)) {
            throw new IllegalArgumentException("not a Connect Four position: " + state.getClass().getSimpleName());
        }
        return SOLVERS.get().solve(position, maxNodes);
    }
}

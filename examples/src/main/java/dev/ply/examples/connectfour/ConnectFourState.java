package dev.ply.examples.connectfour;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import dev.ply.core.capability.BoardView;
import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.util.BoardKeys;
import dev.ply.core.util.UndoStack;

/**
 * A Connect Four position as two bitboards, one per player.
 *
 * <p>Bit {@code 7 * column + height} is the cell at that column (0 to 6 from the left) and height (0 at
 * the bottom to 5); the seventh bit of each column stays empty, so that shifting a board by 1 (vertical),
 * 7 (horizontal), 6 and 8 (diagonals) never wraps a line from one column into the next. A move is the
 * column number 0 to 6; nothing else is encoded in it.
 */
public final class ConnectFourState implements GameState, BoardView, NetworkEncoding {

    private static final int COLUMN_BITS = ConnectFour.ROWS + 1;
    private static final long BOTTOM_ROW;
    private static final long FULL_BOARD;
    private static final int CELLS = COLUMN_BITS * ConnectFour.COLUMNS;
    private static final BoardKeys KEYS = BoardKeys.of(0xC0DE_C4C4_0000_0001L, 2, CELLS);

    static {
        long bottom = 0;
        long full = 0;
        for (int column = 0; column < ConnectFour.COLUMNS; column++) {
            bottom |= bit(column, 0);
            for (int height = 0; height < ConnectFour.ROWS; height++) {
                full |= bit(column, height);
            }
        }
        BOTTOM_ROW = bottom;
        FULL_BOARD = full;
    }

    static long bit(int column, int height) {
        return 1L << (column * COLUMN_BITS + height);
    }

    /** The shifts between neighbouring cells of a line: vertical, horizontal and the two diagonals. */
    private static final int[] LINE_SHIFTS = {1, COLUMN_BITS, COLUMN_BITS - 1, COLUMN_BITS + 1};

    /** Whether a board holds four in a row in any of the four directions. */
    static boolean hasFour(long board) {
        for (int shift : LINE_SHIFTS) {
            long pairs = board & (board >>> shift);
            if ((pairs & (pairs >>> (2 * shift))) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The empty cells that would complete a four of {@code discs}, whether or not a disc can drop there yet.
     *
     * @param discs one player's discs
     * @param mask every disc on the board
     * @return those cells as a board
     */
    static long winningCells(long discs, long mask) {
        // Vertical: three discs straight below.
        long cells = (discs << 1) & (discs << 2) & (discs << 3);
        cells |= lineCells(discs, COLUMN_BITS); // horizontal
        cells |= lineCells(discs, COLUMN_BITS - 1); // one diagonal
        cells |= lineCells(discs, COLUMN_BITS + 1); // the other
        return cells & (FULL_BOARD ^ mask);
    }

    /** The cells that complete a four of {@code discs} along the line whose neighbouring cells are {@code shift} apart. */
    private static long lineCells(long discs, int shift) {
        long pair = (discs << shift) & (discs << 2 * shift);
        long cells = pair & (discs << 3 * shift);
        cells |= pair & (discs >>> shift);
        pair = (discs >>> shift) & (discs >>> 2 * shift);
        cells |= pair & (discs << shift);
        cells |= pair & (discs >>> 3 * shift);
        return cells;
    }

    private final ConnectFour game;
    private final long[] discs = new long[2];
    private int toMove;
    private long hash;
    private boolean won;
    private final UndoStack history;

    ConnectFourState(ConnectFour game, long xs, long os) {
        this.game = game;
        this.discs[0] = xs;
        this.discs[1] = os;
        this.toMove = Long.bitCount(xs) == Long.bitCount(os) ? 0 : 1;
        this.won = hasFour(xs) || hasFour(os);
        for (int player = 0; player < 2; player++) {
            for (int i = 0; i < CELLS; i++) {
                if ((discs[player] & (1L << i)) != 0) {
                    hash ^= KEYS.square(player, i);
                }
            }
        }
        if (toMove == 1) {
            hash ^= KEYS.secondToMove();
        }
        this.history = new UndoStack(ConnectFour.COLUMNS * ConnectFour.ROWS);
    }

    private ConnectFourState(ConnectFourState other) {
        this.game = other.game;
        this.discs[0] = other.discs[0];
        this.discs[1] = other.discs[1];
        this.toMove = other.toMove;
        this.hash = other.hash;
        this.won = other.won;
        this.history = other.history.copy();
    }

    /**
     * The cells a player occupies, in the bit layout of this class.
     *
     * @param player 0 (X) or 1 (O)
     * @return the player's bitboard
     */
    public long discs(int player) {
        return discs[player];
    }

    /** The lowest free cell of every column, as one bit per column; a full column has none. */
    private long freeCells() {
        long occupied = discs[0] | discs[1];
        return (occupied + BOTTOM_ROW) & FULL_BOARD;
    }

    @Override
    public Game game() {
        return game;
    }

    @Override
    public int toMove() {
        return toMove;
    }

    @Override
    public int legalMoves(int[] moves) {
        if (won) {
            return 0;
        }
        long free = freeCells();
        int count = 0;
        for (int column = 0; column < ConnectFour.COLUMNS; column++) {
            if ((free & (((1L << COLUMN_BITS) - 1) << (column * COLUMN_BITS))) != 0) {
                moves[count++] = column;
            }
        }
        return count;
    }

    @Override
    public void play(int move) {
        long cell = freeCells() & (((1L << COLUMN_BITS) - 1) << (move * COLUMN_BITS));
        discs[toMove] |= cell;
        hash ^= KEYS.square(toMove, Long.numberOfTrailingZeros(cell)) ^ KEYS.secondToMove();
        won = hasFour(discs[toMove]);
        toMove ^= 1;
        history.push(move);
    }

    @Override
    public void undo() {
        int column = history.pop();
        toMove ^= 1;
        long columnCells = discs[toMove] & (((1L << COLUMN_BITS) - 1) << (column * COLUMN_BITS));
        long top = Long.highestOneBit(columnCells);
        discs[toMove] &= ~top;
        hash ^= KEYS.square(toMove, Long.numberOfTrailingZeros(top)) ^ KEYS.secondToMove();
        won = false; // the game was not over before the move that is taken back
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public boolean isTerminal() {
        return won || ((discs[0] | discs[1]) == FULL_BOARD);
    }

    @Override
    public int outcome(int player) {
        if (!isTerminal()) {
            throw new IllegalStateException("the game is not over: " + notation());
        }
        if (!won) {
            return 0;
        }
        // The player who just moved made the four.
        return player == toMove ? -1 : 1;
    }

    @Override
    public int plies() {
        return history.size();
    }

    @Override
    public ConnectFourState copy() {
        return new ConnectFourState(this);
    }

    @Override
    public String notation() {
        return ConnectFour.BOARD.rows(this::cell);
    }

    private char cell(int column, int height) {
        long bit = bit(column, height);
        return (discs[0] & bit) != 0 ? 'X' : (discs[1] & bit) != 0 ? 'O' : '.';
    }

    @Override
    public String moveToString(int move) {
        return Integer.toString(move + 1);
    }

    @Override
    public int rows() {
        return ConnectFour.ROWS;
    }

    @Override
    public int columns() {
        return ConnectFour.COLUMNS;
    }

    /** Drawn as the game stands: the top row first, so a cell is {@code (ROWS - 1 - height) * COLUMNS + column}. */
    @Override
    public java.util.List<Token> pieces() {
        java.util.List<Token> tokens = new java.util.ArrayList<>();
        for (int row = 0; row < ConnectFour.ROWS; row++) {
            for (int column = 0; column < ConnectFour.COLUMNS; column++) {
                char disc = cell(column, ConnectFour.ROWS - 1 - row);
                tokens.add(disc == '.' ? null : new Token("\u25CF", disc == 'X' ? 0 : 1, "disc"));
            }
        }
        return tokens;
    }

    @Override
    public String cellName(int cell) {
        return (cell % ConnectFour.COLUMNS + 1) + "/" + (ConnectFour.ROWS - cell / ConnectFour.COLUMNS);
    }

    /** A move is clicked where its disc lands: the lowest free cell of its column. */
    @Override
    public int[] clicks(int move) {
        long cell = freeCells() & (((1L << COLUMN_BITS) - 1) << (move * COLUMN_BITS));
        int height = Long.numberOfTrailingZeros(cell) - move * COLUMN_BITS;
        return new int[] {(ConnectFour.ROWS - 1 - height) * ConnectFour.COLUMNS + move};
    }

    @Override
    public int parseMove(String text) {
        String t = text.trim();
        if (t.length() != 1 || t.charAt(0) < '1' || t.charAt(0) > '7') {
            throw new NotationException("a Connect Four move is a column number 1 to 7, not '" + text + "'");
        }
        int column = t.charAt(0) - '1';
        if (isTerminal()) {
            throw new IllegalMoveException("column " + t + " cannot be played: the game is over");
        }
        if (((discs[0] | discs[1]) & bit(column, ConnectFour.ROWS - 1)) != 0) {
            throw new IllegalMoveException("column " + t + " is full");
        }
        return column;
    }

    /**
     * The board with column numbers underneath.
     *
     * @return six rows and a footer
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int height = ConnectFour.ROWS - 1; height >= 0; height--) {
            text.append('|');
            for (int column = 0; column < ConnectFour.COLUMNS; column++) {
                text.append(' ').append(cell(column, height));
            }
            text.append(" |\n");
        }
        text.append("  1 2 3 4 5 6 7\n");
        return text.toString();
    }

    /**
     * Four planes of 6 × 7, the top row first: the side to move's discs, the opponent's, then the empty cells that
     * would complete a four of the side to move (whether or not a disc can drop there yet) and those of the opponent.
     * The two threat planes are what Connect Four's play turns on (Allis's threats, odd and even rows); with them a
     * small network learns from the same labelled positions a value that picks the solver's move about a tenth more
     * often than from the discs alone (docs/experiments/2026-12-04-connectfour-training.md). The action of a move is
     * its column. The mirror image is the one symmetry.
     */
    @Override
    public String encodingName() {
        return "connectfour-4x6x7";
    }

    @Override
    public int inputPlanes() {
        return 4;
    }

    @Override
    public int inputHeight() {
        return ConnectFour.ROWS;
    }

    @Override
    public int inputWidth() {
        return ConnectFour.COLUMNS;
    }

    @Override
    public int actionCount() {
        return ConnectFour.COLUMNS;
    }

    @Override
    public void encode(float[] into, int offset) {
        long own = discs[toMove];
        long theirs = discs[toMove ^ 1];
        long ownFours = winningCells(own, own | theirs);
        long theirFours = winningCells(theirs, own | theirs);
        int plane = ConnectFour.ROWS * ConnectFour.COLUMNS;
        for (int row = 0; row < ConnectFour.ROWS; row++) {
            int height = ConnectFour.ROWS - 1 - row;
            for (int column = 0; column < ConnectFour.COLUMNS; column++) {
                int shift = column * COLUMN_BITS + height;
                int cell = offset + row * ConnectFour.COLUMNS + column;
                into[cell] = (int) (own >>> shift & 1);
                into[cell + plane] = (int) (theirs >>> shift & 1);
                into[cell + 2 * plane] = (int) (ownFours >>> shift & 1);
                into[cell + 3 * plane] = (int) (theirFours >>> shift & 1);
            }
        }
    }

    @Override
    public int actionIndex(int move) {
        return move;
    }

    @Override
    public int symmetryCount() {
        return 2;
    }

    @Override
    public int symmetricCell(int symmetry, int cell) {
        if (symmetry == 0) {
            return cell;
        }
        int row = cell / ConnectFour.COLUMNS;
        return row * ConnectFour.COLUMNS + ConnectFour.COLUMNS - 1 - cell % ConnectFour.COLUMNS;
    }

    @Override
    public int symmetricAction(int symmetry, int action) {
        return symmetry == 0 ? action : ConnectFour.COLUMNS - 1 - action;
    }
}

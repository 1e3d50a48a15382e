package dev.ply.games.tictactoe;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import dev.ply.core.capability.BoardView;
import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.capability.SparseFeatures;
import dev.ply.core.util.BoardKeys;
import dev.ply.core.util.SquareSymmetries;
import dev.ply.core.util.UndoStack;
import java.util.ArrayList;
import java.util.List;

/**
 * A tic-tac-toe position: one 9-bit mask of squares per player (bit {@code s} is square {@code s}),
 * the Zobrist key kept incrementally, and the squares played for undo.
 *
 * <p>A move is the number of the square it marks, 0 to 8; there is no other bit in it.
 */
public final class TicTacToeState implements GameState, BoardView, NetworkEncoding, SparseFeatures {

    private static final int FULL = (1 << TicTacToe.SQUARES) - 1;
    /** The eight lines of three, as masks of squares. */
    static final int[] LINES = {
        0b000_000_111, 0b000_111_000, 0b111_000_000,
        0b001_001_001, 0b010_010_010, 0b100_100_100,
        0b100_010_001, 0b001_010_100,
    };
    private static final boolean[] HAS_LINE = new boolean[1 << TicTacToe.SQUARES];
    private static final BoardKeys KEYS = BoardKeys.of(0x7177_7AC7_0E00_0001L, 2, TicTacToe.SQUARES);

    static {
        for (int mask = 0; mask <= FULL; mask++) {
            for (int line : LINES) {
                if ((mask & line) == line) {
                    HAS_LINE[mask] = true;
                }
            }
        }
    }

    private final TicTacToe game;
    private final int[] marks = new int[2];
    private int toMove;
    private long hash;
    private final UndoStack history;

    TicTacToeState(TicTacToe game, int xs, int os) {
        this.game = game;
        this.marks[0] = xs;
        this.marks[1] = os;
        this.toMove = Integer.bitCount(xs) == Integer.bitCount(os) ? 0 : 1;
        this.hash = computeHash();
        this.history = new UndoStack(TicTacToe.SQUARES);
    }

    private TicTacToeState(TicTacToeState other) {
        this.game = other.game;
        this.marks[0] = other.marks[0];
        this.marks[1] = other.marks[1];
        this.toMove = other.toMove;
        this.hash = other.hash;
        this.history = other.history.copy();
    }

    static boolean hasLine(int mask) {
        return HAS_LINE[mask];
    }

    private long computeHash() {
        long key = toMove == 1 ? KEYS.secondToMove() : 0;
        for (int player = 0; player < 2; player++) {
            for (int square = 0; square < TicTacToe.SQUARES; square++) {
                if ((marks[player] & (1 << square)) != 0) {
                    key ^= KEYS.square(player, square);
                }
            }
        }
        return key;
    }

    /**
     * The squares a player has marked.
     *
     * @param player 0 (X) or 1 (O)
     * @return a 9-bit mask, bit {@code s} for square {@code s}
     */
    public int marks(int player) {
        return marks[player];
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
        if (isTerminal()) {
            return 0;
        }
        int empty = ~(marks[0] | marks[1]) & FULL;
        int count = 0;
        while (empty != 0) {
            moves[count++] = Integer.numberOfTrailingZeros(empty);
            empty &= empty - 1;
        }
        return count;
    }

    @Override
    public void play(int move) {
        marks[toMove] |= 1 << move;
        hash ^= KEYS.square(toMove, move) ^ KEYS.secondToMove();
        toMove ^= 1;
        history.push(move);
    }

    @Override
    public void undo() {
        int move = history.pop();
        toMove ^= 1;
        marks[toMove] &= ~(1 << move);
        hash ^= KEYS.square(toMove, move) ^ KEYS.secondToMove();
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public boolean isTerminal() {
        return HAS_LINE[marks[0]] || HAS_LINE[marks[1]] || (marks[0] | marks[1]) == FULL;
    }

    /**
     * The player with three in a row.
     *
     * @return 0 or 1, or -1 if nobody has a line
     */
    public int winner() {
        return HAS_LINE[marks[0]] ? 0 : HAS_LINE[marks[1]] ? 1 : -1;
    }

    @Override
    public int outcome(int player) {
        if (!isTerminal()) {
            throw new IllegalStateException("the game is not over: " + notation());
        }
        int winner = winner();
        return winner < 0 ? 0 : winner == player ? 1 : -1;
    }

    @Override
    public int plies() {
        return history.size();
    }

    @Override
    public TicTacToeState copy() {
        return new TicTacToeState(this);
    }

    @Override
    public String notation() {
        char[] board = new char[TicTacToe.SQUARES];
        for (int square = 0; square < TicTacToe.SQUARES; square++) {
            board[square] = symbol(square, '.');
        }
        return new String(board);
    }

    private char symbol(int square, char empty) {
        return (marks[0] & (1 << square)) != 0 ? 'X' : (marks[1] & (1 << square)) != 0 ? 'O' : empty;
    }

    @Override
    public String moveToString(int move) {
        return Integer.toString(move);
    }

    @Override
    public int rows() {
        return 3;
    }

    @Override
    public int columns() {
        return 3;
    }

    @Override
    public List<Token> pieces() {
        List<Token> pieces = new ArrayList<>(TicTacToe.SQUARES);
        for (int square = 0; square < TicTacToe.SQUARES; square++) {
            char mark = symbol(square, '.');
            pieces.add(mark == '.' ? null : new Token(String.valueOf(mark), mark == 'X' ? 0 : 1, String.valueOf(mark)));
        }
        return pieces;
    }

    @Override
    public String cellName(int cell) {
        return Integer.toString(cell);
    }

    /** A move is its square, which is the cell drawn: squares 0 to 8 row by row from the top left. */
    @Override
    public int[] clicks(int move) {
        return new int[] {move};
    }

    @Override
    public int parseMove(String text) {
        String t = text.trim();
        if (t.length() != 1 || t.charAt(0) < '0' || t.charAt(0) > '8') {
            throw new NotationException("a tic-tac-toe move is a square number 0 to 8, not '" + text + "'");
        }
        int square = t.charAt(0) - '0';
        if (isTerminal()) {
            throw new IllegalMoveException("square " + square + " cannot be played: the game is over");
        }
        if (((marks[0] | marks[1]) & (1 << square)) != 0) {
            throw new IllegalMoveException("square " + square + " is already taken by " + symbol(square, '.'));
        }
        return square;
    }

    /**
     * The board as three rows, with the numbers of the empty squares so a person can see what to type.
     *
     * @return the board
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int row = 0; row < 3; row++) {
            if (row > 0) {
                text.append("---+---+---\n");
            }
            for (int col = 0; col < 3; col++) {
                int square = 3 * row + col;
                text.append(' ').append(symbol(square, (char) ('0' + square))).append(col < 2 ? " |" : "\n");
            }
        }
        return text.toString();
    }

    /** Where each of the eight symmetries of the square (rotations, then reflections) moves each square. */
    private static final int[][] SYMMETRIES = SquareSymmetries.tables(3);

    /** Two planes of 3 × 3: the side to move's marks, then the opponent's. The action of a move is its square. */
    @Override
    public String encodingName() {
        return "tictactoe-2x3x3";
    }

    @Override
    public int inputPlanes() {
        return 2;
    }

    @Override
    public int inputHeight() {
        return 3;
    }

    @Override
    public int inputWidth() {
        return 3;
    }

    @Override
    public int actionCount() {
        return TicTacToe.SQUARES;
    }

    @Override
    public void encode(float[] into, int offset) {
        int own = marks[toMove];
        int theirs = marks[toMove ^ 1];
        for (int square = 0; square < TicTacToe.SQUARES; square++) {
            into[offset + square] = (own >>> square & 1);
            into[offset + TicTacToe.SQUARES + square] = (theirs >>> square & 1);
        }
    }

    @Override
    public int actionIndex(int move) {
        return move;
    }

    /** The encoding's cells that are ones as sparse features: the mover's marks (0-8), then the opponent's (9-17). */
    @Override
    public String featureSetName() {
        return "tictactoe-18";
    }

    @Override
    public int featureCount() {
        return 2 * TicTacToe.SQUARES;
    }

    @Override
    public int maxActiveFeatures() {
        return TicTacToe.SQUARES;
    }

    @Override
    public int activeFeatures(int[] into) {
        int count = 0;
        for (int side = 0; side < 2; side++) {
            int bits = marks[toMove ^ side];
            while (bits != 0) {
                into[count++] = side * TicTacToe.SQUARES + Integer.numberOfTrailingZeros(bits);
                bits &= bits - 1;
            }
        }
        return count;
    }

    @Override
    public boolean activeFeatureBits(long[] into) {
        into[0] = marks[toMove] | (long) marks[toMove ^ 1] << TicTacToe.SQUARES;
        return true;
    }

    @Override
    public int symmetryCount() {
        return 8;
    }

    @Override
    public int symmetricCell(int symmetry, int cell) {
        return SYMMETRIES[symmetry][cell];
    }

    @Override
    public int symmetricAction(int symmetry, int action) {
        return SYMMETRIES[symmetry][action];
    }
}

package dev.ply.core.util;

import java.util.Arrays;

/**
 * The mutable part of a simple board game's position, done once for every game that needs it: a row of
 * {@code int} cells (counts of seeds, piece codes, stones) and the player to move, with an undo journal and an
 * incremental Zobrist key. A state built on it writes a move as {@link #begin()} followed by any number of
 * {@link #set}, {@link #add} and {@link #setToMove} calls, and takes it back with one {@link #undo()}, however many
 * cells the move changed (a Kalah sowing, an Othello flip, a capture that empties a row). {@link #hash()},
 * {@link #plies()} and {@link #copy()} are then the state's own.
 *
 * <pre>{@code
 * board.begin();                           // a move starts
 * int seeds = board.get(pit);
 * board.set(pit, 0);
 * for (int i = 1; i <= seeds; i++) board.add((pit + i) % 14, 1);
 * board.setToMove(1 - board.toMove());
 * ...
 * board.undo();                            // every cell and the player to move as before the move
 * }</pre>
 *
 * <p>The key covers every cell's value and the player to move: a cell holding 0 contributes nothing, so an empty
 * board of player 0 to move has the key 0 (games add a constant of their own when they need to tell variants
 * apart). Values must stay within {@code 0..maxValue}, given at creation, which sizes the key table. Nothing is
 * allocated by moves once the journal has grown to the longest game's needs.
 *
 * <p>Not thread-safe; searches give each thread its own {@link #copy()}.
 */
public final class CellBoard {

    private final int maxValue;
    /** Keys by value and cell; the player to move is one more cell, the last, and a value of 0 has no key. */
    private final BoardKeys keys;
    /** The cells, then the player to move. */
    private final int[] cells;
    private final int side;
    private long hash;
    /** Pairs of (cell, old value) written since the game began, the player to move among them as the last cell. */
    private int[] journal;
    private int top;
    /** The journal's top when each move began. */
    private int[] marks;
    private int plies;

    /**
     * Creates a board with every cell 0 and player 0 to move.
     *
     * @param cells the number of cells
     * @param maxValue the largest value a cell may hold
     * @param players the number of players
     * @param seed the seed of the Zobrist keys: a game fixes one, so keys agree between runs
     * @throws IllegalArgumentException for a non-positive size or player count, or a negative largest value
     */
    public CellBoard(int cells, int maxValue, int players, long seed) {
        if (cells <= 0 || players <= 0 || maxValue < 0) {
            throw new IllegalArgumentException("a board needs cells, players and a largest value of 0 or more");
        }
        this.maxValue = maxValue;
        this.cells = new int[cells + 1];
        this.side = cells;
        this.keys = BoardKeys.of(seed, Math.max(maxValue, players - 1) + 1, cells + 1);
        this.journal = new int[64];
        this.marks = new int[16];
    }

    private CellBoard(CellBoard other) {
        this.maxValue = other.maxValue;
        this.keys = other.keys;
        this.cells = other.cells.clone();
        this.side = other.side;
        this.hash = other.hash;
        this.journal = other.journal.clone();
        this.top = other.top;
        this.marks = other.marks.clone();
        this.plies = other.plies;
    }

    /**
     * The number of cells.
     *
     * @return the size given at creation
     */
    public int size() {
        return side;
    }

    /**
     * The largest value a cell may hold.
     *
     * @return the value given at creation
     */
    public int maxValue() {
        return maxValue;
    }

    /**
     * A cell's value.
     *
     * @param cell 0 to {@code size() - 1}
     * @return its value
     */
    public int get(int cell) {
        return cells[cell];
    }

    /**
     * Sets a cell, journaled so that {@link #undo()} restores it.
     *
     * @param cell the cell
     * @param value its new value, 0 to {@code maxValue}
     * @throws IllegalArgumentException for a value out of range
     */
    public void set(int cell, int value) {
        if (value < 0 || value > maxValue) {
            throw new IllegalArgumentException("cell " + cell + ": " + value + " is outside 0.." + maxValue);
        }
        write(cell, value);
    }

    /**
     * Adds to a cell: {@code set(cell, get(cell) + delta)}.
     *
     * @param cell the cell
     * @param delta the change
     * @throws IllegalArgumentException if the new value is out of range
     */
    public void add(int cell, int delta) {
        set(cell, cells[cell] + delta);
    }

    /**
     * The player to move.
     *
     * @return 0 to {@code players - 1}
     */
    public int toMove() {
        return cells[side];
    }

    /**
     * Sets the player to move, journaled (a move that keeps the turn need not call it).
     *
     * @param player 0 to {@code players - 1}
     */
    public void setToMove(int player) {
        write(side, player);
    }

    /** Starts a move: what follows, up to the next {@code begin}, is taken back by one {@link #undo()}. */
    public void begin() {
        if (plies == marks.length) {
            marks = Arrays.copyOf(marks, 2 * plies);
        }
        marks[plies++] = top;
    }

    /**
     * Takes back the last move: every cell and the player to move as they were at its {@link #begin()}.
     *
     * @throws IllegalStateException when no move was begun
     */
    public void undo() {
        if (plies == 0) {
            throw new IllegalStateException("no move to undo");
        }
        int mark = marks[--plies];
        while (top > mark) {
            top -= 2;
            int cell = journal[top];
            int old = journal[top + 1];
            hash ^= key(cell, cells[cell]) ^ key(cell, old);
            cells[cell] = old;
        }
    }

    /**
     * Forgets the moves played, keeping the position: a parsed position is where undo stops.
     */
    public void forgetMoves() {
        top = 0;
        plies = 0;
    }

    /**
     * The Zobrist key of the cells and the player to move, kept up to date by every change.
     *
     * @return the key
     */
    public long hash() {
        return hash;
    }

    /**
     * Moves begun and not taken back since the board was made or {@linkplain #forgetMoves() forgotten}.
     *
     * @return the count
     */
    public int plies() {
        return plies;
    }

    /**
     * A deep copy, undo history included.
     *
     * @return a board owned by the caller
     */
    public CellBoard copy() {
        return new CellBoard(this);
    }

    /** Writes a cell (the player to move is the last), journaled, keeping the key. */
    private void write(int cell, int value) {
        if (top + 2 > journal.length) {
            journal = Arrays.copyOf(journal, 2 * journal.length);
        }
        int old = cells[cell];
        journal[top++] = cell;
        journal[top++] = old;
        hash ^= key(cell, old) ^ key(cell, value);
        cells[cell] = value;
    }

    private long key(int cell, int value) {
        return value == 0 ? 0 : keys.square(value, cell);
    }
}

package dev.ply.core.util;

import dev.ply.core.Game;
import dev.ply.core.GameState;

/**
 * A base for the state of a simple board game kept on a {@link CellBoard}: what every such state writes the same
 * way is written here once, so that a game writes only its rules. A subclass plays a move as {@link CellBoard#begin()}
 * and any writes to {@link #board}, and gives its legal moves, its end and outcome, its moves' names and a copy;
 * this class gives the player to move, undo, the Zobrist key, the ply count, the position's notation in a
 * {@link CellNotation}, and moves read by their names ({@link MoveNames}). Kalah in {@code examples} is built on it.
 *
 * <pre>{@code
 * final class MyState extends CellGameState {
 *     MyState(MyGame game, CellBoard board) { super(game, MyGame.NOTATION, board); }
 *     public int legalMoves(int[] moves) { ... board.get(cell) ... }
 *     public void play(int move) { board.begin(); board.set(...); board.setToMove(1 - board.toMove()); }
 *     ...
 * }
 * }</pre>
 */
public abstract class CellGameState implements GameState {

    /** The cells and the player to move; the subclass writes its moves here. */
    protected final CellBoard board;
    private final Game game;
    private final CellNotation notation;

    /**
     * A state on a board.
     *
     * @param game the game
     * @param notation how positions are written and read
     * @param board the board, owned by this state from now on
     */
    protected CellGameState(Game game, CellNotation notation, CellBoard board) {
        this.game = game;
        this.notation = notation;
        this.board = board;
    }

    @Override
    public Game game() {
        return game;
    }

    @Override
    public int toMove() {
        return board.toMove();
    }

    @Override
    public void undo() {
        board.undo();
    }

    @Override
    public long hash() {
        return board.hash();
    }

    @Override
    public int plies() {
        return board.plies();
    }

    @Override
    public String notation() {
        return notation.write(board);
    }

    /** Reads a move by its name: the legal move whose {@link #moveToString(int)} the text is. */
    @Override
    public int parseMove(String text) {
        return MoveNames.parse(this, text);
    }

    @Override
    public String toString() {
        return notation();
    }
}

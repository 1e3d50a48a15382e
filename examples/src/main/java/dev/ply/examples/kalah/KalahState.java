package dev.ply.examples.kalah;

import dev.ply.core.Game;
import dev.ply.core.NotationException;
import dev.ply.core.capability.BoardView;
import dev.ply.core.util.CellBoard;
import dev.ply.core.util.CellGameState;
import dev.ply.core.util.CellNotation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A Kalah position. A move sows a house's seeds one by one counter-clockwise, skipping the opponent's store; a last
 * seed in the mover's store gives another turn, one in an empty house of the mover's captures it with the opposite
 * house's seeds when there are any; when either side's houses are empty the game ends and each side stores what is
 * left on its side. Moves are the houses 1 to 6 from the mover's left. Drawn as the board lies between the players:
 * North's houses on top from right to left, South's below from left to right, each store at its owner's right end.
 */
public final class KalahState extends CellGameState implements BoardView {

    private static final CellNotation NOTATION = new CellNotation("Kalah", "SN");

    private KalahState(Game game, CellBoard board) {
        super(game, NOTATION, board);
    }

    /** Reads a position: the board's checks, then Kalah's (48 seeds, a finished game with its houses swept). */
    static KalahState read(Kalah game, String notation) {
        CellBoard board = new CellBoard(14, Kalah.SEEDS, 2, 0x4B41_4C41_48L);
        NOTATION.read(notation, board);
        KalahState state = new KalahState(game, board);
        int seeds = 0;
        for (int i = 0; i < 14; i++) {
            seeds += board.get(i);
        }
        if (seeds != Kalah.SEEDS) {
            throw new NotationException("a Kalah position holds 48 seeds, not " + seeds + ": '" + notation + "'");
        }
        if (state.housesEmpty(0) != state.housesEmpty(1)) {
            throw new NotationException("one side's houses are empty and the other's are not: that game has ended");
        }
        return state;
    }

    /** The seeds in a player's store. */
    int store(int player) {
        return board.get(storeCell(player));
    }

    private static int storeCell(int player) {
        return 7 * player + 6;
    }

    private boolean housesEmpty(int player) {
        for (int i = 7 * player; i < 7 * player + 6; i++) {
            if (board.get(i) > 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int legalMoves(int[] moves) {
        int count = 0;
        for (int house = 0; house < 6; house++) {
            if (board.get(7 * board.toMove() + house) > 0) {
                moves[count++] = house;
            }
        }
        return count;
    }

    @Override
    public void play(int move) {
        int mover = board.toMove();
        int cell = 7 * mover + move;
        int seeds = board.get(cell);
        board.begin();
        board.set(cell, 0);
        while (seeds > 0) {
            cell = (cell + 1) % 14;
            if (cell != storeCell(1 - mover)) {
                board.add(cell, 1);
                seeds--;
            }
        }
        int opposite = 12 - cell;
        if (cell / 7 == mover && cell != storeCell(mover) && board.get(cell) == 1 && board.get(opposite) > 0) {
            board.add(storeCell(mover), 1 + board.get(opposite));
            board.set(cell, 0);
            board.set(opposite, 0);
        }
        if (cell != storeCell(mover)) {
            board.setToMove(1 - mover);
        }
        if (housesEmpty(0) || housesEmpty(1)) {
            for (int i = 0; i < 14; i++) {
                if (i % 7 != 6 && board.get(i) > 0) {
                    board.add(storeCell(i / 7), board.get(i));
                    board.set(i, 0);
                }
            }
        }
    }

    @Override
    public boolean isTerminal() {
        return store(0) + store(1) == Kalah.SEEDS;
    }

    @Override
    public int outcome(int player) {
        if (!isTerminal()) {
            throw new IllegalStateException("the game is not over");
        }
        return Integer.signum(store(player) - store(1 - player));
    }

    @Override
    public KalahState copy() {
        return new KalahState(game(), board.copy());
    }

    @Override
    public String moveToString(int move) {
        return Integer.toString(move + 1);
    }

    @Override
    public int rows() {
        return 2;
    }

    @Override
    public int columns() {
        return 8;
    }

    /** The cell of the board's drawing where a Kalah cell lies: top row North, bottom row South. */
    private static int drawn(int index) {
        return index < 7 ? 8 + 1 + index : 13 - index;
    }

    @Override
    public List<Token> pieces() {
        List<Token> pieces = new ArrayList<>(Collections.nCopies(16, (Token) null));
        for (int i = 0; i < 14; i++) {
            int seeds = board.get(i);
            if (seeds > 0) {
                String name = seeds + (seeds == 1 ? " seed" : " seeds");
                pieces.set(drawn(i), new Token(Integer.toString(seeds), i / 7, name));
            }
        }
        return pieces;
    }

    @Override
    public String cellName(int cell) {
        int column = cell % 8;
        boolean south = cell >= 8;
        if (south ? column == 0 : column == 7) {
            return "";
        }
        int index = south ? column - 1 : 13 - column;
        return game().playerName(index / 7) + (index % 7 == 6 ? "'s store" : " " + (index % 7 + 1));
    }

    /** A move is clicked on its house. */
    @Override
    public int[] clicks(int move) {
        return new int[] {drawn(7 * board.toMove() + move)};
    }
}

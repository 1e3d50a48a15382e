package dev.ply.core.util;

import dev.ply.core.GameState;
import dev.ply.core.IllegalMoveException;
import dev.ply.core.NotationException;
import java.util.StringJoiner;

/**
 * Reading a move by its name: the legal move whose {@link GameState#moveToString(int)} is the text. A game whose
 * moves have short names of their own (a house, a column, a point) need write no parser; the refusal names the
 * legal moves.
 */
public final class MoveNames {

    /** The most legal moves an error message lists. */
    private static final int LISTED = 24;

    private MoveNames() {
    }

    /**
     * The legal move with a name.
     *
     * @param state the position
     * @param text the name, surrounding blanks ignored
     * @return the move
     * @throws NotationException for a blank text
     * @throws IllegalMoveException when no legal move has the name, or the game is over
     */
    public static int parse(GameState state, String text) {
        String name = text.strip();
        if (name.isEmpty()) {
            throw new NotationException("no move given");
        }
        int[] moves = new int[state.game().maxMoves()];
        int count = state.isTerminal() ? 0 : state.legalMoves(moves);
        if (count == 0) {
            throw new IllegalMoveException("'" + name + "' cannot be played: the game is over");
        }
        StringJoiner legal = new StringJoiner(", ");
        for (int i = 0; i < count; i++) {
            String moveName = state.moveToString(moves[i]);
            if (moveName.equals(name)) {
                return moves[i];
            }
            if (i < LISTED) {
                legal.add(moveName);
            }
        }
        throw new IllegalMoveException("'" + name + "' is not a legal move here; legal: " + legal
                + (count > LISTED ? ", ..." : ""));
    }
}

package dev.ply.core.util;

import dev.ply.core.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * A line of moves (a principal variation) walked from a position, as far as each move is legal where it is
 * played: a search's line can end in moves that are no longer legal (a table move of another position), and a
 * chance node ends it. Tools write lines this way (in notation, in protocol notation, as clicks).
 */
public final class MoveLine {

    private MoveLine() {
    }

    /**
     * Maps the legal beginning of a line, each move seen in the position where it is played.
     *
     * @param root the position the line starts from; not changed
     * @param moves the line
     * @param each what to make of a move, given the position before it
     * @param <T> what each move becomes
     * @return one entry per move, up to the first that is not legal where it stands
     */
    public static <T> List<T> map(GameState root, List<Integer> moves, BiFunction<GameState, Integer, T> each) {
        GameState state = root.copy();
        int[] legal = new int[state.game().maxMoves()];
        List<T> out = new ArrayList<>(moves.size());
        for (int move : moves) {
            if (state.isTerminal() || state.isChanceNode()) {
                break;
            }
            if (!isLegal(state, move, legal)) {
                break;
            }
            out.add(each.apply(state, move));
            state.play(move);
        }
        return out;
    }

    /**
     * Whether a move is among a position's legal moves.
     *
     * @param state the position
     * @param move the move
     * @param buffer a move buffer of the game's {@code maxMoves()}, overwritten
     * @return {@code true} when {@link GameState#legalMoves(int[])} lists it
     */
    public static boolean isLegal(GameState state, int move, int[] buffer) {
        int count = state.legalMoves(buffer);
        for (int i = 0; i < count; i++) {
            if (buffer[i] == move) {
                return true;
            }
        }
        return false;
    }

    /**
     * The legal beginning of a line in the game's notation.
     *
     * @param root the position the line starts from; not changed
     * @param moves the line
     * @return the moves as {@link GameState#moveToString(int)} writes them
     */
    public static List<String> notation(GameState root, List<Integer> moves) {
        return map(root, moves, GameState::moveToString);
    }
}

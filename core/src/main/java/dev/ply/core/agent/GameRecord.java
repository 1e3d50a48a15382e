package dev.ply.core.agent;

import static com.google.common.base.Preconditions.checkState;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A game being played: its start position, the moves (and chance outcomes) played so far with their
 * notation, and the live current position. The arena and the {@code play} command own it; agents read
 * it to choose their move (an external engine needs the moves from the start to see repetitions).
 *
 * <p>Not thread-safe. Agents may search {@link #current()} but must leave it as they found it; to
 * experiment, they take a {@link GameState#copy()}.
 */
public final class GameRecord {

    private final GameState start;
    private final GameState current;
    private final List<Integer> moves = new ArrayList<>();
    private final List<String> notations = new ArrayList<>();

    /**
     * Starts a record at a position.
     *
     * @param start the start position; copied, so the caller keeps theirs
     */
    public GameRecord(GameState start) {
        this.start = start.copy();
        this.current = start.copy();
    }

    /**
     * The game being played.
     *
     * @return the game
     */
    public Game game() {
        return start.game();
    }

    /**
     * A fresh copy of the start position.
     *
     * @return a new state owned by the caller
     */
    public GameState start() {
        return start.copy();
    }

    /**
     * The start position in the game's notation.
     *
     * @return {@code start().notation()}
     */
    public String startNotation() {
        return start.notation();
    }

    /**
     * The live current position. Callers must not leave it changed.
     *
     * @return the current position
     */
    public GameState current() {
        return current;
    }

    /**
     * Plays a move, recording it with its notation as written before it was played.
     *
     * @param move a legal move (or chance outcome) of the current position
     */
    public void play(int move) {
        notations.add(current.moveToString(move));
        moves.add(move);
        current.play(move);
    }

    /**
     * Takes back the last move.
     *
     * @throws IllegalStateException if no move has been played
     */
    public void undo() {
        checkState(!moves.isEmpty(), "no move to take back");
        current.undo();
        moves.remove(moves.size() - 1);
        notations.remove(notations.size() - 1);
    }

    /**
     * The moves played, first move first.
     *
     * @return an unmodifiable view
     */
    public List<Integer> moves() {
        return Collections.unmodifiableList(moves);
    }

    /**
     * The moves played, in the notation of the positions they were played in.
     *
     * @return an unmodifiable view, parallel to {@link #moves()}
     */
    public List<String> moveNotations() {
        return Collections.unmodifiableList(notations);
    }

    /**
     * The number of moves (and chance outcomes) played.
     *
     * @return the length of {@link #moves()}
     */
    public int length() {
        return moves.size();
    }
}

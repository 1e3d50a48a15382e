package dev.ply.core;

import dev.ply.core.eval.Evaluator;
import java.util.function.Consumer;

/**
 * The rules of one game: a factory of {@link GameState positions} plus the facts a search or a tool
 * needs to know about the game as a whole.
 *
 * <p>Implementations are immutable and thread-safe, have a public no-argument constructor and are
 * registered for {@link java.util.ServiceLoader} in {@code META-INF/services/dev.ply.core.Game}, so
 * that {@link Ply#games()} finds them on the class path. One instance may be shared by any number of
 * searches running at once.
 *
 * <p>To add a game, implement this interface and {@link GameState}, register the class, and subclass
 * {@code dev.ply.testkit.GameContract} in your tests; every search, the CLI and the arena then work
 * with it unchanged.
 */
public interface Game {

    /**
     * The short, lower-case, unique name used on the command line and in registries, such as
     * {@code "chess"} or {@code "tictactoe"}.
     *
     * @return the game's identifier; never changes
     */
    String id();

    /**
     * The human-readable name, such as {@code "English draughts"}.
     *
     * @return the display name
     */
    String displayName();

    /**
     * Creates the game's initial position. For games that start with a chance event (backgammon's
     * opening roll) the returned state is that chance node.
     *
     * @return a new state owned by the caller
     */
    GameState newState();

    /**
     * The position the game's published reference figures (perft counts, opening statistics) start
     * from, which analysis tools ({@code perft}, {@code analyze}, {@code solve}) use when no position is
     * given. By default the {@link #newState() initial state}; a game whose first event is special
     * overrides it (backgammon's opening roll decides who starts and is never a double, while the
     * published counts start from the same board before an ordinary roll).
     *
     * @return a new state owned by the caller
     */
    default GameState referenceState() {
        return newState();
    }

    /**
     * Parses a position in the game's standard notation (FEN for chess, PDN FEN for checkers, a GNU
     * Backgammon position id, a 9-character board for tic-tac-toe). Parsing {@link GameState#notation()}
     * of any state gives back an equal state.
     *
     * @param notation the position, as text
     * @return a new state owned by the caller
     * @throws NotationException if the text is malformed or describes an impossible position; the
     *     message is one line naming the problem
     */
    GameState parseState(String notation);

    /**
     * Parses a position as a lenient reader does, the way engines read what GUIs and puzzle files send:
     * whatever can be repaired without doubt about which position is meant (in chess a missing or zero move
     * counter, a castling right or en-passant square the position cannot have) is repaired, and each repair
     * is reported in one line; a position that cannot be searched at all is still refused. Front ends that
     * take positions from outside (the UCI server, the CLI) read them this way. By default the same as
     * {@link #parseState(String)}, which repairs nothing.
     *
     * @param notation the position, as text
     * @param repairs receives one line for each repair made, such as "castling right 'K' dropped: no rook on h1"
     * @return a new state owned by the caller
     * @throws NotationException if the text cannot be read or describes a position no search can work on
     */
    default GameState parseStateLeniently(String notation, Consumer<String> repairs) {
        return parseState(notation);
    }

    /**
     * An upper bound on the number of moves (or chance outcomes) any position of this game can
     * have: the size a caller must give the buffer of {@link GameState#legalMoves(int[])}.
     *
     * @return the largest possible move count, at least 1
     */
    int maxMoves();

    /**
     * An upper bound on the length of a game in plies (moves plus chance events), used by searches
     * to size per-ply buffers. Games that can in principle go on forever return the bound their
     * draw rules impose or a practical cap.
     *
     * @return the largest ply count a search needs to handle from the initial position; at least 1
     */
    default int maxPlies() {
        return 1024;
    }

    /**
     * The largest absolute value {@link GameState#outcome(int)} ever returns: 1 for games that are
     * won, drawn or lost, 3 for backgammon (a backgammon scores three points). Searches that prune by
     * the range of scores (expectimax's Star1 and Star2) and searches that scale rewards (Monte Carlo)
     * rely on it being a true bound.
     *
     * @return the largest possible {@code |outcome|}, at least 1
     */
    default int maxOutcome() {
        return 1;
    }

    /**
     * Whether positions of this game can be chance nodes (dice, card draws).
     *
     * @return {@code true} if {@link GameState#isChanceNode()} can ever be true; {@code false} by default
     */
    default boolean hasChanceNodes() {
        return false;
    }

    /**
     * The name of a player as players of this game know it: "White"/"Black", "X"/"O".
     *
     * @param player 0 (who moves first) or 1
     * @return the player's name
     */
    default String playerName(int player) {
        return player == 0 ? "first" : "second";
    }

    /**
     * The evaluator that searches use for this game when none is named.
     *
     * @return a thread-safe evaluator of this game's states
     */
    Evaluator<? extends GameState> defaultEvaluator();
}

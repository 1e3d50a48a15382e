package dev.ply.core;

/**
 * One mutable position of a {@link Game}, with make/unmake.
 *
 * <p><b>Threading and ownership.</b> A state is used by one thread at a time; searches that run on
 * several threads give each thread its own {@link #copy()}. Buffers passed in are owned by the caller
 * and are only written, never kept.
 *
 * <p><b>Moves</b> are non-negative {@code int}s whose bit layout each game documents in the Javadoc
 * of the class that owns it; {@link #NO_MOVE} (-1) is reserved to mean "no move". At a
 * {@linkplain #isChanceNode() chance node} the "moves" are the chance outcomes (a dice roll), played
 * with the same {@link #play(int)} and {@link #undo()}. A player who must pass is given an explicit
 * pass move: a state that is not terminal always has at least one move.
 *
 * <p><b>Players.</b> There are two players, 0 (who moves first) and 1. {@link #toMove()} is the
 * player to move, or at a chance node the player who moves once the chance event has happened.
 * Searches never assume that players alternate: a child whose {@code toMove()} equals its parent's
 * is seen from the same side.
 *
 * <p><b>Hot path.</b> {@link #legalMoves(int[])}, {@link #play(int)}, {@link #undo()} and
 * {@link #hash()} are called in search node loops and must not allocate.
 */
public interface GameState {

    /** The reserved value meaning "no move" (an empty table entry, a missing best move). */
    int NO_MOVE = -1;

    /**
     * The game these are positions of. A game with parameters that its positions carry (the tree game's
     * tree) returns a <em>variant</em> for a position parsed with other parameters: the same id, its own
     * {@link Game#maxMoves()}, {@link Game#maxPlies()} and evaluator. Tools that search a parsed position
     * create the search for {@code state.game()}, not for the registry's instance.
     *
     * @return the game; never {@code null}
     */
    Game game();

    /**
     * The player to move: 0 or 1. At a chance node, the player who will move after the chance
     * event. At a terminal state, the player who would have moved next.
     *
     * @return 0 or 1
     */
    int toMove();

    /**
     * Whether this position is a chance node, whose {@link #legalMoves(int[]) moves} are chance
     * outcomes drawn with the probabilities of {@link #chanceOutcomes(int[], double[])}.
     *
     * @return {@code true} at a chance node; {@code false} by default, for games without chance
     */
    default boolean isChanceNode() {
        return false;
    }

    /**
     * Writes the legal moves (or, at a chance node, the possible chance outcomes) into {@code moves},
     * starting at index 0, in the game's generation order, and returns how many there are. A
     * terminal state has none. Never allocates.
     *
     * @param moves a caller-owned buffer of at least {@link Game#maxMoves()} elements
     * @return the number of moves written
     */
    int legalMoves(int[] moves);

    /**
     * At a chance node, writes the possible outcomes and their probabilities, in the same order as
     * {@link #legalMoves(int[])} writes them. The probabilities are positive and sum to 1.
     *
     * @param outcomes a caller-owned buffer of at least {@link Game#maxMoves()} elements
     * @param probabilities a caller-owned buffer of at least {@link Game#maxMoves()} elements
     * @return the number of outcomes written; 0 when this is not a chance node (the default, for games
     *     without chance)
     */
    default int chanceOutcomes(int[] outcomes, double[] probabilities) {
        return 0;
    }

    /**
     * Plays a move (or a chance outcome) that {@link #legalMoves(int[])} returned for this position.
     * Playing any other value is undefined behaviour: validate text input with
     * {@link #parseMove(String)} first.
     *
     * @param move a legal move of the current position
     */
    void play(int move);

    /**
     * Takes back the last move played, restoring the position and its {@link #hash()} exactly.
     *
     * @throws IllegalStateException if no move has been played on this state since it was created
     */
    void undo();

    /**
     * The 64-bit Zobrist key of the position, maintained incrementally. Positions that are equal
     * for the rules (same pieces, same player to move, same rights, same chance-node status and
     * dice) have equal keys whatever moves reached them.
     *
     * @return the key
     */
    long hash();

    /**
     * Whether the game is over in this position (a win, a loss or a draw by the rules).
     *
     * @return {@code true} if no move can be played
     */
    boolean isTerminal();

    /**
     * The result of a finished game from {@code player}'s point of view: positive for a win, zero
     * for a draw, negative for a loss. Games that score more than one point per game say so
     * (backgammon returns 1, 2 or 3 for a single game, gammon and backgammon). Always
     * {@code outcome(0) == -outcome(1)}.
     *
     * @param player 0 or 1
     * @return the outcome for that player
     * @throws IllegalStateException if the state is not terminal
     */
    int outcome(int player);

    /**
     * How many moves (and chance outcomes) have been played on this state since it was created or
     * parsed; {@link #undo()} decreases it.
     *
     * @return the number of plies that can be undone
     */
    int plies();

    /**
     * An independent deep copy: playing on either never affects the other. The copy may start with
     * an empty undo history, but it keeps whatever history the rules need (repetition detection).
     *
     * @return a new state owned by the caller
     */
    GameState copy();

    /**
     * The position in the game's standard notation; {@link Game#parseState(String)} of it gives back
     * an equal state.
     *
     * @return the position as text
     */
    String notation();

    /**
     * Writes a legal move of this position in the game's standard move notation (SAN for chess,
     * PDN for checkers, gnubg's notation for backgammon).
     *
     * @param move a legal move (or chance outcome) of the current position
     * @return the move as text
     */
    String moveToString(int move);

    /**
     * Parses a move in the game's notation and checks that it is legal here.
     *
     * @param text the move as a person or a protocol wrote it
     * @return the move, one of {@link #legalMoves(int[])}
     * @throws NotationException if the text is malformed; {@link IllegalMoveException} if it is a
     *     well-formed move that is not legal here. The message is one line naming the problem.
     */
    int parseMove(String text);

    /**
     * A readable multi-line drawing of the position, for terminals and logs.
     *
     * @return the board as text
     */
    @Override
    String toString();
}

package dev.ply.core.capability;

import dev.ply.core.GameState;
import java.util.random.RandomGenerator;

/**
 * Optional capability of a {@link dev.ply.core.GameState} whose game knows which moves a random play-out should
 * choose from, when uniformly random legal moves would make play-outs endless or meaningless. Go's: every legal move
 * but filling one's own eye, and the pass only when nothing else is left, so that random play-outs end with both
 * sides' groups alive and a score that means something - the policy of the first Monte Carlo Go programs.
 * Monte Carlo tree search's play-outs draw from these moves when a game offers them; the tree itself still expands
 * every legal move.
 */
public interface PlayoutMoves {

    /**
     * Writes the moves a play-out may choose from in this position, a subset of the legal moves, and returns how
     * many. At least one while the game is not over; none once it is. Never allocates.
     *
     * @param moves a caller-owned buffer of at least {@link dev.ply.core.Game#maxMoves()} elements
     * @return the number of moves written
     */
    int playoutMoves(int[] moves);

    /**
     * Draws one of {@link #playoutMoves(int[])} uniformly at random, which is what a random play-out does at every
     * ply. The default lists the moves and picks one; a game can do better (Go tries random empty points until one
     * is allowed instead of checking every point). Never allocates.
     *
     * @param random the play-out's generator
     * @param buffer a caller-owned buffer of at least {@link dev.ply.core.Game#maxMoves()} elements, overwritten
     * @return the move, or {@link GameState#NO_MOVE} once the game is over
     */
    default int randomPlayoutMove(RandomGenerator random, int[] buffer) {
        int count = playoutMoves(buffer);
        return count == 0 ? GameState.NO_MOVE : buffer[random.nextInt(count)];
    }

    /**
     * Draws a move by the game's own play-out policy, which may prefer urgent moves to a uniform draw (Go: saving a
     * group the last move put in atari, taking a group in atari next to it, as MoGo's play-outs did). Always one of
     * {@link #playoutMoves(int[])}. By default the uniform draw of {@link #randomPlayoutMove}. Never allocates.
     *
     * @param random the play-out's generator
     * @param buffer a caller-owned buffer of at least {@link dev.ply.core.Game#maxMoves()} elements, overwritten
     * @return the move, or {@link GameState#NO_MOVE} once the game is over
     */
    default int policyPlayoutMove(RandomGenerator random, int[] buffer) {
        return randomPlayoutMove(random, buffer);
    }
}

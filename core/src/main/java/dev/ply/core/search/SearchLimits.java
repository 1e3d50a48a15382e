package dev.ply.core.search;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * When a search must stop. Every limit is optional (zero means "no limit of this kind"); a search
 * stops at the first limit reached, or when {@link Search#stop()} is called. With no limit at all
 * (see {@link #isUnlimited()}) a search runs until it has solved the position or is stopped.
 *
 * @param depth the deepest iteration, in plies; 0 for no limit
 * @param nodes the most nodes to visit: positions entered, as {@link SearchResult#nodes()} counts them, by every
 *     search (Monte Carlo search counts its play-outs' positions too); 0 for no limit
 * @param iterations the most iterations (Monte Carlo play-outs); 0 for no limit
 * @param moveTimeMillis the time to spend on this move, in milliseconds; 0 for no limit
 * @param timeLeftMillis the time left on the mover's clock, in milliseconds; 0 when no clock runs
 * @param incrementMillis the time added to the mover's clock after each move, in milliseconds
 * @param movesToGo the moves to play before the clock is next topped up; 0 when it never is
 * @param infinite search until {@link Search#stop()}, ignoring the time limits
 */
public record SearchLimits(int depth, long nodes, long iterations, long moveTimeMillis, long timeLeftMillis,
        long incrementMillis, int movesToGo, boolean infinite) {

    /**
     * The deepest depth limit: one ply short of {@link Scores#MAX_PLY}, the farthest a forced result can be
     * scored. Front ends refuse a deeper {@code --depth} with this number in the message.
     */
    public static final int MAX_DEPTH = Scores.MAX_PLY - 1;

    /** No limit at all. */
    public static final SearchLimits NONE = new SearchLimits(0, 0, 0, 0, 0, 0, 0, false);

    /**
     * Checks that no limit is negative and the depth is at most {@link #MAX_DEPTH}.
     *
     * @param depth the deepest iteration, in plies; 0 for no limit
     * @param nodes the most nodes to visit: positions entered, as {@link SearchResult#nodes()} counts them, by every
     *     search (Monte Carlo search counts its play-outs' positions too); 0 for no limit
     * @param iterations the most iterations (Monte Carlo play-outs); 0 for no limit
     * @param moveTimeMillis the time to spend on this move, in milliseconds; 0 for no limit
     * @param timeLeftMillis the time left on the mover's clock, in milliseconds; 0 when no clock runs
     * @param incrementMillis the time added to the mover's clock after each move, in milliseconds
     * @param movesToGo the moves to play before the clock is next topped up; 0 when it never is
     * @param infinite search until {@link Search#stop()}, ignoring the time limits
     * @throws IllegalArgumentException if a limit is negative or the depth too deep
     */
    public SearchLimits {
        checkArgument(depth >= 0 && depth <= MAX_DEPTH, "depth must be from 0 to %s: %s", MAX_DEPTH, depth);
        checkArgument(nodes >= 0, "node limit must not be negative: %s", nodes);
        checkArgument(iterations >= 0, "iteration limit must not be negative: %s", iterations);
        checkArgument(moveTimeMillis >= 0, "move time must not be negative: %s", moveTimeMillis);
        checkArgument(timeLeftMillis >= 0, "time left must not be negative: %s", timeLeftMillis);
        checkArgument(incrementMillis >= 0, "increment must not be negative: %s", incrementMillis);
        checkArgument(movesToGo >= 0, "moves to go must not be negative: %s", movesToGo);
    }

    /**
     * A depth limit.
     *
     * @param plies the deepest iteration
     * @return the limits
     */
    public static SearchLimits ofDepth(int plies) {
        return NONE.withDepth(plies);
    }

    /**
     * A node limit.
     *
     * @param count the most nodes to visit
     * @return the limits
     */
    public static SearchLimits ofNodes(long count) {
        return NONE.withNodes(count);
    }

    /**
     * An iteration limit, for Monte Carlo searches.
     *
     * @param count the most iterations
     * @return the limits
     */
    public static SearchLimits ofIterations(long count) {
        return NONE.withIterations(count);
    }

    /**
     * A fixed time for this move.
     *
     * @param millis milliseconds
     * @return the limits
     */
    public static SearchLimits ofMoveTime(long millis) {
        return NONE.withMoveTime(millis);
    }

    /**
     * Returns these limits with another depth limit.
     *
     * @param plies the deepest iteration; 0 for none
     * @return new limits
     */
    public SearchLimits withDepth(int plies) {
        return new SearchLimits(plies, nodes, iterations, moveTimeMillis, timeLeftMillis, incrementMillis, movesToGo,
                infinite);
    }

    /**
     * Returns these limits with another node limit.
     *
     * @param count the most nodes; 0 for none
     * @return new limits
     */
    public SearchLimits withNodes(long count) {
        return new SearchLimits(depth, count, iterations, moveTimeMillis, timeLeftMillis, incrementMillis, movesToGo,
                infinite);
    }

    /**
     * Returns these limits with another iteration limit.
     *
     * @param count the most iterations; 0 for none
     * @return new limits
     */
    public SearchLimits withIterations(long count) {
        return new SearchLimits(depth, nodes, count, moveTimeMillis, timeLeftMillis, incrementMillis, movesToGo,
                infinite);
    }

    /**
     * Returns these limits with another fixed move time.
     *
     * @param millis milliseconds; 0 for none
     * @return new limits
     */
    public SearchLimits withMoveTime(long millis) {
        return new SearchLimits(depth, nodes, iterations, millis, timeLeftMillis, incrementMillis, movesToGo,
                infinite);
    }

    /**
     * Returns these limits with a running clock.
     *
     * @param timeLeft milliseconds left on the mover's clock
     * @param increment milliseconds added after each move
     * @param toGo moves until the next time control, 0 if none
     * @return new limits
     */
    public SearchLimits withClock(long timeLeft, long increment, int toGo) {
        return new SearchLimits(depth, nodes, iterations, moveTimeMillis, timeLeft, increment, toGo, infinite);
    }

    /**
     * Returns these limits searching until stopped.
     *
     * @param value whether to ignore the time limits and run until {@link Search#stop()}
     * @return new limits
     */
    public SearchLimits withInfinite(boolean value) {
        return new SearchLimits(depth, nodes, iterations, moveTimeMillis, timeLeftMillis, incrementMillis, movesToGo,
                value);
    }

    /**
     * Whether a clock is running ({@link #timeLeftMillis()} is set).
     *
     * @return {@code true} under a time control
     */
    public boolean hasClock() {
        return timeLeftMillis > 0;
    }

    /**
     * Whether any time limit applies: a move time or a clock, and not {@link #infinite()}.
     *
     * @return {@code true} if the search must watch the time
     */
    public boolean isTimed() {
        return !infinite && (moveTimeMillis > 0 || timeLeftMillis > 0);
    }

    /**
     * Whether no limit of any kind is set.
     *
     * @return {@code true} if only {@link Search#stop()} or a solved position ends the search
     */
    public boolean isUnlimited() {
        return depth == 0 && nodes == 0 && iterations == 0 && !isTimed();
    }

    /**
     * Refuses an iteration limit, for the searches that have no iterations (alpha-beta, minimax, expectimax):
     * a limit they would otherwise ignore in silence.
     *
     * @param algorithm the search's name, for the message
     * @throws dev.ply.core.InvalidInputException if {@link #iterations()} is set
     */
    public void requireNoIterations(String algorithm) {
        if (iterations > 0) {
            throw new dev.ply.core.InvalidInputException(algorithm + " has no iterations (they are Monte Carlo"
                    + " searches'): give it a depth, nodes or time");
        }
    }
}

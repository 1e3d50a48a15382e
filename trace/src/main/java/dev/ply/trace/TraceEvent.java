package dev.ply.trace;

import java.util.List;

/**
 * One event of a recorded search, in the order the search reported it. Values and windows are from MAX's
 * view (player 0's), as textbooks write them: the recorder negates the negamax values of nodes where
 * player 1 is to move. Fields that an event type does not use are {@code null} or {@code NaN}.
 *
 * @param type what happened
 * @param path the moves from the root to the node the event is about, in the game's notation
 * @param player the player to move at the node (0 = MAX, 1 = MIN)
 * @param kind for {@link Type#ENTER}: {@code "player"}, {@code "chance"} or {@code "quiescence"}
 * @param move the move the event names (a child returned, the move that cut, a pruned move), in notation
 * @param alpha the window's lower end (MAX's view); {@code -Infinity} when open
 * @param beta the window's upper end (MAX's view); {@code Infinity} when open
 * @param value the value the event reports (MAX's view)
 * @param bound for exits and table hits: {@code "exact"}, {@code "lower"} or {@code "upper"} (MAX's view)
 * @param reason for cut-offs, pruned moves and re-searches: why
 * @param notSearched for cut-offs: the children left unsearched, in notation
 * @param probability for chance outcomes: the probability
 * @param pathStatistics for Monte Carlo iterations: each path node's statistics after the iteration's update, root
 *     first (the tree's top levels as the recorder keeps them)
 */
public record TraceEvent(Type type, List<String> path, int player, String kind, String move, double alpha,
        double beta, double value, String bound, String reason, List<String> notSearched, double probability,
        List<NodeCount> pathStatistics) {

    /**
     * A Monte Carlo node's statistics after an iteration.
     *
     * @param move the move to the node, in notation; empty for the root
     * @param visits its visits
     * @param mean the mean reward of the player who chose it (MAX's at the root)
     */
    public record NodeCount(String move, long visits, double mean) {
    }

    /** What an event reports. */
    public enum Type {
        /** A node is entered, with its window. */
        ENTER,
        /** A child of a player node returned its value; the window after it. */
        CHILD,
        /** An outcome of a chance node returned its value. */
        OUTCOME,
        /** The node stops searching its children. */
        CUTOFF,
        /** A move (or the whole node) is skipped without a search. */
        PRUNED,
        /** The transposition table settles the node. */
        TABLE,
        /** A child is searched again with a wider window or full depth. */
        RESEARCH,
        /** A node is left with its value. */
        EXIT,
        /** A Monte Carlo iteration: the path selected and expanded, and the play-out's reward for MAX. */
        ITERATION
    }

    /**
     * The depth of the node the event is about.
     *
     * @return the path's length, 0 at the root
     */
    public int depth() {
        return path.size();
    }
}

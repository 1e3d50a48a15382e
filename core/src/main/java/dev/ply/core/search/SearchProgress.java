package dev.ply.core.search;

import java.util.List;

/**
 * A report of a search in progress, sent to a {@link SearchListener} when an iteration completes or
 * the best line changes: what UCI prints as an {@code info} line.
 *
 * @param depth the depth of the iteration just completed, in plies (for Monte Carlo searches, the
 *     depth of the most visited line)
 * @param selectiveDepth the deepest ply any node reached, extensions and quiescence included
 * @param score the score from the side to move at the root, in the evaluator's units or as
 *     {@link Scores} encodes a forced result
 * @param nodes nodes (or iterations) so far
 * @param timeMillis milliseconds since the search started
 * @param hashfull the transposition table's fill, per mille; 0 without a table
 * @param principalVariation the best line found, first move first; may be empty
 * @param multiPv which line this is when several are searched, 1 for the best
 */
public record SearchProgress(int depth, int selectiveDepth, int score, long nodes, long timeMillis, int hashfull,
        List<Integer> principalVariation, int multiPv) {

    /**
     * Copies the principal variation so the report cannot change after it is sent.
     *
     * @param depth the depth of the iteration just completed, in plies (for Monte Carlo searches, the
     *     depth of the most visited line)
     * @param selectiveDepth the deepest ply any node reached, extensions and quiescence included
     * @param score the score from the side to move at the root, in the evaluator's units or as
     *     {@link Scores} encodes a forced result
     * @param nodes nodes (or iterations) so far
     * @param timeMillis milliseconds since the search started
     * @param hashfull the transposition table's fill, per mille; 0 without a table
     * @param principalVariation the best line found, first move first; may be empty
     * @param multiPv which line this is when several are searched, 1 for the best
     */
    public SearchProgress {
        principalVariation = List.copyOf(principalVariation);
    }

    /**
     * Nodes per second so far.
     *
     * @return {@code nodes} per second of {@code timeMillis}; {@code nodes * 1000} when no time has passed
     */
    public long nodesPerSecond() {
        return nodes * 1000 / Math.max(1, timeMillis);
    }
}

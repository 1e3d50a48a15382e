package dev.ply.trace;

import java.util.List;

/**
 * A recorded search: what was searched, the events in order, the Monte Carlo checkpoints and the tree of
 * Monte Carlo visits, and the result. Made by {@link TraceRecorder#finish}; rendered by {@link TextTrace},
 * {@link SvgTrace}, {@link DotTrace} and {@link JsonTrace}.
 *
 * @param game the game's id
 * @param position the root position, in the game's notation
 * @param algorithm the search's specification
 * @param events the events kept, in order
 * @param eventsSeen how many events the search reported; more than {@code events.size()} when the trace was cut
 *     at its limit
 * @param checkpoints the Monte Carlo checkpoints asked for
 * @param visits the Monte Carlo tree's top levels, rebuilt from every iteration's path; {@code null} for other searches
 * @param bestMove the move the search chose, in notation; empty when none
 * @param score the search's score, from the side to move's view
 * @param principalVariation the principal variation, in notation
 */
public record Trace(String game, String position, String algorithm, List<TraceEvent> events, long eventsSeen,
        List<Checkpoint> checkpoints, VisitTree visits, String bestMove, int score, List<String> principalVariation) {

    /**
     * Whether events were left out because the trace reached its limit.
     *
     * @return {@code true} when the trace is cut
     */
    public boolean truncated() {
        return eventsSeen > events.size();
    }
}

package dev.ply.examples.cli;

import dev.ply.core.InvalidInputException;
import dev.ply.core.agent.Agents;
import dev.ply.core.search.SearchLimits;
import picocli.CommandLine.Option;

/** The search limits the commands that run one search take ({@code analyze}, {@code trace}). */
final class LimitOptions {

    @Option(names = {"-d", "--depth"}, paramLabel = "D", description = "search to this depth in plies")
    Integer depth;

    @Option(names = {"-t", "--time"}, paramLabel = "T", description = "search this long: 500ms, 2s, 1.5 (seconds)")
    String time;

    @Option(names = {"-n", "--nodes"}, paramLabel = "N", description = "visit at most this many nodes")
    Long nodes;

    @Option(names = {"-i", "--iterations"}, paramLabel = "N", description = "at most this many iterations (MCTS)")
    Long iterations;

    /**
     * The limits of a specification with these options on top.
     *
     * @param fromSpecification the limits the specification's limit keys set
     * @return the limits
     * @throws InvalidInputException for a value out of range
     */
    SearchLimits limits(SearchLimits fromSpecification) {
        SearchLimits limits = fromSpecification;
        if (depth != null) {
            if (depth < 1 || depth > SearchLimits.MAX_DEPTH) {
                throw new InvalidInputException("--depth must be from 1 to " + SearchLimits.MAX_DEPTH + ", not " + depth);
            }
            limits = limits.withDepth(depth);
        }
        if (time != null) {
            limits = limits.withMoveTime(Agents.parseMillis(time));
        }
        if (nodes != null) {
            if (nodes < 1) {
                throw new InvalidInputException("nodes must be 1 or more, not " + nodes);
            }
            limits = limits.withNodes(nodes);
        }
        if (iterations != null) {
            if (iterations < 1) {
                throw new InvalidInputException("iterations must be 1 or more, not " + iterations);
            }
            limits = limits.withIterations(iterations);
        }
        return limits;
    }
}

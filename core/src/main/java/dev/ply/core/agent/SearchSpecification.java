package dev.ply.core.agent;

import com.google.common.base.Splitter;
import dev.ply.core.InputNumbers;
import dev.ply.core.InvalidInputException;
import dev.ply.core.search.SearchLimits;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A search specification split into the search itself and its limits:
 * {@code mcts:solver,iterations=1000} is the search {@code mcts:solver} with an iteration limit of
 * 1000. The limit keys are {@value #LIMIT_KEYS_TEXT}; every other item belongs to the search. Used by
 * {@link Agents} and by tools that take a search and its limits in one string. Immutable.
 *
 * @param search the specification without the limit keys, for {@link dev.ply.core.Ply#search}
 * @param limits the limits the specification set; {@link SearchLimits#NONE} when it set none
 */
public record SearchSpecification(String search, SearchLimits limits) {

    /** The keys that set limits rather than options, as a listing writes them. */
    public static final String LIMIT_KEYS_TEXT = "depth, nodes, iterations, time";

    private static final Set<String> LIMIT_KEYS = Set.of("depth", "nodes", "iterations", "time");

    /**
     * Splits a specification.
     *
     * @param spec {@code name[:items]}, the items separated by commas
     * @return the search and its limits
     * @throws InvalidInputException for a limit without a value or given twice, or a value that is not a
     *     positive whole number in range (or, for {@code time}, a duration); the message is one line
     */
    public static SearchSpecification parse(String spec) {
        String trimmed = spec.trim();
        int colon = trimmed.indexOf(':');
        String name = colon < 0 ? trimmed : trimmed.substring(0, colon);
        String argument = colon < 0 ? "" : trimmed.substring(colon + 1);
        List<String> options = new ArrayList<>();
        SearchLimits limits = SearchLimits.NONE;
        Set<String> given = new HashSet<>();
        for (String item : Splitter.on(',').trimResults().omitEmptyStrings().split(argument)) {
            int eq = item.indexOf('=');
            String key = (eq < 0 ? item : item.substring(0, eq)).trim();
            if (!LIMIT_KEYS.contains(key)) {
                options.add(item);
                continue;
            }
            if (!given.add(key)) {
                throw new InvalidInputException("limit '" + key + "' is given twice");
            }
            if (eq < 0) {
                throw new InvalidInputException("limit '" + key + "' needs a value, such as " + key + "=10");
            }
            limits = withLimit(limits, key, item.substring(eq + 1).trim());
        }
        return new SearchSpecification(options.isEmpty() ? name : name + ":" + String.join(",", options), limits);
    }

    private static SearchLimits withLimit(SearchLimits limits, String key, String value) {
        String what = "limit '" + key + "'";
        return switch (key) {
            case "depth" -> limits.withDepth((int) InputNumbers.parseLong(value, what, 1, SearchLimits.MAX_DEPTH));
            case "nodes" -> limits.withNodes(InputNumbers.parseLong(value, what, 1, Long.MAX_VALUE));
            case "iterations" -> limits.withIterations(InputNumbers.parseLong(value, what, 1, Long.MAX_VALUE));
            case "time" -> limits.withMoveTime(Agents.parseMillis(value));
            default -> throw new AssertionError(key);
        };
    }
}

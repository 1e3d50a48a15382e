package dev.ply.web;

import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.agent.Agents;
import dev.ply.core.agent.SearchSpecification;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchOptions;
import dev.ply.core.search.SearchProvider;
import java.util.Optional;

/**
 * What one request may make the server search, as its operator set it: the threads a search may use and how long
 * it may run. A specification that asks for more is refused in one line; a search limited only by depth, nodes or
 * iterations is also limited in time, so that no request keeps a core busy for hours.
 *
 * @param maxThreads the most threads one search may use
 * @param maxMillis the longest a search may run, in milliseconds
 */
public record SearchCaps(int maxThreads, long maxMillis) {

    /**
     * The default: one thread per core, and a minute a search.
     *
     * @return the caps
     */
    public static SearchCaps defaults() {
        return new SearchCaps(Runtime.getRuntime().availableProcessors(), 60_000);
    }

    /**
     * Checks the caps.
     *
     * @param maxThreads at least 1
     * @param maxMillis at least 1
     */
    public SearchCaps {
        if (maxThreads < 1 || maxMillis < 1) {
            throw new InvalidInputException("a server's search limits are at least 1 thread and 1 ms");
        }
    }

    /**
     * Checks a search's threads and limits and adds the time cap where it has none.
     *
     * @param spec the search and its limits, such as {@code mcts:threads=2,iterations=5000}
     * @param whenUnlimited the limits a specification without any gets
     * @return the limits to search with
     * @throws InvalidInputException for more threads or time than the server allows
     */
    SearchLimits limits(SearchSpecification spec, SearchLimits whenUnlimited) {
        refuseFiles(spec.search());
        checkThreads(spec.search());
        SearchLimits limits = spec.limits().isUnlimited() ? whenUnlimited : spec.limits();
        if (limits.moveTimeMillis() > maxMillis) {
            throw new InvalidInputException("time=" + limits.moveTimeMillis() + "ms is above this server's limit of "
                    + maxMillis + " ms a search");
        }
        return limits.moveTimeMillis() > 0 ? limits : limits.withMoveTime(maxMillis);
    }

    /**
     * An agent's specification within the caps: a search gets the time cap as well when it has no time limit.
     *
     * @param spec {@code human}, another agent such as {@code random}, or a search agent's specification
     * @return the specification to create
     * @throws InvalidInputException for more threads or time than the server allows
     */
    String agent(String spec) {
        refuseFiles(spec);
        String scheme = spec.contains(":") ? spec.substring(0, spec.indexOf(':')) : spec;
        if (Agents.providers().find(scheme).isPresent() || Ply.searches().find(scheme).isEmpty()) {
            return spec; // not a search: Agents.create judges it
        }
        SearchSpecification parsed = SearchSpecification.parse(spec);
        limits(parsed, SearchLimits.ofMoveTime(Agents.DEFAULT_MOVE_TIME_MILLIS));
        if (parsed.limits().moveTimeMillis() > 0 || parsed.limits().isUnlimited()) {
            return spec; // its own time within the cap, or the default second a move
        }
        return spec + (spec.contains(":") ? "," : ":") + "time=" + maxMillis + "ms";
    }

    /**
     * Refuses a specification that names a file for the server to read: evaluator weights ({@code weights=FILE}) or a
     * network other than the shipped one ({@code net=FILE}, {@code eval=net:FILE}). A request chooses among what the
     * operator installed; it does not make the server open paths of its choosing.
     */
    private static void refuseFiles(String spec) {
        int colon = spec.indexOf(':');
        if (colon < 0) {
            return;
        }
        for (String item : spec.substring(colon + 1).split(",")) {
            String option = item.strip();
            boolean file = option.startsWith("weights=") || option.startsWith("eval=net:")
                    || option.startsWith("net=") && !option.equals("net=default");
            if (file) {
                throw new InvalidInputException("'" + option.substring(0, option.indexOf('=') + 1)
                        + "...' names a file, and this server reads no file a request names; the shipped networks"
                        + " (net=default) and the registered evaluators are available");
            }
        }
    }

    private void checkThreads(String search) {
        int colon = search.indexOf(':');
        String name = colon < 0 ? search : search.substring(0, colon);
        Optional<SearchProvider> provider = Ply.searches().find(name);
        if (provider.isEmpty() || provider.get().options().stream().noneMatch(o -> o.name().equals("threads"))) {
            return;
        }
        SearchOptions options = SearchOptions.parse(provider.get(), colon < 0 ? "" : search.substring(colon + 1));
        int threads = options.getInt("threads");
        if (threads > maxThreads) {
            throw new InvalidInputException("threads=" + threads + " is above this server's limit of " + maxThreads);
        }
    }
}

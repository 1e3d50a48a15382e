package dev.ply.core.agent;

import dev.ply.core.Game;
import dev.ply.core.InputNumbers;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.Registry;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchListener;
import java.util.Locale;
import java.util.Optional;

/**
 * Creates agents from specifications, as the command line and the arena write them.
 *
 * <p>A specification is {@code scheme[:argument]}. When the scheme names an {@link AgentProvider}
 * ({@code random}, {@code human}, {@code uci:/usr/games/stockfish}), that provider creates the agent.
 * Otherwise the scheme names a search algorithm and the argument holds its options plus any of the
 * limit keys {@value #LIMIT_KEYS_TEXT}: {@code alphabeta:plain,depth=4}, {@code mcts:iterations=1000},
 * {@code alphabeta:time=500ms}. A search agent given no limit thinks for {@link #DEFAULT_MOVE_TIME_MILLIS}
 * milliseconds a move (or the caller's default), unless the arena runs a clock.
 */
public final class Agents {

    /** The thinking time of a search agent whose specification sets no limit, in milliseconds. */
    public static final long DEFAULT_MOVE_TIME_MILLIS = 1000;

    private static final String LIMIT_KEYS_TEXT = SearchSpecification.LIMIT_KEYS_TEXT;

    private Agents() {
    }

    private static final class Kinds {
        static final Registry<AgentProvider> REGISTRY = Registry.load(AgentProvider.class, AgentProvider::scheme,
                "agent");
    }

    /**
     * The kinds of agent other than searches on the class path, by {@link AgentProvider#scheme()}.
     *
     * @return the registry
     */
    public static Registry<AgentProvider> providers() {
        return Kinds.REGISTRY;
    }

    /**
     * Creates an agent that reports no search progress.
     *
     * @param game the game it will play
     * @param spec the specification
     * @return a new agent owned by the caller
     * @throws InvalidInputException for an unknown scheme or algorithm, a bad option or limit
     */
    public static Agent create(Game game, String spec) {
        return create(game, spec, SearchListener.NONE);
    }

    /**
     * Creates an agent.
     *
     * @param game the game it will play
     * @param spec the specification
     * @param listener receives the progress of a search agent's searches
     * @return a new agent owned by the caller
     * @throws InvalidInputException for an unknown scheme or algorithm, a bad option or limit
     */
    public static Agent create(Game game, String spec, SearchListener listener) {
        return create(game, spec, listener, SearchLimits.ofMoveTime(DEFAULT_MOVE_TIME_MILLIS));
    }

    /**
     * Creates an agent, with the limits a search agent uses when its specification sets none.
     *
     * @param game the game it will play
     * @param spec the specification
     * @param listener receives the progress of a search agent's searches
     * @param whenUnlimited the limits of a search agent whose specification sets no limit, in games played
     *     without a clock (under a clock such an agent searches by the clock)
     * @return a new agent owned by the caller
     * @throws InvalidInputException for an unknown scheme or algorithm, a bad option or limit
     */
    public static Agent create(Game game, String spec, SearchListener listener, SearchLimits whenUnlimited) {
        String trimmed = spec.trim();
        int colon = trimmed.indexOf(':');
        String scheme = colon < 0 ? trimmed : trimmed.substring(0, colon);
        String argument = colon < 0 ? "" : trimmed.substring(colon + 1);
        Optional<AgentProvider> provider = providers().find(scheme);
        if (provider.isPresent()) {
            return provider.get().create(game, argument);
        }
        if (Ply.searches().find(scheme).isEmpty()) {
            throw new dev.ply.core.UnknownNameException("unknown agent '" + scheme + "'; agents: "
                    + String.join(", ", providers().names()) + "; search algorithms: "
                    + String.join(", ", Ply.searches().names()));
        }
        SearchSpecification specification = SearchSpecification.parse(trimmed);
        Search search = Ply.search(game, specification.search());
        return new SearchAgent(trimmed, search, specification.limits(), listener, whenUnlimited);
    }

    /**
     * Parses a duration written as {@code 500ms}, {@code 2s}, {@code 1.5} (seconds) or {@code 1m}.
     *
     * @param text the duration
     * @return milliseconds, at least 1
     * @throws InvalidInputException if the text is not such a duration
     */
    public static long parseMillis(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        double factor = 1000;
        if (t.endsWith("ms")) {
            factor = 1;
            t = t.substring(0, t.length() - 2);
        } else if (t.endsWith("s")) {
            t = t.substring(0, t.length() - 1);
        } else if (t.endsWith("m")) {
            factor = 60_000;
            t = t.substring(0, t.length() - 1);
        }
        if (!InputNumbers.isDecimal(t) || t.startsWith("-") || t.startsWith("+")) {
            throw new InvalidInputException("'" + text + "' is not a duration; write 500ms, 2s, 1.5 (seconds) or 1m");
        }
        double value = Double.parseDouble(t) * factor;
        if (value >= 1 && value < 1e12) {
            return Math.round(value);
        }
        throw new InvalidInputException("duration '" + text + "' is out of range: from 1 ms to 1e12 ms");
    }
}

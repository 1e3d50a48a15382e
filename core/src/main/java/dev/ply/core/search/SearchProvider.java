package dev.ply.core.search;

import dev.ply.core.Game;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A search algorithm family, discovered through {@link java.util.ServiceLoader} from
 * {@code META-INF/services/dev.ply.core.search.SearchProvider}, and created by name with options:
 * {@code alphabeta:threads=2,hash=64}, {@code mcts:solver}.
 *
 * <p>Implementations have a public no-argument constructor and are thread-safe.
 */
public interface SearchProvider {

    /**
     * The algorithm's name, lower case: {@code "minimax"}, {@code "alphabeta"}, {@code "mcts"}.
     *
     * @return the name, unique among providers
     */
    String name();

    /**
     * One line saying what the algorithm is, for listings.
     *
     * @return a short description
     */
    String description();

    /**
     * The options the algorithm accepts, with their defaults.
     *
     * @return the declared options, in the order listings show them
     */
    List<SearchOption> options();

    /**
     * Named sets of options ({@code plain} for the textbook algorithm), each written as an option
     * string that {@link SearchOptions#parse(SearchProvider, String)} applies when the name is given.
     *
     * @return preset name to option string; empty by default
     */
    default Map<String, String> presets() {
        return Map.of();
    }

    /**
     * Why this algorithm cannot search a game, if it cannot (alpha-beta refuses chance nodes).
     *
     * @param game a game
     * @return the reason, one line; empty if the game is supported
     */
    default Optional<String> unsupportedReason(Game game) {
        return Optional.empty();
    }

    /**
     * Refuses a game this algorithm cannot search.
     *
     * @param game a game
     * @throws dev.ply.core.InvalidInputException naming the algorithm, the game and the
     *     {@linkplain #unsupportedReason(Game) reason}
     */
    default void checkSupports(Game game) {
        unsupportedReason(game).ifPresent(reason -> {
            throw new dev.ply.core.InvalidInputException(name() + " cannot search " + game.id() + ": " + reason);
        });
    }

    /**
     * Creates a search for one game.
     *
     * @param setup the game, evaluator, checked options and table factory
     * @return a new search owned by the caller
     */
    Search create(SearchSetup setup);
}

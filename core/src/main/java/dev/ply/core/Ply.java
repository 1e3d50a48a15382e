package dev.ply.core;

import com.google.common.base.Splitter;
import dev.ply.core.capability.GameVariants;
import dev.ply.core.eval.Evaluator;
import dev.ply.core.eval.EvaluatorProvider;
import dev.ply.core.eval.NetworkLoader;
import dev.ply.core.eval.NetworkValueEvaluator;
import dev.ply.core.eval.PolicyValueNetwork;
import dev.ply.core.eval.TunableEvaluator;
import dev.ply.core.eval.WeightsFile;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchOptions;
import dev.ply.core.search.SearchClock;
import dev.ply.core.search.SearchProvider;
import dev.ply.core.search.SearchSetup;
import dev.ply.core.tt.TranspositionTableFactory;
import java.util.ArrayList;
import java.util.List;

/**
 * The front door of the library: the registries of games, search algorithms and evaluators found on the
 * class path, and the creation of searches from specifications. Agents, which are built on searches, have
 * theirs in {@link dev.ply.core.agent.Agents#providers()}, so that this package never depends on that one.
 *
 * <pre>{@code
 * Game chess = Ply.game("chess");
 * Search search = Ply.search(chess, "alphabeta:threads=2,hash=64");
 * SearchResult result = search.search(chess.newState(), SearchLimits.ofDepth(8));
 * }</pre>
 *
 * <p>The registries are loaded once, on first use, from the thread context class loader of that
 * moment (or the service's loader when there is none); use {@link Registry#load} directly for other
 * class loaders.
 */
public final class Ply {

    private Ply() {
    }

    private static final class Games {
        static final Registry<Game> REGISTRY = Registry.load(Game.class, Game::id, "game");
    }

    private static final class Searches {
        static final Registry<SearchProvider> REGISTRY =
                Registry.load(SearchProvider.class, SearchProvider::name, "search algorithm");
    }

    private static final class Evaluators {
        static final Registry<EvaluatorProvider> REGISTRY =
                Registry.load(EvaluatorProvider.class, EvaluatorProvider::qualifiedName, "evaluator");
    }

    private static final class Networks {
        static final Registry<NetworkLoader> REGISTRY =
                Registry.load(NetworkLoader.class, loader -> loader.getClass().getName(), "network loader");
    }

    /**
     * The games on the class path, by {@link Game#id()}.
     *
     * @return the registry
     */
    public static Registry<Game> games() {
        return Games.REGISTRY;
    }

    /**
     * The search algorithms on the class path, by {@link SearchProvider#name()}.
     *
     * @return the registry
     */
    public static Registry<SearchProvider> searches() {
        return Searches.REGISTRY;
    }

    /**
     * The named evaluators on the class path, by {@link EvaluatorProvider#qualifiedName()}.
     *
     * @return the registry
     */
    public static Registry<EvaluatorProvider> evaluators() {
        return Evaluators.REGISTRY;
    }

    /**
     * Looks a game up by id, or a variant of it by {@code id:options} for a game that has variants
     * ({@link GameVariants}, such as {@code go:size=13,komi=6.5}).
     *
     * @param spec such as {@code "chess"} or {@code "go:size=13"}
     * @return the game
     * @throws UnknownNameException listing the known games
     * @throws InvalidInputException for options the game does not have, or options given to a game without variants
     */
    public static Game game(String spec) {
        int colon = spec.indexOf(':');
        if (colon < 0) {
            return games().get(spec);
        }
        Game game = games().get(spec.substring(0, colon).trim());
        if (!(game instanceof GameVariants variants)) {
            throw new InvalidInputException("game '" + game.id() + "' has no options, but '"
                    + spec.substring(colon + 1) + "' was given");
        }
        return variants.variant(spec.substring(colon + 1));
    }

    /**
     * Looks an evaluator up for a game: {@code "default"} is the game's own
     * {@link Game#defaultEvaluator()}; {@code "net:FILE"} (or {@code "net"}, the game's shipped network) a
     * policy-value network's value ({@link NetworkValueEvaluator}); {@code "nnue:FILE"} (or {@code "nnue"}, the game's shipped one) an
     * efficiently updatable value network over the game's {@link dev.ply.core.capability.SparseFeatures} ({@code ply fit} trains one,
     * {@link NetworkLoader#valueNetwork} loads it); other names are registered ones, with or
     * without the game's prefix ({@code "pubeval"} or {@code "backgammon:pubeval"}).
     *
     * @param game the game
     * @param name the evaluator's name
     * @return the evaluator
     * @throws UnknownNameException listing the game's evaluators
     */
    public static Evaluator<? extends GameState> evaluator(Game game, String name) {
        if (name.isEmpty() || name.equals("default")) {
            return game.defaultEvaluator();
        }
        if (name.equals("net") || name.startsWith("net:")) {
            if (!(game.newState() instanceof dev.ply.core.capability.NetworkEncoding)) {
                throw new InvalidInputException("eval=net: " + game.id() + " has no network encoding");
            }
            return new NetworkValueEvaluator(network(game, name.equals("net") ? "default" : name.substring(4)));
        }
        if (name.equals("nnue") || name.startsWith("nnue:")) {
            if (!(game.newState() instanceof dev.ply.core.capability.SparseFeatures)) {
                throw new InvalidInputException("eval=nnue: " + game.id() + " has no sparse features");
            }
            return networkLoader().valueNetwork(game, name.equals("nnue") ? "default" : name.substring(5));
        }
        String qualified = qualifiedEvaluatorName(game, name);
        EvaluatorProvider provider = evaluators().find(qualified).orElse(null);
        if (provider == null || !provider.gameId().equals(game.id())) {
            List<String> known = new ArrayList<>(List.of("default"));
            evaluators().all().stream().filter(p -> p.gameId().equals(game.id()))
                    .forEach(p -> known.add(p.qualifiedName()));
            throw new UnknownNameException("unknown evaluator '" + name + "' for " + game.id() + "; known: "
                    + String.join(", ", known));
        }
        @SuppressWarnings("unchecked")
        Evaluator<? extends GameState> evaluator = (Evaluator<? extends GameState>) provider.create();
        return evaluator;
    }

    /**
     * Looks a tunable evaluator up as {@link #evaluator(Game, String)} does.
     *
     * @param game the game
     * @param name the evaluator's name
     * @return the evaluator
     * @throws InvalidInputException if the evaluator is unknown or has no weights
     */
    public static TunableEvaluator<? extends GameState> tunableEvaluator(Game game, String name) {
        Evaluator<? extends GameState> evaluator = evaluator(game, name);
        if (!(evaluator instanceof TunableEvaluator<? extends GameState> tunable)) {
            throw new InvalidInputException("evaluator " + qualifiedEvaluatorName(game, name)
                    + " has no weights to tune or load");
        }
        return tunable;
    }

    /**
     * Looks an evaluator up as {@link #evaluator(Game, String)} does and gives it the weights of a file that
     * {@code ply tune} wrote ({@link WeightsFile}): what {@code eval=NAME,weights=FILE} means in a search
     * specification.
     *
     * @param game the game
     * @param name the evaluator's name
     * @param weights the weights file
     * @return the evaluator with those weights
     * @throws InvalidInputException if the evaluator is unknown or has no weights, or the file cannot be used
     */
    public static TunableEvaluator<? extends GameState> evaluator(Game game, String name, java.nio.file.Path weights) {
        TunableEvaluator<? extends GameState> tunable = tunableEvaluator(game, name);
        return tunable.withWeights(WeightsFile.read(weights, qualifiedEvaluatorName(game, name), tunable.weights())
                .values());
    }

    /**
     * The name an evaluator's weights file gives it: {@code GAME:NAME}, {@code GAME:default} for the game's own.
     *
     * @param game the game
     * @param name the evaluator's name as given, with or without the game's prefix
     * @return the qualified name
     */
    public static String qualifiedEvaluatorName(Game game, String name) {
        if (name.isEmpty()) {
            return game.id() + ":default";
        }
        return name.contains(":") ? name : game.id() + ":" + name;
    }

    /**
     * Loads a policy-value network for a game, through the {@link NetworkLoader} on the class path
     * ({@code ply-learning}): {@code "default"} or an empty name is the network that ships for the game, anything
     * else a file's path.
     *
     * @param game the game (variant) the network must be made for
     * @param file a path, or {@code "default"}
     * @return the network
     * @throws InvalidInputException naming the problem in one line: no loader on the class path, no network shipped
     *     for the game, or a file that is missing, damaged or made for another game or encoding
     */
    public static PolicyValueNetwork network(Game game, String file) {
        NetworkLoader loader = networkLoader();
        if (file.isEmpty() || file.equals("default")) {
            return loader.shipped(game).orElseThrow(() -> new InvalidInputException("no network ships for "
                    + game.id() + ": train one with 'ply train " + game.id() + " --out DIR' and pass net=DIR/best.net"));
        }
        return loader.load(game, file);
    }

    /**
     * Loads a network as {@link #network(Game, String)} does, for several threads that evaluate positions at once:
     * with {@code batch} above 1, their positions are evaluated together, up to {@code batch} in one call, where the
     * loader can ({@link NetworkLoader#batching}). Close the answer when it is {@link AutoCloseable}.
     *
     * @param game the game (variant) the network must be made for
     * @param file a path, or {@code "default"}
     * @param batch the most positions evaluated in one call; 1 for the plain network
     * @return the network
     * @throws InvalidInputException as {@link #network(Game, String)}
     */
    public static PolicyValueNetwork network(Game game, String file, int batch) {
        PolicyValueNetwork network = network(game, file);
        return batch > 1 ? networkLoader().batching(network, batch) : network;
    }

    private static NetworkLoader networkLoader() {
        return Networks.REGISTRY.all().stream().findFirst().orElseThrow(() ->
                new InvalidInputException("no network loader on the class path: add ply-learning to use networks"));
    }

    /**
     * Creates a search from a specification {@code name[:options]}, such as {@code "alphabeta:plain"}
     * or {@code "mcts:iterations=1000,eval=backgammon:pubeval"}. The option {@code eval=NAME}, which
     * every algorithm accepts, chooses the evaluator as {@link #evaluator(Game, String)} does; the
     * other options are the algorithm's own.
     *
     * @param game the game to search
     * @param spec the specification
     * @return a new search owned by the caller
     * @throws InvalidInputException for an unknown algorithm, option or evaluator, or an algorithm that
     *     cannot search the game
     */
    public static Search search(Game game, String spec) {
        return search(game, spec, TranspositionTableFactory.DEFAULT);
    }

    /**
     * Creates a search from a specification, with the transposition tables of a given factory.
     *
     * @param game the game to search
     * @param spec the specification, as for {@link #search(Game, String)}
     * @param tables creates the search's transposition table
     * @return a new search owned by the caller
     * @throws InvalidInputException as for {@link #search(Game, String)}
     */
    public static Search search(Game game, String spec, TranspositionTableFactory tables) {
        return search(game, spec, tables, SearchClock.SYSTEM);
    }

    /**
     * Creates a search from a specification, with the transposition tables of a given factory and a clock of
     * its own for the time limits (tests pass one that advances at a known rate).
     *
     * @param game the game to search
     * @param spec the specification, as for {@link #search(Game, String)}
     * @param tables creates the search's transposition table
     * @param clock the clock the search reads its time limits from
     * @return a new search owned by the caller
     * @throws InvalidInputException as for {@link #search(Game, String)}
     */
    public static Search search(Game game, String spec, TranspositionTableFactory tables, SearchClock clock) {
        String trimmed = spec.trim();
        int colon = trimmed.indexOf(':');
        String name = colon < 0 ? trimmed : trimmed.substring(0, colon);
        String rest = colon < 0 ? "" : trimmed.substring(colon + 1);
        SearchProvider provider = searches().get(name);
        provider.checkSupports(game);
        String evaluatorName = "default";
        String weights = null;
        List<String> own = new ArrayList<>();
        boolean evaluatorGiven = false;
        for (String item : Splitter.on(',').trimResults().omitEmptyStrings().split(rest)) {
            if (item.startsWith("eval=")) {
                if (evaluatorGiven) {
                    throw new InvalidInputException("option 'eval' of " + name + " is given twice");
                }
                evaluatorGiven = true;
                evaluatorName = item.substring("eval=".length()).trim();
            } else if (item.startsWith("weights=")) {
                if (weights != null) {
                    throw new InvalidInputException("option 'weights' of " + name + " is given twice");
                }
                weights = item.substring("weights=".length()).trim();
            } else {
                own.add(item);
            }
        }
        Evaluator<? extends GameState> evaluator = weights == null ? evaluator(game, evaluatorName)
                : evaluator(game, evaluatorName, java.nio.file.Path.of(weights));
        SearchOptions options = SearchOptions.parse(provider, String.join(",", own));
        return provider.create(new SearchSetup(game, evaluator, options, tables, clock));
    }
}

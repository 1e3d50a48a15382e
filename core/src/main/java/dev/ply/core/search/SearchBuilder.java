package dev.ply.core.search;

import static java.util.Objects.requireNonNull;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.eval.Evaluator;
import dev.ply.core.tt.TranspositionTableFactory;

/**
 * The common part of the typed builders of searches ({@code AlphaBeta.builder().threads(2).hashMiB(64)},
 * {@code Mcts.builder().solver(true)}): a search's builder declares its options once as
 * {@link OptionKey} constants, lists them in its provider, and offers one typed method per option
 * that calls {@link #set(OptionKey, Object)}. Specification strings go through the same declarations:
 * {@link #options(String)} applies {@code threads=2,plain} to a builder, so a string and the typed
 * calls that mean the same give {@linkplain SearchOptions#equals(Object) equal} options (as Caffeine's
 * {@code CaffeineSpec} does for its builder).
 *
 * <p>A builder is not thread-safe; the searches it creates are independent of it and of each other.
 *
 * @param <B> the concrete builder, returned by every setter
 */
public abstract class SearchBuilder<B extends SearchBuilder<B>> {

    private final SearchProvider provider;
    private final SearchOptions.Builder options;

    /**
     * A builder with every option at its default.
     *
     * @param provider the algorithm's provider, which lists the builder's keys as its options
     */
    protected SearchBuilder(SearchProvider provider) {
        this.provider = requireNonNull(provider, "provider");
        this.options = SearchOptions.builder(provider);
    }

    /**
     * Sets one option; the typed methods of subclasses call this.
     *
     * @param key one of the algorithm's keys
     * @param value the value
     * @param <T> the value's type
     * @return this builder
     * @throws InvalidInputException naming the option when the value is out of its range
     */
    protected final <T> B set(OptionKey<T> key, T value) {
        options.set(key, value);
        return self();
    }

    /**
     * Applies a named preset ({@code plain}, ...) on top of what is set so far.
     *
     * @param name a preset of the algorithm
     * @return this builder
     * @throws InvalidInputException for a name the algorithm has no preset of
     */
    public final B preset(String name) {
        if (!provider.presets().containsKey(name)) {
            throw new InvalidInputException("unknown preset '" + name + "' for " + provider.name() + "; presets: "
                    + (provider.presets().isEmpty() ? "none"
                            : String.join(", ", new java.util.TreeSet<>(provider.presets().keySet()))));
        }
        options.apply(name);
        return self();
    }

    /**
     * Applies options written as in a specification after the algorithm's name:
     * {@code threads=2,hash=64}, presets, bare switch names. Each key at most once in the string.
     *
     * @param text the options
     * @return this builder
     * @throws InvalidInputException for an unknown key or preset, a repeated key or a bad value
     */
    public final B options(String text) {
        options.apply(text);
        return self();
    }

    /**
     * The checked options set so far.
     *
     * @return immutable options, equal to those a specification string with the same values parses to
     */
    public final SearchOptions build() {
        return options.build();
    }

    /**
     * Creates a search for a game with its default evaluator and transposition tables.
     *
     * @param game the game
     * @return a new search owned by the caller
     * @throws InvalidInputException when the algorithm cannot search the game
     */
    public final Search create(Game game) {
        return create(game, game.defaultEvaluator());
    }

    /**
     * Creates a search for a game with an evaluator of the caller's.
     *
     * @param game the game
     * @param evaluator an evaluator of {@code game}'s states
     * @return a new search owned by the caller
     * @throws InvalidInputException when the algorithm cannot search the game
     */
    public final Search create(Game game, Evaluator<? extends GameState> evaluator) {
        return create(new SearchSetup(game, evaluator, build(), TranspositionTableFactory.DEFAULT));
    }

    /**
     * Creates a search from a full set-up, whose options replace nothing: the builder's own options are
     * used, {@code setup.options()} must be them ({@link #build()}).
     *
     * @param setup the game, evaluator, this builder's options, tables and clock
     * @return a new search owned by the caller
     * @throws InvalidInputException when the algorithm cannot search the game
     * @throws IllegalArgumentException when the set-up's options are not this builder's
     */
    public final Search create(SearchSetup setup) {
        if (!setup.options().equals(build())) {
            throw new IllegalArgumentException("the set-up's options " + setup.options() + " are not this builder's");
        }
        provider.checkSupports(setup.game());
        return newSearch(setup);
    }

    /**
     * Creates the search once the set-up is checked; by default the provider does. A builder that holds
     * more than options (strategy objects) overrides this to pass them on.
     *
     * @param setup a checked set-up carrying this builder's options, for a game the algorithm supports
     * @return a new search owned by the caller
     */
    protected Search newSearch(SearchSetup setup) {
        return provider.create(setup);
    }

    /**
     * The algorithm's provider.
     *
     * @return the provider whose options this builder sets
     */
    public final SearchProvider provider() {
        return provider;
    }

    /**
     * The specification string that configures the same search: the algorithm's name and the options
     * that differ from their defaults, such as {@code alphabeta:threads=2,hash=64}.
     *
     * @return the specification, which {@link dev.ply.core.Ply#search(Game, String)} accepts
     */
    @Override
    public String toString() {
        String changed = build().changed();
        return changed.isEmpty() ? provider.name() : provider.name() + ":" + changed;
    }

    @SuppressWarnings("unchecked")
    private B self() {
        return (B) this;
    }
}

package dev.ply.search.alphabeta;

import dev.ply.core.search.SearchBuilder;

/**
 * The typed builder of the {@code minimax} search, which has no options: {@code Minimax.builder().create(game)}
 * is the search {@code minimax} names. It exists so that every algorithm is built the same way.
 */
public final class Minimax extends SearchBuilder<Minimax> {

    private Minimax() {
        super(new MinimaxProvider());
    }

    /**
     * The builder.
     *
     * @return a new builder
     */
    public static Minimax builder() {
        return new Minimax();
    }
}

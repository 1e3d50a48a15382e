package dev.ply.core.search;

import com.google.common.collect.ImmutableMap;
import dev.ply.core.GameState;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The answer of a {@link Search}.
 *
 * @param bestMove the move to play, or {@link GameState#NO_MOVE} if the root has no move
 * @param score the root's value from the side to move's view, in the evaluator's units, or a forced
 *     result as {@link Scores} encodes it; searches without such a value say what they report
 * @param principalVariation the expected line, starting with {@code bestMove}; may hold only it
 * @param depth the depth of the last completed iteration, in plies; 0 when the search was stopped before it
 *     completed one, and then {@code bestMove} is only a legal move to hand and {@code score} means nothing
 * @param selectiveDepth the deepest ply reached, extensions and quiescence included
 * @param nodes the nodes visited (positions entered), summed over threads
 * @param timeMillis the wall-clock time the search took
 * @param statistics algorithm-specific figures, in the order the algorithm finds most telling
 *     ({@code "leaves"}, {@code "tt hit rate"}, {@code "iterations"}...)
 * @param rootMoves per-move figures of the root, empty when the algorithm keeps none
 */
public record SearchResult(int bestMove, int score, List<Integer> principalVariation, int depth, int selectiveDepth,
        long nodes, long timeMillis, Map<String, Number> statistics, List<RootMoveStatistics> rootMoves) {

    /**
     * Makes the collections immutable copies.
     *
     * @param bestMove the move to play, or {@link GameState#NO_MOVE} if the root has no move
     * @param score the root's value from the side to move's view, in the evaluator's units, or a forced
     *     result as {@link Scores} encodes it; searches without such a value say what they report
     * @param principalVariation the expected line, starting with {@code bestMove}; may hold only it
     * @param depth the depth of the last completed iteration, in plies; 0 when the search was stopped before it
     *     completed one, and then {@code bestMove} is only a legal move to hand and {@code score} means nothing
     * @param selectiveDepth the deepest ply reached, extensions and quiescence included
     * @param nodes the nodes visited (positions entered), summed over threads
     * @param timeMillis the wall-clock time the search took
     * @param statistics algorithm-specific figures, in the order the algorithm finds most telling
     *     ({@code "leaves"}, {@code "tt hit rate"}, {@code "iterations"}...)
     * @param rootMoves per-move figures of the root, empty when the algorithm keeps none
     */
    public SearchResult {
        principalVariation = List.copyOf(principalVariation);
        statistics = ImmutableMap.copyOf(statistics);
        rootMoves = List.copyOf(rootMoves);
    }

    /**
     * Nodes per second over the whole search.
     *
     * @return {@code nodes} per second of {@code timeMillis}
     */
    public long nodesPerSecond() {
        return nodes * 1000 / Math.max(1, timeMillis);
    }

    /**
     * Starts building a result.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /** Assembles a {@link SearchResult}; not thread-safe. */
    public static final class Builder {
        private int bestMove = GameState.NO_MOVE;
        private int score;
        private List<Integer> principalVariation = List.of();
        private int depth;
        private int selectiveDepth;
        private long nodes;
        private long timeMillis;
        private final Map<String, Number> statistics = new LinkedHashMap<>();
        private final List<RootMoveStatistics> rootMoves = new ArrayList<>();

        private Builder() {
        }

        /**
         * Sets the best move.
         *
         * @param move the move to play
         * @return this builder
         */
        public Builder bestMove(int move) {
            this.bestMove = move;
            return this;
        }

        /**
         * Sets the score.
         *
         * @param value the root's value from the side to move's view
         * @return this builder
         */
        public Builder score(int value) {
            this.score = value;
            return this;
        }

        /**
         * Sets the principal variation.
         *
         * @param line the best line, first move first
         * @return this builder
         */
        public Builder principalVariation(List<Integer> line) {
            this.principalVariation = line;
            return this;
        }

        /**
         * Sets the depth reached.
         *
         * @param plies the last completed iteration
         * @return this builder
         */
        public Builder depth(int plies) {
            this.depth = plies;
            return this;
        }

        /**
         * Sets the selective depth.
         *
         * @param plies the deepest ply reached
         * @return this builder
         */
        public Builder selectiveDepth(int plies) {
            this.selectiveDepth = plies;
            return this;
        }

        /**
         * Sets the node count.
         *
         * @param count nodes visited
         * @return this builder
         */
        public Builder nodes(long count) {
            this.nodes = count;
            return this;
        }

        /**
         * Sets the elapsed time.
         *
         * @param millis wall-clock milliseconds
         * @return this builder
         */
        public Builder timeMillis(long millis) {
            this.timeMillis = millis;
            return this;
        }

        /**
         * Adds an algorithm-specific figure; figures keep the order they were added in.
         *
         * @param name what the figure measures, lower case
         * @param value its value
         * @return this builder
         */
        public Builder statistic(String name, Number value) {
            this.statistics.put(name, value);
            return this;
        }

        /**
         * Adds the figures of one root move.
         *
         * @param move the root move's statistics
         * @return this builder
         */
        public Builder rootMove(RootMoveStatistics move) {
            this.rootMoves.add(move);
            return this;
        }

        /**
         * Builds the result.
         *
         * @return an immutable result
         */
        public SearchResult build() {
            return new SearchResult(bestMove, score, principalVariation, depth, selectiveDepth, nodes, timeMillis,
                    statistics, rootMoves);
        }
    }
}

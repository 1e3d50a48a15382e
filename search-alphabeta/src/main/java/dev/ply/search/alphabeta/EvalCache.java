package dev.ply.search.alphabeta;

import dev.ply.core.GameState;
import dev.ply.core.eval.Evaluator;
import java.util.Arrays;

/**
 * One searching thread's cache of static evaluations: a direct-mapped table from a position's 64-bit key to the score
 * its evaluator gave it, so that a position evaluated again (in the next iteration, a re-search, a null-move or
 * ProbCut verification, the quiescence search of a transposition) costs one array read instead of the evaluation.
 * An evaluator's score depends on the position alone ({@link Evaluator#evaluate}), and equal positions have equal keys
 * ({@link GameState#hash()}), so a hit returns what the evaluator would: the search is the same node for node, only
 * faster where evaluation is dear. Each thread owns its cache, so no entry is ever torn.
 *
 * <p>Every slot holds the full key with its lowest bit set: the slot's index is taken from the key's low bits, so two
 * keys of one slot agree in that bit and setting it loses nothing, while an empty slot (0) never matches a key, 0
 * included.
 */
final class EvalCache {

    private final long[] keys;
    private final int[] scores;
    private final int mask;

    /**
     * An empty cache.
     *
     * @param entries how many positions it holds, rounded down to a power of two, at least 2
     */
    EvalCache(int entries) {
        int size = size(entries);
        this.keys = new long[size];
        this.scores = new int[size];
        this.mask = size - 1;
    }

    /**
     * The evaluator's score of a position, from the cache when the position is there, else evaluated and kept.
     *
     * @param evaluator the search's evaluator, the same for every call
     * @param state the position
     * @return {@code evaluator.evaluate(state)}
     */
    int evaluate(Evaluator<GameState> evaluator, GameState state) {
        long key = state.hash();
        int slot = (int) key & mask;
        long tagged = key | 1L;
        if (keys[slot] == tagged) {
            return scores[slot];
        }
        int score = evaluator.evaluate(state);
        keys[slot] = tagged;
        scores[slot] = score;
        return score;
    }

    /**
     * Empties the cache. Its entries never go stale (an evaluation depends on the position only), but a new game
     * starts from nothing, so that its speed does not depend on the games before it.
     */
    void clear() {
        Arrays.fill(keys, 0L);
    }

    /** The number of slots a cache asked for {@code entries} has: a power of two, at least 2. */
    static int size(int entries) {
        return Integer.highestOneBit(Math.max(2, entries));
    }

    /** The bytes a cache asked for {@code entries} holds (a key and a score a slot), for the heap check. */
    static long bytes(int entries) {
        return (long) size(entries) * (Long.BYTES + Integer.BYTES);
    }
}

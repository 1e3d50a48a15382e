package dev.ply.core;

/**
 * Random 64-bit keys for Zobrist hashing, from a fixed seed so that a game's hashes are the same in
 * every run and every JVM. A game XORs one key per (piece, square) and one for the side to move into
 * {@link GameState#hash()}, and updates the hash incrementally by XOR-ing the keys of what a move
 * changes.
 *
 * <p>The keys come from the SplitMix64 generator (Steele, Lea and Flood, 2014), whose output passes
 * the usual statistical tests and whose {@link #mix(long)} step is also a good 64-bit finaliser.
 */
public final class ZobristKeys {

    /**
     * 2^64 divided by the golden ratio, odd: SplitMix64's increment, and the multiplier of Fibonacci hashing
     * ({@code key * GOLDEN_GAMMA}, then the high bits, spreads nearby keys over a table). Every 64-bit mixing
     * step in Ply uses this constant and {@link #mix(long)}, written once here.
     */
    public static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private ZobristKeys() {
    }

    /**
     * Generates keys.
     *
     * @param seed the seed; the same seed gives the same keys
     * @param count how many keys
     * @return a new array of {@code count} keys, owned by the caller
     */
    public static long[] generate(long seed, int count) {
        long[] keys = new long[count];
        long state = seed;
        for (int i = 0; i < count; i++) {
            state += GOLDEN_GAMMA;
            keys[i] = mix(state);
        }
        return keys;
    }

    /**
     * Scrambles a 64-bit value so that nearby inputs give unrelated outputs (SplitMix64's finaliser).
     *
     * @param value any value
     * @return the scrambled value
     */
    public static long mix(long value) {
        long z = value;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}

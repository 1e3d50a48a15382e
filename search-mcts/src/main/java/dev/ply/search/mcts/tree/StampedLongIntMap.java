package dev.ply.search.mcts.tree;

import dev.ply.core.ZobristKeys;
import java.util.Arrays;

/**
 * A small map from {@code long} keys to {@code int} values for one thread, emptied in constant time: open
 * addressing with linear probing in primitive arrays, where a slot counts as empty unless its stamp is the
 * current one, so {@link #clear()} only moves to a new stamp. A worker clears its maps at every iteration, which a
 * general-purpose map (fastutil's, Eclipse Collections') would do by filling its arrays; and the map must hold at
 * most the capacity it was made with, so it never grows or allocates.
 *
 * <p>Every key is allowed, 0 and negative ones included.
 */
final class StampedLongIntMap {

    private final long[] keys;
    private final int[] values;
    private final int[] stamps;
    private int stamp = 1;

    /**
     * Creates an empty map.
     *
     * @param entries the most entries it will hold between two {@link #clear()}s; it keeps at most a quarter of
     *     its slots full
     */
    StampedLongIntMap(int entries) {
        int slots = entries == 0 ? 0 : Integer.highestOneBit(Math.max(4, entries)) * 4;
        keys = new long[slots];
        values = new int[slots];
        stamps = new int[slots];
    }

    /** Empties the map. */
    void clear() {
        stamp++;
        if (stamp == 0) {
            Arrays.fill(stamps, 0);
            stamp = 1;
        }
    }

    /**
     * Maps a key to a value, replacing the value it had.
     *
     * @param key the key
     * @param value the value
     */
    void put(long key, int value) {
        values[slotOf(key)] = value;
    }

    /**
     * Maps a key to a value unless it is mapped already.
     *
     * @param key the key
     * @param value the value for a new key
     * @return {@code true} if the key was new
     */
    boolean putIfAbsent(long key, int value) {
        int slot = find(key);
        if (stamps[slot] == stamp) {
            return false;
        }
        claim(slot, key, value);
        return true;
    }

    /**
     * The value of a key.
     *
     * @param key the key
     * @param absent what to return for a key not in the map
     * @return its value, or {@code absent}
     */
    int get(long key, int absent) {
        if (keys.length == 0) {
            return absent;
        }
        int slot = find(key);
        return stamps[slot] == stamp ? values[slot] : absent;
    }

    /**
     * Whether a key is in the map.
     *
     * @param key the key
     * @return {@code true} if it was put since the last {@link #clear()}
     */
    boolean containsKey(long key) {
        return keys.length != 0 && stamps[find(key)] == stamp;
    }

    /** The slot holding the key, or the empty slot where it would go. */
    private int find(long key) {
        int mask = keys.length - 1;
        long z = key * ZobristKeys.GOLDEN_GAMMA;
        for (int slot = (int) (z ^ (z >>> 32)) & mask;; slot = (slot + 1) & mask) {
            if (stamps[slot] != stamp || keys[slot] == key) {
                return slot;
            }
        }
    }

    private int slotOf(long key) {
        int slot = find(key);
        if (stamps[slot] != stamp) {
            claim(slot, key, 0);
        }
        return slot;
    }

    private void claim(int slot, long key, int value) {
        stamps[slot] = stamp;
        keys[slot] = key;
        values[slot] = value;
    }
}

package dev.ply.search.mcts.tree;

import dev.ply.core.ZobristKeys;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * The transposition index of a {@link SearchTree}: position key to node, for finding the node that already
 * holds a position reached by another move order. Open addressing with linear probing in two primitive arrays
 * (a key of 0 is stored as 1; node {@code n} as {@code n + 1}, so 0 means empty). While a search runs the index
 * only grows by insertions, and the first node entered for a key keeps it; several threads may insert and look up
 * at once when the index is concurrent (a compare-and-set claims the key's slot, the node is published with
 * release semantics, and a reader that finds the key before its node sees no node yet). {@link #resize} and
 * {@link #clear} run when no worker is inside an iteration.
 */
final class PositionIndex {

    private static final VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);
    private static final VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);

    private final boolean concurrent;
    private long[] keys;
    private int[] nodes;

    /**
     * Creates an empty index.
     *
     * @param concurrent whether several threads insert and look up at once
     * @param slots the number of slots, a power of two; kept at most half full by the tree
     */
    PositionIndex(boolean concurrent, int slots) {
        this.concurrent = concurrent;
        this.keys = new long[slots];
        this.nodes = new int[slots];
    }

    private int mask() {
        return keys.length - 1;
    }

    private static long stored(long positionKey) {
        return positionKey == 0 ? 1 : positionKey;
    }

    /**
     * The node holding a position.
     *
     * @param positionKey the position's hash
     * @return the node, or {@link SearchTree#NONE}
     */
    int find(long positionKey) {
        long k = stored(positionKey);
        int mask = mask();
        for (int slot = (int) ZobristKeys.mix(k) & mask;; slot = (slot + 1) & mask) {
            long present = concurrent ? (long) LONGS.getAcquire(keys, slot) : keys[slot];
            if (present == 0) {
                return SearchTree.NONE;
            }
            if (present == k) {
                int value = concurrent ? (int) INTS.getAcquire(nodes, slot) : nodes[slot];
                return value - 1;
            }
        }
    }

    /**
     * Enters a position's node, unless the position is there already.
     *
     * @param positionKey the position's hash
     * @param node its node
     */
    void put(long positionKey, int node) {
        long k = stored(positionKey);
        int mask = mask();
        for (int slot = (int) ZobristKeys.mix(k) & mask;; slot = (slot + 1) & mask) {
            if (concurrent) {
                long present = (long) LONGS.compareAndExchange(keys, slot, 0L, k);
                if (present == 0) {
                    INTS.setRelease(nodes, slot, node + 1);
                    return;
                }
                if (present == k) {
                    return;
                }
            } else {
                long present = keys[slot];
                if (present == 0) {
                    keys[slot] = k;
                    nodes[slot] = node + 1;
                    return;
                }
                if (present == k) {
                    return;
                }
            }
        }
    }

    /** Empties the index. */
    void clear() {
        Arrays.fill(keys, 0L);
        Arrays.fill(nodes, 0);
    }

    /**
     * Moves the entries to a table of another size.
     *
     * @param slots the new number of slots, a power of two larger than the entries
     */
    void resize(int slots) {
        long[] oldKeys = keys;
        int[] oldNodes = nodes;
        keys = new long[slots];
        nodes = new int[slots];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != 0 && oldNodes[i] != 0) {
                put(oldKeys[i], oldNodes[i] - 1);
            }
        }
    }

    /**
     * The number of slots.
     *
     * @return a power of two
     */
    int slots() {
        return keys.length;
    }
}

package dev.ply.games.go;

import dev.ply.core.util.BoardKeys;
import java.util.Arrays;

/**
 * The boards a Go game has seen, for superko: an open-addressing set of keys (a power of two, at most half full)
 * that undo empties in the reverse order it was filled. Under situational superko a key includes the player to
 * move; under positional superko it is the stones alone. What KataGo keeps in {@code BoardHistory}.
 */
final class SuperkoHistory {

    /** Stands for a zero key in the set, whose empty slots are 0. */
    private static final long ZERO_KEY = 0x9E37_79B9_7F4A_7C15L;

    private final BoardKeys keys;
    private final boolean situational;
    private long[] seen;
    private int count;

    SuperkoHistory(BoardKeys keys, boolean situational, int plies) {
        this.keys = keys;
        this.situational = situational;
        this.seen = new long[Integer.highestOneBit(4 * plies - 1) << 1];
    }

    /** A copy with its own table. */
    SuperkoHistory copy() {
        SuperkoHistory copy = new SuperkoHistory(keys, situational, 1);
        copy.seen = Arrays.copyOf(seen, seen.length);
        copy.count = count;
        return copy;
    }

    /** Whether the player to move is part of a position's identity (situational superko). */
    boolean situational() {
        return situational;
    }

    /** The key the set compares for a board with a player to move. */
    long key(long board, int side) {
        long key = situational && side == 1 ? board ^ keys.secondToMove() : board;
        return key == 0 ? ZERO_KEY : key;
    }

    /** Forgets every board. */
    void clear() {
        Arrays.fill(seen, 0);
        count = 0;
    }

    boolean contains(long key) {
        int mask = seen.length - 1;
        for (int i = (int) (key ^ (key >>> 32)) & mask; ; i = (i + 1) & mask) {
            long slot = seen[i];
            if (slot == key) {
                return true;
            }
            if (slot == 0) {
                return false;
            }
        }
    }

    /** Adds a key unless it is there; true when it was added. */
    boolean insert(long key) {
        if (2 * (count + 1) > seen.length) {
            rehash(2 * seen.length);
        }
        int mask = seen.length - 1;
        int i = (int) (key ^ (key >>> 32)) & mask;
        while (seen[i] != 0) {
            if (seen[i] == key) {
                return false;
            }
            i = (i + 1) & mask;
        }
        seen[i] = key;
        count++;
        return true;
    }

    /**
     * Removes the key added last. Since keys leave in the reverse order they came (undo), every key added after it
     * is gone, and emptying its slot restores the table as it was before it came.
     */
    void remove(long key) {
        int mask = seen.length - 1;
        int i = (int) (key ^ (key >>> 32)) & mask;
        while (seen[i] != key) {
            i = (i + 1) & mask;
        }
        seen[i] = 0;
        count--;
    }

    private void rehash(int capacity) {
        long[] old = seen;
        seen = new long[capacity];
        int mask = capacity - 1;
        for (long key : old) {
            if (key != 0) {
                int i = (int) (key ^ (key >>> 32)) & mask;
                while (seen[i] != 0) {
                    i = (i + 1) & mask;
                }
                seen[i] = key;
            }
        }
    }
}

package dev.ply.core.tt;

import static com.google.common.base.Preconditions.checkArgument;

import dev.ply.core.InvalidInputException;
import dev.ply.core.util.HeapBudget;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * The default {@link TranspositionTable}: buckets of four entries in one {@code long[]}, shared by
 * threads without locks.
 *
 * <p>Each entry takes two {@code long}s: the key XOR the data, then the data. A thread that reads
 * a half-written entry (the key of one store and the data of another) finds that the XOR no longer
 * gives the probed key and reports a miss, so racing writers can lose an entry but never corrupt a
 * hit (the "lockless hashing" of Hyatt and Mann). Each {@code long} is read and written with opaque
 * access, which is atomic for 64-bit values on every JVM and costs nothing extra on x86.
 *
 * <p>A bucket is 64 bytes, one cache line. A store goes to the entry already holding the key if
 * there is one; otherwise it replaces the bucket's least valuable entry: empty first, then the one
 * whose depth minus eight times its age (searches since it was written) is smallest.
 */
public final class LockFreeTranspositionTable implements TranspositionTable {

    /** The largest table this implementation allocates: 8 GiB, the most one long array can hold. */
    public static final int MAX_SIZE_MIB = 8 * 1024;

    private static final VarHandle SLOTS = MethodHandles.arrayElementVarHandle(long[].class);
    private static final int ENTRIES_PER_BUCKET = 4;
    private static final int LONGS_PER_BUCKET = 2 * ENTRIES_PER_BUCKET;
    private static final int BUCKET_BYTES = LONGS_PER_BUCKET * Long.BYTES;
    private static final int MAX_GENERATION = 63;
    private static final int AGE_WEIGHT = 8;
    private static final int HASHFULL_SAMPLE_BUCKETS = 250;

    private long[] slots;
    private long buckets;
    private int sizeMiB;
    private int generation = 1;

    /**
     * Allocates an empty table.
     *
     * @param sizeMiB the size in mebibytes, 1 to {@link #MAX_SIZE_MIB}
     */
    public LockFreeTranspositionTable(int sizeMiB) {
        resize(sizeMiB);
    }

    @Override
    public long probe(long key) {
        final long[] table = slots;
        int base = bucketBase(key);
        for (int i = base; i < base + LONGS_PER_BUCKET; i += 2) {
            long data = (long) SLOTS.getOpaque(table, i + 1);
            long check = (long) SLOTS.getOpaque(table, i);
            if ((check ^ data) == key && data != MISS) {
                return data;
            }
        }
        return MISS;
    }

    @Override
    public void store(long key, int move, int score, int depth, int bound) {
        final long[] table = slots;
        int base = bucketBase(key);
        int victim = base;
        int victimWorth = Integer.MAX_VALUE;
        for (int i = base; i < base + LONGS_PER_BUCKET; i += 2) {
            long data = (long) SLOTS.getOpaque(table, i + 1);
            long check = (long) SLOTS.getOpaque(table, i);
            if (data == MISS) {
                if (victimWorth > Integer.MIN_VALUE) {
                    victim = i;
                    victimWorth = Integer.MIN_VALUE;
                }
                continue;
            }
            if ((check ^ data) == key) {
                storeOverSameKey(table, i, key, data, move, score, depth, bound);
                return;
            }
            int worth = TranspositionTable.depth(data) - AGE_WEIGHT * age(TranspositionTable.generation(data));
            if (worth < victimWorth) {
                victim = i;
                victimWorth = worth;
            }
        }
        write(table, victim, key, TranspositionTable.pack(move, score, depth, bound, generation));
    }

    private void storeOverSameKey(long[] table, int i, long key, long old, int move, int score, int depth,
            int bound) {
        // A shallower result only replaces a deeper one when it is exact or the old one is stale:
        // otherwise the deeper bound is worth more to later probes.
        boolean replace = bound == BOUND_EXACT
                || depth >= TranspositionTable.depth(old) - 2
                || TranspositionTable.generation(old) != generation;
        if (!replace) {
            return;
        }
        int keptMove = move == dev.ply.core.GameState.NO_MOVE ? TranspositionTable.move(old) : move;
        write(table, i, key, TranspositionTable.pack(keptMove, score, depth, bound, generation));
    }

    private static void write(long[] table, int i, long key, long data) {
        SLOTS.setOpaque(table, i, key ^ data);
        SLOTS.setOpaque(table, i + 1, data);
    }

    private int age(int entryGeneration) {
        return (generation - entryGeneration + MAX_GENERATION) % MAX_GENERATION;
    }

    private int bucketBase(long key) {
        // Multiplying the key's high half by the bucket count maps keys uniformly onto any count,
        // not only powers of two, with no division.
        long bucket = ((key >>> 32) * buckets) >>> 32;
        return (int) bucket * LONGS_PER_BUCKET;
    }

    @Override
    public void newSearch() {
        generation = generation % MAX_GENERATION + 1;
    }

    @Override
    public int hashfull() {
        long sampleBuckets = Math.min(HASHFULL_SAMPLE_BUCKETS, buckets);
        int used = 0;
        for (int i = 0; i < sampleBuckets * LONGS_PER_BUCKET; i += 2) {
            long data = (long) SLOTS.getOpaque(slots, i + 1);
            if (data != MISS && TranspositionTable.generation(data) == generation) {
                used++;
            }
        }
        return (int) (used * 1000L / (sampleBuckets * ENTRIES_PER_BUCKET));
    }

    @Override
    public void clear() {
        Arrays.fill(slots, 0L);
        generation = 1;
    }

    /**
     * {@inheritDoc}
     *
     * <p>The old table is let go before the new one is allocated. A size the Java heap cannot hold beside what
     * it already holds is refused before allocating, and if the allocation fails all the same the table is
     * made again at its old size; either way an {@link InvalidInputException} names the size that fits.
     *
     * @throws InvalidInputException if the table does not fit the heap (the old size stays)
     */
    @Override
    public void resize(int newSizeMiB) {
        checkArgument(newSizeMiB >= 1 && newSizeMiB <= MAX_SIZE_MIB,
                "transposition table size must be 1 to %s MiB, was %s", MAX_SIZE_MIB, newSizeMiB);
        int oldSizeMiB = sizeMiB;
        this.slots = null; // let the old table go before allocating the new one
        if (!HeapBudget.fits(newSizeMiB)) {
            throw refuse(newSizeMiB, oldSizeMiB);
        }
        try {
            allocate(newSizeMiB);
        } catch (OutOfMemoryError e) {
            throw refuse(newSizeMiB, oldSizeMiB);
        }
    }

    private InvalidInputException refuse(int newSizeMiB, int oldSizeMiB) {
        long fits = HeapBudget.availableMiB();
        if (oldSizeMiB > 0) {
            allocate(oldSizeMiB);
        }
        return new InvalidInputException("a transposition table of " + newSizeMiB + " MiB does not fit the Java heap"
                + " (about " + fits + " MiB free of " + (Runtime.getRuntime().maxMemory() >> 20) + " MiB; java -Xmx"
                + " sets the heap)" + (oldSizeMiB > 0 ? "; keeping " + oldSizeMiB + " MiB" : ""));
    }

    private void allocate(int newSizeMiB) {
        long bucketCount = ((long) newSizeMiB << 20) / BUCKET_BYTES;
        this.slots = new long[Math.toIntExact(bucketCount * LONGS_PER_BUCKET)];
        this.buckets = bucketCount;
        this.sizeMiB = newSizeMiB;
        this.generation = 1;
    }

    /**
     * The largest table, in MiB, that the Java heap could hold now ({@link HeapBudget#availableMiB()}, at most
     * {@link #MAX_SIZE_MIB}). Front ends advertise a maximum with it.
     *
     * @return mebibytes, at least 1, at most {@link #MAX_SIZE_MIB}
     */
    public static int availableMiB() {
        return (int) Math.min(MAX_SIZE_MIB, HeapBudget.availableMiB());
    }

    @Override
    public int sizeMiB() {
        return sizeMiB;
    }

    /**
     * The number of entries the table holds when full.
     *
     * @return four entries per 64-byte bucket
     */
    public long capacity() {
        return buckets * ENTRIES_PER_BUCKET;
    }
}

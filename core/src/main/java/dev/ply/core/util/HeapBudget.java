package dev.ply.core.util;

/**
 * What the Java heap can still hold, for the code that allocates large tables on a user's say-so (a transposition
 * table, a search's per-thread tables): it checks before allocating, so that a size the heap cannot hold is
 * refused with a message instead of failing with an {@link OutOfMemoryError} on the way.
 */
public final class HeapBudget {

    private HeapBudget() {
    }

    /**
     * The mebibytes the heap could hold now beside what it holds, keeping a tenth of the heap (at least 32 MiB) for
     * everything else.
     *
     * @return mebibytes, at least 1
     */
    public static long availableMiB() {
        Runtime runtime = Runtime.getRuntime();
        long max = runtime.maxMemory();
        long used = runtime.totalMemory() - runtime.freeMemory();
        long reserve = Math.max(32L << 20, max / 10);
        return Math.max(1, (max - used - reserve) >> 20);
    }

    /**
     * Whether an allocation fits: at once, or after asking the collector once, since what the heap holds may be
     * garbage (a table just let go).
     *
     * @param mebibytes the size to allocate
     * @return {@code true} if it fits
     */
    public static boolean fits(long mebibytes) {
        if (mebibytes <= availableMiB()) {
            return true;
        }
        System.gc();
        return mebibytes <= availableMiB();
    }
}

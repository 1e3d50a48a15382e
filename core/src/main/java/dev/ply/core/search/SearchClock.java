package dev.ply.core.search;

/**
 * The clock a search reads its time limits from: {@link #SYSTEM}, {@link System#nanoTime()}, unless a caller
 * passes another through {@link SearchSetup}. Tests pass a clock that advances by a fixed step at every
 * reading, so that a time limit expires after a known number of readings however loaded the machine is.
 */
@FunctionalInterface
public interface SearchClock {

    /** The system's monotonic clock. */
    SearchClock SYSTEM = System::nanoTime;

    /**
     * The current time.
     *
     * @return nanoseconds from an arbitrary origin, never decreasing
     */
    long nanoTime();
}

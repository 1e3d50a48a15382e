package dev.ply.core.search.support;

import dev.ply.core.search.SearchLimits;

/**
 * How long a search may think, derived once from {@link SearchLimits} when the search starts: a soft
 * limit, after which no new iteration should begin, and a hard limit, at which the search stops
 * wherever it is. Shared by every algorithm so that all of them read a clock the same way.
 *
 * <p>With a fixed move time both limits are that time less a small margin for returning the move, and the budget is
 * {@linkplain #isFixed() fixed}: the search uses all of it, as UCI's {@code go movetime} means, stopping early only
 * when its result is proven or the move forced; the judgement that stops early (a stable best move) belongs to games
 * on a clock. On a
 * running clock the soft limit is an even share of the time left (over {@code movesToGo}, or an assumed
 * {@value #ASSUMED_MOVES_TO_GO} moves) plus most of the increment, and the hard limit is at most four
 * times that, never more than a fifth of the time left, less the margin. The arithmetic saturates: a time
 * too long to count in nanoseconds (such as {@code Long.MAX_VALUE} milliseconds) is no limit. Immutable.
 */
public final class TimeBudget {

    /** The number of moves assumed to remain when the clock is not topped up at a fixed move number. */
    public static final int ASSUMED_MOVES_TO_GO = 30;

    /** Milliseconds kept back from every limit for returning the move and the process's own delays. */
    public static final long MARGIN_MILLIS = 10;

    private static final TimeBudget UNLIMITED = new TimeBudget(Long.MAX_VALUE, Long.MAX_VALUE, false);

    private final long softNanos;
    private final long hardNanos;
    private final boolean fixed;

    private TimeBudget(long softNanos, long hardNanos, boolean fixed) {
        this.softNanos = softNanos;
        this.hardNanos = hardNanos;
        this.fixed = fixed;
    }

    /**
     * Derives the budget of a search.
     *
     * @param limits the search's limits
     * @return the budget; unlimited when the limits set no time or say {@code infinite}
     */
    public static TimeBudget of(SearchLimits limits) {
        if (!limits.isTimed()) {
            return UNLIMITED;
        }
        long hard = Long.MAX_VALUE;
        long soft = Long.MAX_VALUE;
        if (limits.moveTimeMillis() > 0) {
            long fixed = Math.max(1, limits.moveTimeMillis() - Math.min(MARGIN_MILLIS, limits.moveTimeMillis() / 10));
            hard = fixed;
            soft = fixed;
        }
        if (limits.timeLeftMillis() > 0) {
            long left = limits.timeLeftMillis();
            int toGo = limits.movesToGo() > 0 ? limits.movesToGo() : ASSUMED_MOVES_TO_GO;
            long margin = Math.min(MARGIN_MILLIS * 5, left / 10);
            long increment = limits.incrementMillis();
            long share = saturatedAdd(left / (toGo + 1), increment / 4 * 3);
            long ceiling = Math.max(1, Math.min(saturatedAdd(left / 5, increment / 2), left - margin));
            long clockSoft = Math.max(1, Math.min(share, ceiling));
            long clockHard = Math.max(1, Math.min(clockSoft > Long.MAX_VALUE / 4 ? Long.MAX_VALUE : 4 * clockSoft,
                    ceiling));
            soft = Math.min(soft, clockSoft);
            hard = Math.min(hard, clockHard);
        }
        // The move time binds when it is set and the clock's share (if a clock runs too) is not shorter.
        boolean fixed = limits.moveTimeMillis() > 0 && soft == hard
                && soft == Math.max(1, limits.moveTimeMillis() - Math.min(MARGIN_MILLIS, limits.moveTimeMillis() / 10));
        return new TimeBudget(toNanos(soft), toNanos(hard), fixed);
    }

    /**
     * Whether the time is a fixed time for this move, to be used whole (UCI's {@code go movetime}) rather than a
     * share of a clock that the search may judge it needs less or more of.
     *
     * @return {@code true} when a move time sets the limit
     */
    public boolean isFixed() {
        return fixed;
    }

    /** Milliseconds as nanoseconds; a time too long to count in nanoseconds is no limit at all. */
    private static long toNanos(long millis) {
        return millis >= Long.MAX_VALUE / 1_000_000 ? Long.MAX_VALUE : millis * 1_000_000;
    }

    private static long saturatedAdd(long a, long b) {
        long sum = a + b;
        return ((a ^ sum) & (b ^ sum)) < 0 ? Long.MAX_VALUE : sum;
    }

    /**
     * Whether any time limit applies.
     *
     * @return {@code false} for an unlimited budget
     */
    public boolean isLimited() {
        return hardNanos != Long.MAX_VALUE;
    }

    /**
     * Whether a search that has run this long should not start another iteration.
     *
     * @param elapsedNanos time since the search started
     * @return {@code true} past the soft limit
     */
    public boolean softExpired(long elapsedNanos) {
        return elapsedNanos >= softNanos;
    }

    /**
     * Whether a search that has run this long must stop now.
     *
     * @param elapsedNanos time since the search started
     * @return {@code true} past the hard limit
     */
    public boolean hardExpired(long elapsedNanos) {
        return elapsedNanos >= hardNanos;
    }

    /**
     * The soft limit.
     *
     * @return milliseconds, or {@link Long#MAX_VALUE} when unlimited
     */
    public long softMillis() {
        return softNanos == Long.MAX_VALUE ? Long.MAX_VALUE : softNanos / 1_000_000;
    }

    /**
     * The hard limit.
     *
     * @return milliseconds, or {@link Long#MAX_VALUE} when unlimited
     */
    public long hardMillis() {
        return hardNanos == Long.MAX_VALUE ? Long.MAX_VALUE : hardNanos / 1_000_000;
    }
}

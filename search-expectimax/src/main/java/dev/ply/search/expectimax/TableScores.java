package dev.ply.search.expectimax;

import dev.ply.core.tt.TranspositionTable;

/**
 * How expectimax values, which are fractions (averages over chance outcomes), are kept in the 16-bit
 * score of a {@link TranspositionTable} entry without ever claiming more than is known.
 *
 * <p>A value {@code v} in {@code [-bound, bound]} is scaled by {@code s}, the largest power of two with
 * {@code bound * s <= 16,000} (so scaling is exact), and stored as {@code 2 * floor(v * s) + f}, where
 * {@code f} is 0 when {@code v * s} is a whole number and 1 when it is not. Reading it back gives an
 * interval: {@code [q / s, q / s]} when {@code f = 0} (the very same double) and
 * {@code [q / s, (q + 1) / s]} otherwise, with {@code q = floor(v * s)}. An exact entry whose value was
 * a whole number of scaled units is therefore exact again; any other entry gives true bounds, never a
 * rounded value posing as exact. Immutable.
 */
final class TableScores {

    private static final int SCALED_LIMIT = 16_000;

    private final double scale;
    private final double unit;
    private final double lowest;
    private final double highest;

    /**
     * @param bound the largest absolute value the search ever stores, at least 1
     */
    TableScores(int bound) {
        double s = 1;
        while (bound * s > SCALED_LIMIT) {
            s /= 2;
        }
        while (bound * s * 2 <= SCALED_LIMIT) {
            s *= 2;
        }
        this.scale = s;
        this.unit = 1 / s;
        this.lowest = -bound;
        this.highest = bound;
    }

    /** The stored form of a value in {@code [-bound, bound]}, whatever kind of bound it is. */
    int encode(double value) {
        double scaled = value * scale;
        double floor = Math.floor(scaled);
        return 2 * (int) floor + (floor == scaled ? 0 : 1);
    }

    /** The largest value known to be at most the true value, from a non-empty entry. */
    double lowerBound(long entry) {
        if (TranspositionTable.bound(entry) == TranspositionTable.BOUND_UPPER) {
            return lowest;
        }
        return (TranspositionTable.score(entry) >> 1) * unit;
    }

    /** The smallest value known to be at least the true value, from a non-empty entry. */
    double upperBound(long entry) {
        if (TranspositionTable.bound(entry) == TranspositionTable.BOUND_LOWER) {
            return highest;
        }
        int stored = TranspositionTable.score(entry);
        return ((stored >> 1) + (stored & 1)) * unit;
    }
}

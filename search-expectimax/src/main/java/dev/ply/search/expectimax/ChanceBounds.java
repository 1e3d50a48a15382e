package dev.ply.search.expectimax;

import dev.ply.core.GameState;
import java.util.Arrays;

/**
 * What a chance node knows of its outcomes while Star1 and Star2 search it: each outcome's
 * probability {@code p_i} and an interval {@code [lo_i, hi_i]} holding its value, {@code [L, U]} until
 * it is searched; from these, the bounds of the node's own value and the window to search an outcome
 * with. All values are from the chance node's side to move's view.
 *
 * <p>Sums run over the outcomes in the game's order, as plain expectiminimax sums them, so that
 * {@link #value()} is the very double plain expectiminimax computes from the same outcome values. The
 * arrays are allocated once per ply ({@link PlyFrame}); nothing here allocates.
 */
final class ChanceBounds {

    private final int[] outcomes;
    private final double[] probabilities;
    private final double[] lows;
    private final double[] highs;
    private final int[] order;
    private int count;
    private double lowest;
    private double highest;

    /**
     * @param maxOutcomes the most outcomes a chance node of the game can have
     */
    ChanceBounds(int maxOutcomes) {
        outcomes = new int[maxOutcomes];
        probabilities = new double[maxOutcomes];
        lows = new double[maxOutcomes];
        highs = new double[maxOutcomes];
        order = new int[maxOutcomes];
    }

    /**
     * Reads the outcomes of a chance node, each known only to lie in {@code [lowest, highest]}, and
     * orders them for searching most probable first (ties in the game's order): the likelier outcomes
     * narrow the bounds most, so the cuts come sooner.
     *
     * @param state a chance node
     * @param lowest {@code L}, the smallest possible value
     * @param highest {@code U}, the largest possible value
     * @return the number of outcomes
     */
    int load(GameState state, double lowest, double highest) {
        this.count = state.chanceOutcomes(outcomes, probabilities);
        this.lowest = lowest;
        this.highest = highest;
        Arrays.fill(lows, 0, count, lowest);
        Arrays.fill(highs, 0, count, highest);
        for (int k = 0; k < count; k++) {
            int j = k - 1;
            while (j >= 0 && probabilities[order[j]] < probabilities[k]) {
                order[j + 1] = order[j];
                j--;
            }
            order[j + 1] = k;
        }
        return count;
    }

    /** The number of outcomes last {@link #load loaded}. */
    int count() {
        return count;
    }

    /** The {@code k}-th outcome index to search, most probable first. */
    int searchOrder(int k) {
        return order[k];
    }

    /** The chance outcome (the move that plays it) of outcome index {@code i}. */
    double probability(int i) {
        return probabilities[i];
    }

    int outcome(int i) {
        return outcomes[i];
    }

    /** Whether outcome {@code i}'s value is known exactly. */
    boolean known(int i) {
        return lows[i] == highs[i];
    }

    /** Outcome {@code i}'s value, once {@link #known(int) known}; otherwise its lower bound. */
    double valueOf(int i) {
        return lows[i];
    }

    /**
     * The lower end of the window to search outcome {@code i} with: below it, the node is worth at most
     * {@code alpha} whatever the other outcomes turn out to be within their bounds. Clipped to {@code L}.
     */
    double windowLow(int i, double alpha) {
        return Math.max((alpha - sumExcept(highs, i)) / probabilities[i], lowest);
    }

    /** The upper end of the window of outcome {@code i}, for {@code beta}; clipped to {@code U}. */
    double windowHigh(int i, double beta) {
        return Math.min((beta - sumExcept(lows, i)) / probabilities[i], highest);
    }

    /** Records that outcome {@code i} is worth exactly {@code value}. */
    void exact(int i, double value) {
        lows[i] = value;
        highs[i] = value;
    }

    /** Records that outcome {@code i} is worth at least {@code value}. */
    void atLeast(int i, double value) {
        lows[i] = Math.max(lows[i], value);
    }

    /** Records that outcome {@code i} is worth at most {@code value}. */
    void atMost(int i, double value) {
        highs[i] = Math.min(highs[i], value);
    }

    /**
     * Records what a fail-soft result says about outcome {@code i} searched with window {@code (a, b)}:
     * at most {@code a} is an upper bound, at least {@code b} a lower bound, in between the value.
     */
    void narrow(int i, double value, double a, double b) {
        if (value <= a) {
            atMost(i, value);
        } else if (value >= b) {
            atLeast(i, value);
        } else {
            exact(i, value);
        }
    }

    /** The node's value is at least this: {@code sum p_i lo_i}. */
    double lower() {
        return sum(lows);
    }

    /** The node's value is at most this: {@code sum p_i hi_i}. */
    double upper() {
        return sum(highs);
    }

    /** The node's value, once every outcome is {@link #known(int) known}. */
    double value() {
        return sum(lows);
    }

    private double sum(double[] x) {
        double total = 0;
        for (int j = 0; j < count; j++) {
            total += probabilities[j] * x[j];
        }
        return total;
    }

    private double sumExcept(double[] x, int i) {
        double total = 0;
        for (int j = 0; j < count; j++) {
            if (j != i) {
                total += probabilities[j] * x[j];
            }
        }
        return total;
    }
}

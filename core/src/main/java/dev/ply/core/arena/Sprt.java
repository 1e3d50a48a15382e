package dev.ply.core.arena;

import dev.ply.core.InputNumbers;
import dev.ply.core.InvalidInputException;
import java.util.List;

/**
 * A sequential probability ratio test between two agents, as engine testing frameworks (fishtest, OpenBench,
 * fastchess) run it: H0 "agent A is {@code elo0} stronger than B" against H1 "{@code elo1} stronger", in
 * normalized Elo, stopping as soon as the log-likelihood ratio leaves {@code (ln(β/(1-α)), ln((1-β)/α))}.
 *
 * <p>The default model is pentanomial: the games of a colour-swapped pair (same opening) are one trial scoring 0,
 * ¼, ½, ¾ or 1, which accounts for the correlation the shared opening brings. The trinomial model (each game a
 * loss, draw or win) is the fallback ({@code model=trinomial}), and is used for a match with an odd game out.
 * The LLR is the generalized log-likelihood ratio for the t-value statistic, as fishtest's {@code LLR_normalized}
 * computes it (Van den Bergh, "Normalized Elo: a practical guide", section 4.1): for each hypothesis, the
 * distribution over the outcome classes nearest the observed one (maximum likelihood) among those whose t-value
 * {@code (μ - ½)/σ} is the hypothesis's ({@code t_i = nelo_i · ln 10 / 800}, times √2 for pairs), then
 * {@code LLR = N · Σ p̂_j ln(q1_j / q0_j)}. Each maximum-likelihood distribution is found by a fixed-point iteration
 * whose every step solves a secular equation by bisection on its monotone branch. Unlike the closed-form
 * approximation ({@code LLR_normalized_alt}), it stays right far from both hypotheses: 1,000 pairs of two wins give
 * an LLR near 78 where the approximation gives 0.45. Empty outcome classes count 0.001, as fishtest regularizes them.
 *
 * @param elo0 H0's normalized Elo difference
 * @param elo1 H1's normalized Elo difference, larger than {@code elo0}
 * @param alpha the probability of accepting H1 when H0 holds
 * @param beta the probability of accepting H0 when H1 holds
 * @param pentanomial whether to use the pentanomial model (game pairs) rather than the trinomial (games)
 */
public record Sprt(double elo0, double elo1, double alpha, double beta, boolean pentanomial) {

    /** What the test says so far. */
    public enum Decision {
        /** Neither bound is crossed: play on. */
        CONTINUE,
        /** The LLR fell below the lower bound: H0 ({@code elo0}) is accepted. */
        ACCEPT_H0,
        /** The LLR rose above the upper bound: H1 ({@code elo1}) is accepted. */
        ACCEPT_H1
    }

    private static final double NELO_PER_T = 800 / Math.log(10);
    private static final double EMPTY_CLASS = 1e-3;

    /**
     * Checks the parameters.
     *
     * @param elo0 H0's normalized Elo difference
     * @param elo1 H1's, larger
     * @param alpha in (0, 0.5)
     * @param beta in (0, 0.5)
     * @param pentanomial the model
     */
    public Sprt {
        if (!(elo1 > elo0)) {
            throw new InvalidInputException("SPRT needs elo1 above elo0, not elo0=" + elo0 + ", elo1=" + elo1);
        }
        if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5)) {
            throw new InvalidInputException("SPRT needs alpha and beta between 0 and 0.5, not " + alpha + " and " + beta);
        }
    }

    /**
     * Reads {@code elo0=0,elo1=5,alpha=0.05,beta=0.05[,model=pentanomial|trinomial]}; alpha and beta default to
     * 0.05, the model to pentanomial.
     *
     * @param text the specification
     * @return the test
     * @throws InvalidInputException one line naming the problem
     */
    public static Sprt parse(String text) {
        Double elo0 = null;
        Double elo1 = null;
        double alpha = 0.05;
        double beta = 0.05;
        boolean pentanomial = true;
        for (String item : text.split(",")) {
            if (item.isBlank()) {
                continue;
            }
            int eq = item.indexOf('=');
            String key = (eq < 0 ? item : item.substring(0, eq)).strip();
            String value = eq < 0 ? "" : item.substring(eq + 1).strip();
            switch (key) {
                case "elo0" -> elo0 = InputNumbers.parseDecimal(value, "SPRT elo0", -1000, 1000);
                case "elo1" -> elo1 = InputNumbers.parseDecimal(value, "SPRT elo1", -1000, 1000);
                case "alpha" -> alpha = InputNumbers.parseDecimal(value, "SPRT alpha", 0, 1);
                case "beta" -> beta = InputNumbers.parseDecimal(value, "SPRT beta", 0, 1);
                case "model" -> {
                    if (!value.equals("pentanomial") && !value.equals("trinomial")) {
                        throw new InvalidInputException("SPRT model is pentanomial or trinomial, not '" + value + "'");
                    }
                    pentanomial = value.equals("pentanomial");
                }
                default -> throw new InvalidInputException("unknown SPRT setting '" + key
                        + "'; settings: elo0, elo1, alpha, beta, model");
            }
        }
        if (elo0 == null || elo1 == null) {
            throw new InvalidInputException("SPRT needs elo0 and elo1, such as elo0=0,elo1=5");
        }
        return new Sprt(elo0, elo1, alpha, beta, pentanomial);
    }

    /**
     * The bound below which H0 is accepted.
     *
     * @return {@code ln(β / (1 - α))}
     */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /**
     * The bound above which H1 is accepted.
     *
     * @return {@code ln((1 - β) / α)}
     */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /**
     * The LLR of games counted as losses, draws and wins of agent A.
     *
     * @param losses losses
     * @param draws draws
     * @param wins wins
     * @return the LLR; 0 before any game
     */
    public double llrTrinomial(long losses, long draws, long wins) {
        return llr(new double[] {losses, draws, wins}, false);
    }

    /**
     * The LLR of game pairs counted by agent A's pair score.
     *
     * @param pairs five counts: pairs scoring 0, ¼, ½, ¾ and 1 (two losses; a loss and a draw; two draws or a win and
     *     a loss; a win and a draw; two wins)
     * @return the LLR; 0 before any pair
     */
    public double llrPentanomial(long[] pairs) {
        if (pairs.length != 5) {
            throw new IllegalArgumentException("a pentanomial count has five classes, not " + pairs.length);
        }
        double[] counts = new double[5];
        for (int i = 0; i < 5; i++) {
            counts[i] = pairs[i];
        }
        return llr(counts, true);
    }

    private double llr(double[] counts, boolean pairs) {
        double total = 0;
        for (double c : counts) {
            total += c;
        }
        if (total == 0) {
            return 0;
        }
        int classes = counts.length;
        double[] values = new double[classes];
        double[] observed = new double[classes];
        total = 0;
        for (int i = 0; i < classes; i++) {
            counts[i] = Math.max(counts[i], EMPTY_CLASS);
            total += counts[i];
        }
        for (int i = 0; i < classes; i++) {
            values[i] = (double) i / (classes - 1);
            observed[i] = counts[i] / total;
        }
        double scale = pairs ? Math.sqrt(2) : 1;
        double[] h0 = closestWithTValue(values, observed, elo0 / NELO_PER_T * scale);
        double[] h1 = closestWithTValue(values, observed, elo1 / NELO_PER_T * scale);
        if (h0 == null || h1 == null) {
            return approximateLlr(values, observed, total, pairs);
        }
        double perTrial = 0;
        for (int i = 0; i < classes; i++) {
            perTrial += observed[i] * (Math.log(h1[i]) - Math.log(h0[i]));
        }
        return total * perTrial;
    }

    /**
     * The distribution on {@code values} of greatest likelihood for the observed frequencies among those whose t-value
     * {@code (μ - ½)/σ} is {@code t}: a fixed point of {@code q_j = p̂_j / (1 + x·b_j)}, where {@code b_j} is the
     * constraint's gradient at the current {@code q} and {@code x} solves {@code Σ p̂_j b_j / (1 + x·b_j) = 0}.
     *
     * @return the distribution, or null where the constraint cannot be met on these values
     */
    private static double[] closestWithTValue(double[] values, double[] observed, double t) {
        int n = values.length;
        double[] q = new double[n];
        java.util.Arrays.fill(q, 1.0 / n);
        double[] b = new double[n];
        for (int iteration = 0; iteration < 100; iteration++) {
            double mean = 0;
            for (int i = 0; i < n; i++) {
                mean += q[i] * values[i];
            }
            double variance = 0;
            for (int i = 0; i < n; i++) {
                variance += q[i] * (values[i] - mean) * (values[i] - mean);
            }
            double sigma = Math.sqrt(variance);
            for (int i = 0; i < n; i++) {
                double z = (mean - values[i]) / sigma;
                b[i] = values[i] - 0.5 - t * sigma * (1 + z * z) / 2;
            }
            double x = secularRoot(b, observed);
            if (Double.isNaN(x)) {
                return null;
            }
            double change = 0;
            for (int i = 0; i < n; i++) {
                double next = observed[i] / (1 + x * b[i]);
                change = Math.max(change, Math.abs(next - q[i]));
                q[i] = next;
            }
            if (change < 1e-12) {
                break;
            }
        }
        return q;
    }

    /**
     * The root of {@code f(x) = Σ p_j b_j / (1 + x·b_j)} between its poles {@code -1/max b} and {@code -1/min b},
     * where {@code f} falls from +∞ to -∞; found by bisection to the last bit.
     *
     * @return the root, or NaN when the {@code b_j} do not have both signs (no root)
     */
    private static double secularRoot(double[] b, double[] p) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (double value : b) {
            min = Math.min(min, value);
            max = Math.max(max, value);
        }
        if (!(min < 0 && max > 0)) {
            return Double.NaN;
        }
        double low = -1 / max;
        double high = -1 / min;
        for (int step = 0; step < 200; step++) {
            double middle = low + (high - low) / 2;
            if (middle <= low || middle >= high) {
                break;
            }
            double f = 0;
            for (int i = 0; i < b.length; i++) {
                f += p[i] * b[i] / (1 + middle * b[i]);
            }
            if (f > 0) {
                low = middle;
            } else {
                high = middle;
            }
        }
        return low + (high - low) / 2;
    }

    /** The closed-form approximation (section 4.2), for the rare counts where the exact constraint has no solution. */
    private double approximateLlr(double[] values, double[] observed, double total, boolean pairs) {
        double mean = 0;
        for (int i = 0; i < values.length; i++) {
            mean += observed[i] * values[i];
        }
        double variance = 0;
        for (int i = 0; i < values.length; i++) {
            variance += observed[i] * (values[i] - mean) * (values[i] - mean);
        }
        double sigma = Math.sqrt(pairs ? 2 * variance : variance);
        double games = pairs ? 2 * total : total;
        double t = (mean - 0.5) / sigma;
        double t0 = elo0 / NELO_PER_T;
        double t1 = elo1 / NELO_PER_T;
        return games / 2 * Math.log((1 + (t - t0) * (t - t0)) / (1 + (t - t1) * (t - t1)));
    }

    /**
     * The LLR of a match so far: over its complete colour-swapped pairs (pentanomial), or over its games
     * (trinomial, or when a pair is incomplete).
     *
     * @param games the games played, in order (pairs at indices 2k and 2k + 1)
     * @return the LLR
     */
    public double llr(List<GameResult> games) {
        if (pentanomial) {
            long[] pairs = new long[5];
            for (int i = 0; i + 1 < games.size(); i += 2) {
                pairs[score(games.get(i)) + score(games.get(i + 1))]++;
            }
            return llrPentanomial(pairs);
        }
        long[] counts = new long[3];
        for (GameResult game : games) {
            counts[score(game)]++;
        }
        return llrTrinomial(counts[0], counts[1], counts[2]);
    }

    /** 0 for a loss of agent A, 1 for a draw, 2 for a win. */
    private static int score(GameResult game) {
        return game.points() > 0 ? 2 : game.points() == 0 ? 1 : 0;
    }

    /**
     * What an LLR says.
     *
     * @param llr the LLR so far
     * @return continue, or which hypothesis is accepted
     */
    public Decision decide(double llr) {
        return llr >= upperBound() ? Decision.ACCEPT_H1 : llr <= lowerBound() ? Decision.ACCEPT_H0 : Decision.CONTINUE;
    }
}

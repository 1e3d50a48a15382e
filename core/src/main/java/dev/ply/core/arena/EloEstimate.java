package dev.ply.core.arena;

/**
 * The Elo difference implied by a match score, with a 95% confidence interval from the spread of
 * the individual game results (normal approximation of the mean score). The interval is computed as
 * if z²/2 (about two) more games had been won and as many lost (Agresti and Coull's adjustment), so
 * that it does not shrink to nothing when every game ended alike: 5 wins in 5 games give
 * {@code +inf (95%: +8 .. +inf)} rather than certainty, 20 draws {@code 0 (95%: -56 .. +56)}. On
 * hundreds of games the adjustment moves the ends by an Elo point or two.
 *
 * @param score the mean score per game, 0 to 1 (a win 1, a draw ½)
 * @param elo the Elo difference, positive when the first agent is stronger; infinite for a score of 0 or 1
 * @param lower the lower end of the 95% interval
 * @param upper the upper end of the 95% interval
 */
public record EloEstimate(double score, double elo, double lower, double upper) {

    private static final double Z_95 = 1.959964;

    /**
     * Estimates the Elo difference from win, draw and loss counts.
     *
     * @param wins games the first agent won
     * @param draws games drawn
     * @param losses games the first agent lost
     * @return the estimate; {@code NaN} everywhere when no game was played
     */
    public static EloEstimate of(long wins, long draws, long losses) {
        long n = wins + draws + losses;
        if (n == 0) {
            return new EloEstimate(Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        double score = (wins + 0.5 * draws) / n;
        double extra = Z_95 * Z_95 / 2;
        double adjustedWins = wins + extra;
        double adjustedLosses = losses + extra;
        double adjustedGames = n + 2 * extra;
        double centre = (adjustedWins + 0.5 * draws) / adjustedGames;
        double variance = (adjustedWins * sq(1 - centre) + draws * sq(0.5 - centre) + adjustedLosses * sq(centre))
                / adjustedGames;
        double margin = Z_95 * Math.sqrt(variance / adjustedGames);
        return new EloEstimate(score, elo(score), elo(centre - margin), elo(centre + margin));
    }

    private static double sq(double x) {
        return x * x;
    }

    /**
     * The Elo difference of an expected score: {@code -400 log10(1/score - 1)}.
     *
     * @param score 0 to 1
     * @return the difference; infinite at 0 and 1
     */
    public static double elo(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }

    /**
     * The estimate as reports print it: {@code +35 (95%: +15 .. +55)}.
     *
     * @return one line
     */
    @Override
    public String toString() {
        if (Double.isNaN(score)) {
            return "n/a";
        }
        return format(elo) + " (95%: " + format(lower) + " .. " + format(upper) + ")";
    }

    private static String format(double value) {
        if (Double.isInfinite(value)) {
            return value > 0 ? "+inf" : "-inf";
        }
        if (Math.abs(value) < 0.5) {
            return "0";
        }
        return String.format(java.util.Locale.ROOT, "%+.0f", value);
    }
}

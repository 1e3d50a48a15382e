package dev.ply.core.arena;

import java.util.List;

/**
 * Elo ratings fitted to all the games of a tournament at once, by maximum likelihood in the Bradley-Terry (logistic
 * Elo) model, as Ordo and BayesElo do without their priors: {@code P(i beats j) = 1 / (1 + 10^((r_j - r_i) / 400))},
 * a draw counting as half a win and half a loss. The ratings' mean is anchored at 0; each has a 95% interval from the
 * likelihood's curvature (the inverse of its Hessian with the mean fixed).
 *
 * @param names the agents
 * @param ratings their ratings, mean 0
 * @param errors the half-width of each rating's 95% interval ({@code Infinity} when the games cannot bound it, for an
 *     agent that won or lost everything)
 */
public record Ratings(List<String> names, double[] ratings, double[] errors) {

    private static final double SCALE = Math.log(10) / 400;

    /**
     * Fits ratings to pairwise scores.
     *
     * @param names the agents
     * @param points {@code points[i][j]}: agent i's points against j, a win 1 and a draw ½
     * @param games {@code games[i][j]}: the games i and j played (symmetric)
     * @return the ratings
     */
    public static Ratings fit(List<String> names, double[][] points, int[][] games) {
        int n = names.size();
        double[] r = new double[n];
        // Newton's method on the log-likelihood, the mean kept at 0. A tiny prior (half a draw against an average
        // opponent) keeps the ratings finite when an agent won or lost every game.
        for (int iteration = 0; iteration < 100; iteration++) {
            double[] gradient = new double[n];
            double[][] hessian = new double[n][n];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    if (i == j || games[i][j] == 0) {
                        continue;
                    }
                    double p = expected(r[i], r[j]);
                    gradient[i] += SCALE * (points[i][j] - games[i][j] * p);
                    double w = SCALE * SCALE * games[i][j] * p * (1 - p);
                    hessian[i][i] -= w;
                    hessian[i][j] += w;
                }
                double p = expected(r[i], 0);
                gradient[i] += SCALE * 0.5 * (0.5 - p);
                hessian[i][i] -= SCALE * SCALE * 0.5 * p * (1 - p);
            }
            double[] step = solve(negate(hessian), gradient);
            double largest = 0;
            for (int i = 0; i < n; i++) {
                double s = Math.max(-400, Math.min(400, step[i]));
                r[i] += s;
                largest = Math.max(largest, Math.abs(s));
            }
            center(r);
            if (largest < 1e-9) {
                break;
            }
        }
        double[] errors = new double[n];
        double[][] information = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i != j && games[i][j] > 0) {
                    double w = SCALE * SCALE * games[i][j] * expected(r[i], r[j]) * (1 - expected(r[i], r[j]));
                    information[i][i] += w;
                    information[i][j] -= w;
                }
            }
        }
        // The mean is fixed: add the constraint's rank-one term, invert, and read the diagonal.
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                information[i][j] += 1.0 / n;
            }
        }
        double[][] covariance = invert(information);
        for (int i = 0; i < n; i++) {
            double variance = covariance == null ? Double.POSITIVE_INFINITY : covariance[i][i] - 1.0 / n;
            errors[i] = variance > 0 && Double.isFinite(variance) ? 1.96 * Math.sqrt(variance)
                    : Double.POSITIVE_INFINITY;
        }
        return new Ratings(List.copyOf(names), r, errors);
    }

    /**
     * The expected score of a player rated {@code a} against one rated {@code b}.
     *
     * @param a the player's rating
     * @param b the opponent's
     * @return in (0, 1)
     */
    public static double expected(double a, double b) {
        return 1 / (1 + Math.pow(10, (b - a) / 400));
    }

    private static void center(double[] r) {
        double mean = 0;
        for (double v : r) {
            mean += v / r.length;
        }
        for (int i = 0; i < r.length; i++) {
            r[i] -= mean;
        }
    }

    private static double[][] negate(double[][] m) {
        double[][] out = new double[m.length][m.length];
        for (int i = 0; i < m.length; i++) {
            for (int j = 0; j < m.length; j++) {
                out[i][j] = -m[i][j];
            }
        }
        return out;
    }

    /** Solves {@code a x = b} by Gaussian elimination with partial pivoting; a singular system gives zeros. */
    private static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        double[][] m = new double[n][n + 1];
        for (int i = 0; i < n; i++) {
            System.arraycopy(a[i], 0, m[i], 0, n);
            m[i][n] = b[i];
        }
        for (int column = 0; column < n; column++) {
            int pivot = column;
            for (int row = column + 1; row < n; row++) {
                if (Math.abs(m[row][column]) > Math.abs(m[pivot][column])) {
                    pivot = row;
                }
            }
            double[] t = m[pivot];
            m[pivot] = m[column];
            m[column] = t;
            if (Math.abs(m[column][column]) < 1e-15) {
                return new double[n];
            }
            for (int row = 0; row < n; row++) {
                if (row != column) {
                    double f = m[row][column] / m[column][column];
                    for (int k = column; k <= n; k++) {
                        m[row][k] -= f * m[column][k];
                    }
                }
            }
        }
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = m[i][n] / m[i][i];
        }
        return x;
    }

    private static double[][] invert(double[][] a) {
        int n = a.length;
        double[][] inverse = new double[n][n];
        for (int column = 0; column < n; column++) {
            double[] unit = new double[n];
            unit[column] = 1;
            double[] x = solve(a, unit);
            for (int row = 0; row < n; row++) {
                inverse[row][column] = x[row];
            }
        }
        return inverse;
    }
}

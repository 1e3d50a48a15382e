package dev.ply.lab;

import dev.ply.core.InvalidInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Simultaneous perturbation stochastic approximation (Spall), as fishtest tunes engine parameters: at iteration k
 * every parameter is moved at once by {@code ±c_k} (a random sign each), the two settings play games against each
 * other, and each parameter steps by {@code r_k c_k result / sign}, where the result is the first setting's wins
 * minus its losses. The schedules are fishtest's: {@code c_k = c / k^0.101} and {@code r_k = a_k / c_k^2} with
 * {@code a_k = a / (A + k)^0.602}, {@code A} a tenth of the iterations, {@code c} and {@code a} chosen so that the last
 * iteration's perturbation is the parameter's {@code cEnd} and its learning rate {@code rEnd}.
 *
 * <p>The signs of iteration k follow from the seed and k alone, so a run resumed from its history draws what the
 * uninterrupted run would have drawn.
 */
public final class Spsa {

    private static final double ALPHA = 0.602;
    private static final double GAMMA = 0.101;

    private final List<Parameter> parameters;
    private final int iterations;
    private final long seed;
    private final double[] theta;
    private int done;

    /**
     * A parameter to tune.
     *
     * @param name its option's name, such as {@code futility-base}
     * @param start its first value
     * @param min the least value it may take
     * @param max the largest value it may take
     * @param cEnd the perturbation at the last iteration
     * @param rEnd the learning rate at the last iteration
     * @param integral whether its option takes whole numbers (the settings played are rounded)
     */
    public record Parameter(String name, double start, double min, double max, double cEnd, double rEnd,
            boolean integral) {

        /**
         * Checks the ranges.
         *
         * @param name the name
         * @param start the first value
         * @param min the least value
         * @param max the largest value
         * @param cEnd the last perturbation
         * @param rEnd the last learning rate
         * @param integral whether values are whole numbers
         * @throws InvalidInputException naming the parameter when a range is empty or a number not positive
         */
        public Parameter {
            if (!(min < max) || start < min || start > max) {
                throw new InvalidInputException("parameter " + name + ": its start " + format(start, integral)
                        + " must lie in its range " + format(min, integral) + " .. " + format(max, integral));
            }
            if (!(cEnd > 0) || !(rEnd > 0)) {
                throw new InvalidInputException("parameter " + name + ": the last perturbation and learning rate"
                        + " must be positive");
            }
        }

        /**
         * Reads {@code NAME=START:MIN:MAX[:C_END[:R_END]]}: by default the last perturbation is a twentieth of the
         * range and the last learning rate 0.002 (fishtest's); a parameter written with whole numbers only is
         * integral.
         *
         * @param text the parameter as the command line gives it
         * @return the parameter
         * @throws InvalidInputException in one line for anything else
         */
        public static Parameter parse(String text) {
            int equals = text.indexOf('=');
            String[] numbers = equals < 0 ? new String[0] : text.substring(equals + 1).split(":", -1);
            if (equals <= 0 || numbers.length < 3 || numbers.length > 5) {
                throw new InvalidInputException("'" + text + "' is not NAME=START:MIN:MAX[:C_END[:R_END]]");
            }
            String name = text.substring(0, equals).strip();
            double[] values = new double[numbers.length];
            boolean integral = true;
            for (int i = 0; i < numbers.length; i++) {
                try {
                    values[i] = Double.parseDouble(numbers[i].strip());
                } catch (NumberFormatException e) {
                    throw new InvalidInputException("parameter " + name + ": '" + numbers[i] + "' is not a number");
                }
                if (!Double.isFinite(values[i])) {
                    throw new InvalidInputException("parameter " + name + ": '" + numbers[i] + "' is not a number");
                }
                integral &= i >= 3 || numbers[i].strip().matches("-?\\d+");
            }
            double cEnd = values.length > 3 ? values[3] : (values[2] - values[1]) / 20;
            double rEnd = values.length > 4 ? values[4] : 0.002;
            return new Parameter(name, values[0], values[1], values[2], cEnd, rEnd, integral);
        }

        /**
         * A value as a specification writes it: rounded for an integral parameter.
         *
         * @param value a value
         * @return its text
         */
        public String format(double value) {
            return format(value, integral);
        }

        private static String format(double value, boolean integral) {
            return integral ? Long.toString(Math.round(value)) : String.format(Locale.ROOT, "%.4f", value);
        }
    }

    /**
     * One iteration's two settings.
     *
     * @param iteration the iteration, from 1
     * @param plus the values of the first setting
     * @param minus the values of the second
     * @param signs each parameter's sign, +1 or -1
     * @param perturbation each parameter's {@code c_k}
     */
    public record Step(int iteration, double[] plus, double[] minus, int[] signs, double[] perturbation) {
    }

    /**
     * Starts a run.
     *
     * @param parameters the parameters, at least one
     * @param iterations the planned iterations, which set the schedules
     * @param seed the seed of the signs
     */
    public Spsa(List<Parameter> parameters, int iterations, long seed) {
        if (parameters.isEmpty() || iterations < 1) {
            throw new InvalidInputException("SPSA needs at least one parameter and one iteration");
        }
        this.parameters = List.copyOf(parameters);
        this.iterations = iterations;
        this.seed = seed;
        this.theta = parameters.stream().mapToDouble(Parameter::start).toArray();
    }

    /**
     * Continues from a run's history.
     *
     * @param iteration the iterations done
     * @param values the parameters' values after them
     */
    public void resume(int iteration, double[] values) {
        if (values.length != theta.length || iteration < 0) {
            throw new InvalidInputException("the history does not match the parameters");
        }
        done = iteration;
        System.arraycopy(values, 0, theta, 0, theta.length);
    }

    /**
     * The iterations done.
     *
     * @return 0 or more
     */
    public int done() {
        return done;
    }

    /**
     * Whether the planned iterations are done.
     *
     * @return {@code true} when no iteration is left
     */
    public boolean finished() {
        return done >= iterations;
    }

    /**
     * The parameters' current values.
     *
     * @return a copy
     */
    public double[] values() {
        return theta.clone();
    }

    /**
     * The parameters.
     *
     * @return them, in order
     */
    public List<Parameter> parameters() {
        return parameters;
    }

    /**
     * The next iteration's settings.
     *
     * @return the two settings, within the parameters' ranges
     */
    public Step next() {
        int k = done + 1;
        SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + k);
        int n = theta.length;
        double[] plus = new double[n];
        double[] minus = new double[n];
        int[] signs = new int[n];
        double[] c = new double[n];
        for (int i = 0; i < n; i++) {
            Parameter p = parameters.get(i);
            c[i] = p.cEnd() * Math.pow(iterations, GAMMA) / Math.pow(k, GAMMA);
            signs[i] = random.nextBoolean() ? 1 : -1;
            plus[i] = clamp(p, theta[i] + c[i] * signs[i]);
            minus[i] = clamp(p, theta[i] - c[i] * signs[i]);
        }
        return new Step(k, plus, minus, signs, c);
    }

    /**
     * Moves the parameters by an iteration's result.
     *
     * @param step the iteration {@link #next()} gave
     * @param result the first setting's wins minus its losses in the iteration's games
     */
    public void update(Step step, double result) {
        if (step.iteration() != done + 1) {
            throw new IllegalStateException("iteration " + step.iteration() + " after " + done);
        }
        double bigA = 0.1 * iterations;
        for (int i = 0; i < theta.length; i++) {
            Parameter p = parameters.get(i);
            double aEnd = p.rEnd() * p.cEnd() * p.cEnd();
            double a = aEnd * Math.pow(bigA + iterations, ALPHA);
            double ak = a / Math.pow(bigA + step.iteration(), ALPHA);
            double c = step.perturbation()[i];
            double rate = ak / (c * c);
            theta[i] = clamp(p, theta[i] + rate * c * result / step.signs()[i]);
        }
        done = step.iteration();
    }

    private static double clamp(Parameter p, double value) {
        return Math.max(p.min(), Math.min(p.max(), value));
    }

    /**
     * The parameters' names with values, as an agent specification's options: {@code futility-base=83,lmr-base=70}.
     *
     * @param values the values, in the order of the parameters
     * @return the options
     */
    public String options(double[] values) {
        List<String> items = new ArrayList<>();
        for (int i = 0; i < values.length; i++) {
            items.add(parameters.get(i).name() + "=" + parameters.get(i).format(values[i]));
        }
        return String.join(",", items);
    }
}

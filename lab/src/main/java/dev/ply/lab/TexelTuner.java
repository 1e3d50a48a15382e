package dev.ply.lab;

import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.eval.Evaluator;
import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.core.eval.TunableEvaluator;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntPredicate;

/**
 * Texel tuning (Peter Österlund's method, as the Chess Programming Wiki describes it): fits an evaluator's weights to
 * the results of the games its positions came from. Each position is first resolved to the quiet position at the
 * end of its quiescence search ({@link QuiescenceLeaves}); a position's predicted result for player 0 is then
 * {@code 1 / (1 + 10^(-K * score / 400))} of the leaf's static score in player 0's view, and the error is the mean
 * squared difference from the games' results. The scaling constant K is fitted first, with the evaluator as it is;
 * then a local search moves each weight by a step while the error falls, halving a weight's step when neither
 * direction helps, pass after pass until no weight moves at a step of 1 or the passes run out.
 *
 * <p>The error is summed over the positions on several threads; the evaluator must be thread-safe, as evaluators are.
 */
public final class TexelTuner implements AutoCloseable {

    private final TunableEvaluator<GameState> base;
    private final GameState[] leaves;
    private final double[] results;
    private final double[] counts;
    private final double totalCount;
    private final int dropped;
    private final int threads;
    private final ExecutorService pool;

    /**
     * Prepares a fit: resolves every position to its quiet leaf with the evaluator as it is, leaving out positions in
     * check and those whose search ends the game.
     *
     * @param evaluator the evaluator to tune
     * @param positions the labelled positions
     * @param maxMoves the game's most legal moves in a position
     * @param quietOnly whether to keep only positions that are quiet already (standing pat is best), instead of
     *     resolving the others
     * @param threads the threads that sum the error
     * @throws InvalidInputException if no position is left
     */
    @SuppressWarnings("unchecked")
    public TexelTuner(TunableEvaluator<? extends GameState> evaluator, LabelledPositions positions, int maxMoves,
            boolean quietOnly, int threads) {
        this.base = (TunableEvaluator<GameState>) evaluator;
        this.threads = Math.max(1, threads);
        QuiescenceLeaves quiescence = new QuiescenceLeaves(evaluator, maxMoves);
        List<GameState> kept = new ArrayList<>();
        List<double[]> labels = new ArrayList<>();
        int left = 0;
        for (int i = 0; i < positions.size(); i++) {
            GameState state = positions.state(i);
            GameState leaf = QuiescenceLeaves.judgeable(state) ? quiescence.leaf(state) : null;
            if (leaf == null || leaf.isTerminal() || leaf.isChanceNode() || quietOnly && leaf != state) {
                left++;
                continue;
            }
            kept.add(leaf);
            labels.add(new double[] {positions.result(i), positions.count(i)});
        }
        if (kept.isEmpty()) {
            throw new InvalidInputException("no position to fit: all " + positions.size() + " are finished, in check"
                    + (quietOnly ? " or not quiet" : ""));
        }
        leaves = kept.toArray(new GameState[0]);
        results = new double[leaves.length];
        counts = new double[leaves.length];
        double total = 0;
        for (int i = 0; i < leaves.length; i++) {
            results[i] = labels.get(i)[0];
            counts[i] = labels.get(i)[1];
            total += counts[i];
        }
        totalCount = total;
        dropped = left;
        pool = Executors.newFixedThreadPool(this.threads, runnable -> {
            Thread thread = new Thread(runnable, "ply-tune");
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * The number of positions the fit uses.
     *
     * @return 1 or more
     */
    public int positions() {
        return leaves.length;
    }

    /**
     * The number of positions left out (in check, finished, or not quiet when only quiet ones are kept).
     *
     * @return 0 or more
     */
    public int dropped() {
        return dropped;
    }

    /**
     * The mean squared error of an evaluator's predictions.
     *
     * @param evaluator the evaluator
     * @param k the scaling constant
     * @return the error, 0 to 1
     */
    public double error(Evaluator<? extends GameState> evaluator, double k) {
        @SuppressWarnings("unchecked")
        Evaluator<GameState> scoring = (Evaluator<GameState>) evaluator;
        int chunk = (leaves.length + threads - 1) / threads;
        List<Future<Double>> parts = new ArrayList<>();
        for (int from = 0; from < leaves.length; from += chunk) {
            int start = from;
            int end = Math.min(leaves.length, from + chunk);
            parts.add(pool.submit(() -> sum(scoring, k, start, end)));
        }
        double sum = 0;
        try {
            for (Future<Double> part : parts) {
                sum += part.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("the evaluator failed: " + e.getCause(), e.getCause());
        }
        return sum / totalCount;
    }

    private double sum(Evaluator<GameState> evaluator, double k, int from, int to) {
        double sum = 0;
        double scale = -k / 400 * Math.log(10);
        for (int i = from; i < to; i++) {
            GameState leaf = leaves[i];
            int score = evaluator.evaluate(leaf);
            if (leaf.toMove() != 0) {
                score = -score;
            }
            double predicted = 1 / (1 + Math.exp(scale * score));
            double miss = results[i] - predicted;
            sum += counts[i] * miss * miss;
        }
        return sum;
    }

    /**
     * Fits the scaling constant to the evaluator as it is: a golden-section search of the error over
     * {@code log10 K} from -3 to 2.
     *
     * @return the K with the least error
     */
    public double fitScale() {
        double low = -3;
        double high = 2;
        double ratio = (Math.sqrt(5) - 1) / 2;
        double a = high - ratio * (high - low);
        double b = low + ratio * (high - low);
        double errorA = error(base, Math.pow(10, a));
        double errorB = error(base, Math.pow(10, b));
        while (high - low > 1e-4) {
            if (errorA < errorB) {
                high = b;
                b = a;
                errorB = errorA;
                a = high - ratio * (high - low);
                errorA = error(base, Math.pow(10, a));
            } else {
                low = a;
                a = b;
                errorA = errorB;
                b = low + ratio * (high - low);
                errorB = error(base, Math.pow(10, b));
            }
        }
        return Math.pow(10, (low + high) / 2);
    }

    /**
     * Runs the local search.
     *
     * @param k the scaling constant ({@link #fitScale()})
     * @param tuned which weights (by index) may move
     * @param initialStep each weight's first step, 1 or more
     * @param passes the most passes over the weights
     * @param progress told after every weight tried and at the end of every pass
     * @return the tuned weights
     */
    public EvaluatorWeights tune(double k, IntPredicate tuned, int initialStep, int passes, Progress progress) {
        EvaluatorWeights weights = base.weights();
        int[] values = weights.values();
        int[] steps = new int[values.length];
        java.util.Arrays.fill(steps, Math.max(1, initialStep));
        double error = error(base, k);
        for (int pass = 1; pass <= passes; pass++) {
            int moved = 0;
            boolean finest = true;
            for (int i = 0; i < values.length; i++) {
                if (!tuned.test(i)) {
                    continue;
                }
                double before = error;
                for (int direction = 1; direction >= -1; direction -= 2) {
                    double after = move(values, i, direction * steps[i], weights, error, k);
                    if (after < error) {
                        error = after;
                        break;
                    }
                }
                if (error < before) {
                    moved++;
                } else if (steps[i] > 1) {
                    steps[i] /= 2;
                }
                finest &= steps[i] == 1;
                progress.weight(pass, i, error);
            }
            progress.pass(pass, error, moved, weights.withValues(values));
            if (moved == 0 && finest) {
                break;
            }
        }
        return weights.withValues(values);
    }

    /** Moves weight {@code i} by {@code step} as long as the error falls; returns the error where it stopped. */
    private double move(int[] values, int i, int step, EvaluatorWeights weights, double error, double k) {
        double best = error;
        while (true) {
            int next = Math.max(weights.minimum(i), Math.min(weights.maximum(i), values[i] + step));
            if (next == values[i]) {
                return best;
            }
            int old = values[i];
            values[i] = next;
            double tried = error(base.withWeights(values), k);
            if (tried >= best) {
                values[i] = old;
                return best;
            }
            best = tried;
        }
    }

    /** Stops the threads. */
    @Override
    public void close() {
        pool.shutdownNow();
    }

    /** What the local search reports as it goes. */
    public interface Progress {

        /**
         * A weight was tried.
         *
         * @param pass the pass, from 1
         * @param index the weight's index
         * @param error the error now
         */
        void weight(int pass, int index, double error);

        /**
         * A pass ended.
         *
         * @param pass the pass, from 1
         * @param error the error now
         * @param moved how many weights moved in the pass
         * @param weights the weights now
         */
        void pass(int pass, double error, int moved, EvaluatorWeights weights);
    }
}

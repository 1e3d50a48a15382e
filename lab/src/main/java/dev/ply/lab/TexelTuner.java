package dev.ply.lab;

import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.eval.Evaluator;
import dev.ply.core.eval.EvaluatorWeights;
import dev.ply.core.eval.TunableEvaluator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;
import java.util.stream.IntStream;

/**
 * Texel tuning (Peter Österlund's method, as the Chess Programming Wiki describes it): fits an evaluator's weights to
 * the results of the games its positions came from. Each position is first resolved to the quiet position at the
 * end of its quiescence search ({@link QuiescenceLeaves}); a position's predicted result for player 0 is then
 * {@code 1 / (1 + 10^(-K * score / 400))} of the leaf's static score in player 0's view, and the error is the mean
 * squared difference from the games' results. The scaling constant K is fitted first, with the evaluator as it is;
 * then a local search moves each weight by a step while the error falls, halving a weight's step when neither
 * direction helps, pass after pass until no weight moves at a step of 1 or the passes run out.
 *
 * <p>A step of one weight changes the scores of few positions (a piece-square entry those with that piece on that
 * square), so the search does not score every position for every step: it first finds, for each weight it may move,
 * the positions whose score changes when that weight goes to either of its bounds, keeps every position's score, and
 * judges a step by the change of error over those positions alone. At the end of each pass every position is scored
 * again, so the error reported is always the evaluator's own; where a score was not the one kept (a weight's reach
 * grew with the others' values: a term that other weights switch on), every weight's reach is taken anew for those
 * positions; and the search ends only when, after nothing moved at a step of 1, a search of every weight's reach over
 * all positions finds none that grew.
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
        return error(scores(scoring), scale(k));
    }

    /** The exponent's factor of the prediction {@code 1 / (1 + 10^(-K * score / 400))} written with {@code e}. */
    private static double scale(double k) {
        return -k / 400 * Math.log(10);
    }

    /** Every leaf's static score for player 0, summed on the threads. */
    private int[] scores(Evaluator<GameState> evaluator) {
        return concat(parallel(leaves.length, (from, to) -> {
            int[] part = new int[to - from];
            for (int p = from; p < to; p++) {
                part[p - from] = score(evaluator, p);
            }
            return part;
        }));
    }

    /** The mean squared error of the predictions from these scores. */
    private double error(int[] scores, double scale) {
        double sum = 0;
        for (int p = 0; p < scores.length; p++) {
            sum += counts[p] * squaredMiss(results[p], scale, scores[p]);
        }
        return sum / totalCount;
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
        Arrays.fill(steps, Math.max(1, initialStep));
        int[] moving = IntStream.range(0, values.length).filter(tuned).toArray();
        Fit fit = new Fit(k, values, moving, progress);
        for (int pass = 1; pass <= passes; pass++) {
            int moved = 0;
            boolean finest = true;
            for (int i : moving) {
                double before = fit.error;
                for (int direction = 1; direction >= -1; direction -= 2) {
                    if (move(fit, values, i, direction * steps[i], weights)) {
                        break;
                    }
                }
                if (fit.error < before) {
                    moved++;
                } else if (steps[i] > 1) {
                    steps[i] /= 2;
                }
                finest &= steps[i] == 1;
                progress.weight(pass, i, fit.error);
            }
            fit.check(values, moving);
            progress.pass(pass, fit.error, moved, weights.withValues(values));
            // Done when nothing moves at a step of 1 and no weight reaches positions it did not reach before.
            if (moved == 0 && finest && !fit.findReach(values, moving)) {
                break;
            }
        }
        return weights.withValues(values);
    }

    /** Moves weight {@code i} by {@code step} as long as the error falls; returns whether it moved. */
    private boolean move(Fit fit, int[] values, int i, int step, EvaluatorWeights weights) {
        boolean moved = false;
        while (true) {
            int next = Math.max(weights.minimum(i), Math.min(weights.maximum(i), values[i] + step));
            if (next == values[i]) {
                return moved;
            }
            int old = values[i];
            values[i] = next;
            if (!fit.tryStep(base.withWeights(values), i)) {
                values[i] = old;
                return moved;
            }
            moved = true;
        }
    }

    /**
     * The local search's state: every position's score with the weights as they stand, the error they give, and for
     * each weight that may move the positions it reaches.
     */
    private final class Fit {

        private final double scale;
        private int[] scores;
        private double error;
        private final int[][] reach;
        private final int[] trial;
        private final Progress progress;

        Fit(double k, int[] values, int[] moving, Progress progress) {
            this.progress = progress;
            scale = scale(k);
            scores = scores(base.withWeights(values));
            error = error(scores, scale);
            reach = new int[values.length][];
            findReach(values, moving);
            trial = new int[leaves.length];
        }

        /**
         * Finds the positions each moving weight reaches: those whose score changes with the weight at either bound,
         * the others as they stand.
         *
         * @return whether a weight's positions changed (always, the first time)
         */
        boolean findReach(int[] values, int[] moving) {
            boolean changed = false;
            int found = 0;
            for (int i : moving) {
                int[] reached = reachedAmong(probes(values, i), leaves.length, p -> p);
                changed |= !Arrays.equals(reached, reach[i]);
                reach[i] = reached;
                progress.reach(++found, moving.length);
            }
            return changed;
        }

        /**
         * Takes each moving weight's reach anew over some positions only, the others kept: after a pass, those whose
         * kept score was not the evaluator's (a weight reached them without knowing), where the reach may have grown.
         *
         * @param values the weights as they stand
         * @param moving the weights that may move
         * @param positions the positions, in increasing order
         */
        void updateReach(int[] values, int[] moving, int[] positions) {
            int found = 0;
            for (int i : moving) {
                int[] reached = reachedAmong(probes(values, i), positions.length, j -> positions[j]);
                reach[i] = merged(reach[i], positions, reached);
                progress.reach(++found, moving.length);
            }
        }

        /**
         * The positions among some that one of the probes scores otherwise than kept, in the order given.
         *
         * @param probes evaluators with one weight at a bound
         * @param count how many positions
         * @param position the {@code j}-th position's index
         * @return the reached ones
         */
        private int[] reachedAmong(List<Evaluator<GameState>> probes, int count, IntUnaryOperator position) {
            return concat(parallel(count, (from, to) -> {
                IntStream.Builder part = IntStream.builder();
                for (int j = from; j < to; j++) {
                    int p = position.applyAsInt(j);
                    if (reaches(probes, p)) {
                        part.add(p);
                    }
                }
                return part.build().toArray();
            }));
        }

        /** The evaluator with weight {@code i} at each of its bounds other than its value. */
        private List<Evaluator<GameState>> probes(int[] values, int i) {
            EvaluatorWeights weights = base.weights();
            List<Evaluator<GameState>> probes = new ArrayList<>(2);
            for (int bound : new int[] {weights.minimum(i), weights.maximum(i)}) {
                if (bound != values[i]) {
                    int[] probe = values.clone();
                    probe[i] = bound;
                    probes.add(base.withWeights(probe));
                }
            }
            return probes;
        }

        /** Whether position {@code p}'s score differs from the kept one with one of the probes. */
        private boolean reaches(List<Evaluator<GameState>> probes, int p) {
            for (Evaluator<GameState> probe : probes) {
                if (score(probe, p) != scores[p]) {
                    return true;
                }
            }
            return false;
        }

        /** Scores weight {@code i}'s positions with {@code candidate}; keeps the scores if the error falls. */
        boolean tryStep(Evaluator<GameState> candidate, int i) {
            int[] positions = reach[i];
            double change = 0;
            for (double part : parallel(positions.length, (from, to) -> {
                double sum = 0;
                for (int j = from; j < to; j++) {
                    int p = positions[j];
                    int score = score(candidate, p);
                    trial[j] = score;
                    sum += counts[p] * (squaredMiss(p, score) - squaredMiss(p, scores[p]));
                }
                return sum;
            })) {
                change += part;
            }
            if (change >= 0) {
                return false;
            }
            for (int j = 0; j < positions.length; j++) {
                scores[positions[j]] = trial[j];
            }
            error += change / totalCount;
            return true;
        }

        /**
         * Scores every position again: the error becomes exact, and where a score differs from the one kept (a weight
         * reached a position it had not reached before), every weight's reach is taken anew for those positions.
         */
        void check(int[] values, int[] moving) {
            int[] fresh = scores(base.withWeights(values));
            int[] wrong = IntStream.range(0, fresh.length).filter(p -> fresh[p] != scores[p]).toArray();
            if (wrong.length > 0) {
                scores = fresh;
                updateReach(values, moving, wrong);
            }
            error = error(scores, scale);
        }

        private double squaredMiss(int p, int score) {
            return TexelTuner.squaredMiss(results[p], scale, score);
        }

    }

    /** The squared difference of a result from the prediction {@code 1 / (1 + e^(scale · score))}. */
    private static double squaredMiss(double result, double scale, int score) {
        double miss = result - 1 / (1 + Math.exp(scale * score));
        return miss * miss;
    }

    /** A leaf's static score for player 0. */
    private int score(Evaluator<GameState> evaluator, int p) {
        int score = evaluator.evaluate(leaves[p]);
        return leaves[p].toMove() == 0 ? score : -score;
    }

    /** A range's work split into one part per thread (run here when it is small), the parts' answers in order. */
    private <T> List<T> parallel(int size, Part<T> part) {
        if (size < 4_096 || threads == 1) {
            return List.of(part.run(0, size));
        }
        int chunk = (size + threads - 1) / threads;
        List<Future<T>> futures = new ArrayList<>();
        for (int from = 0; from < size; from += chunk) {
            int start = from;
            int end = Math.min(size, from + chunk);
            futures.add(pool.submit(() -> part.run(start, end)));
        }
        List<T> answers = new ArrayList<>(futures.size());
        try {
            for (Future<T> future : futures) {
                answers.add(future.get());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("the evaluator failed: " + e.getCause(), e.getCause());
        }
        return answers;
    }

    /**
     * A sorted set of positions with some of them taken anew: {@code old} without {@code redone}, plus {@code kept}
     * (a subset of {@code redone}); all three in increasing order.
     *
     * @param old the positions as they were
     * @param redone the positions taken anew
     * @param kept those of {@code redone} that belong to the set now
     * @return the set now, in increasing order
     */
    static int[] merged(int[] old, int[] redone, int[] kept) {
        IntStream.Builder out = IntStream.builder();
        int r = 0;
        int k = 0;
        for (int p : old) {
            while (k < kept.length && kept[k] < p) {
                out.add(kept[k++]);
            }
            while (r < redone.length && redone[r] < p) {
                r++;
            }
            if (r < redone.length && redone[r] == p) {
                continue;
            }
            out.add(p);
        }
        while (k < kept.length) {
            out.add(kept[k++]);
        }
        return out.build().toArray();
    }

    private static int[] concat(List<int[]> parts) {
        int length = 0;
        for (int[] part : parts) {
            length += part.length;
        }
        int[] all = new int[length];
        int at = 0;
        for (int[] part : parts) {
            System.arraycopy(part, 0, all, at, part.length);
            at += part.length;
        }
        return all;
    }

    /** One thread's share of a range: work on {@code from} (inclusive) to {@code to}, and its answer. */
    private interface Part<T> {
        T run(int from, int to);
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

        /**
         * The positions one more weight reaches were found (before the first pass, and again after a pass in which a
         * weight reached new ones).
         *
         * @param weights how many weights have been done
         * @param of how many there are
         */
        default void reach(int weights, int of) {
        }
    }
}

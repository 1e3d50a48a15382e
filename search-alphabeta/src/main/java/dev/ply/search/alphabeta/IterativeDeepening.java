package dev.ply.search.alphabeta;

import dev.ply.core.GameState;
import dev.ply.core.search.Scores;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchListener;
import dev.ply.core.search.SearchProgress;
import dev.ply.core.search.support.SearchControl;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;

/**
 * The iteration loop of one searching thread: depth 1, 2, ... until a limit, each depth searched in an
 * aspiration window around the previous score (widened on a fail high or low), once per MultiPV line with
 * the earlier lines' moves excluded. The last iteration of a search limited to a depth no deeper than
 * {@code wincheck} then looks once more, in a window of wins where nothing is pruned, for a win within its depth (or
 * one shorter than it found), so that forward pruning never hides a win the depth holds. The main thread reports each completed iteration and decides, from the
 * time budget and the stability of the best move, whether to start another; helper threads (Lazy SMP)
 * run the same loop until the main thread stops them.
 */
final class IterativeDeepening {

    /** The deepest iteration: beyond the deepest ply, so reductions cannot keep a small game unsolved. */
    static final int MAX_DEPTH = Scores.MAX_PLY - 1;

    /** The shallowest iteration whose root effort steers the time ({@code effort}): earlier ones say too little. */
    static final int EFFORT_DEPTH = 6;

    /**
     * One line of a completed iteration.
     *
     * @param move the root move
     * @param score its value from the side to move at the root
     * @param line the principal variation, starting with {@code move}
     * @param nodes the nodes this thread spent on the line's search in its iteration
     */
    record Line(int move, int score, List<Integer> line, long nodes) {
    }

    /**
     * What a thread's iterations produced.
     *
     * @param lines the lines of the last completed iteration, best first (or of the interrupted first
     *     iteration); empty when the root has no move
     * @param score the root's value, also when it has no move (its terminal score)
     * @param depth the last completed iteration, 0 if none completed
     * @param iterationNodes the nodes each completed iteration took, indexed by depth
     */
    record Outcome(List<Line> lines, int score, int depth, long[] iterationNodes) {
    }

    private final EngineConfig config;
    private final SearchControl control;
    private final int maxPly;
    private final int[] rootMoves;

    /**
     * Creates the loop for one thread.
     *
     * @param config the switches
     * @param control the shared control
     * @param maxPly the deepest ply
     * @param maxMoves the game's {@code maxMoves()}
     */
    IterativeDeepening(EngineConfig config, SearchControl control, int maxPly, int maxMoves) {
        this.config = config;
        this.control = control;
        this.maxPly = maxPly;
        this.rootMoves = new int[maxMoves];
    }

    /**
     * Runs the iterations on a prepared worker.
     *
     * @param worker the thread's worker, {@link SearchWorker#prepare prepared} with the root
     * @param limits the search's limits
     * @param main whether this is the main thread, which reports and decides when to stop
     * @param startDepth the first iteration's depth (helpers start deeper to spread the work)
     * @param listener receives the main thread's progress
     * @param totalNodes the nodes of all threads, for reports
     * @param hashfull the table's fill, for reports
     * @param afterFirstIteration run once when the first iteration has completed (the main thread starts its
     *     helpers then, so that a machine with fewer cores than threads still completes one)
     * @return the outcome
     */
    Outcome run(SearchWorker worker, SearchLimits limits, boolean main, int startDepth, SearchListener listener,
            LongSupplier totalNodes, IntSupplier hashfull, Runnable afterFirstIteration) {
        GameState root = worker.state();
        boolean helpersStarted = false;
        int rootMoveCount = root.isTerminal() ? 0 : root.legalMoves(rootMoves);
        boolean deepen = config.iterativeDeepening() || limits.isTimed() || limits.nodes() > 0;
        int maxDepth = limits.depth() > 0 ? Math.min(limits.depth(), MAX_DEPTH) : MAX_DEPTH;
        int depth = deepen ? Math.min(startDepth, maxDepth) : maxDepth;
        long[] iterationNodes = new long[MAX_DEPTH + 2];
        List<Line> completed = null;
        int completedScore = 0;
        int completedDepth = 0;
        int stableIterations = 0;
        while (true) {
            long nodesBefore = worker.counters.nodes;
            worker.excludedRootMoves().clear();
            worker.rootEffort().clear();
            List<Line> lines = new ArrayList<>();
            boolean horizon = false;
            int score = 0;
            int lineCount = Math.max(1, Math.min(config.multiPv(), rootMoveCount));
            for (int k = 0; k < lineCount; k++) {
                int previous = completed != null && k < completed.size() ? completed.get(k).score() : 0;
                long lineStart = worker.counters.nodes;
                score = aspirationSearch(worker, depth, previous, completed != null && k < completed.size());
                if (worker.aborted()) {
                    break;
                }
                horizon |= worker.horizonReached();
                List<Integer> line = worker.rootLine();
                if (line.isEmpty()) {
                    break;
                }
                if (lineCount == 1 && depth == limits.depth() && depth <= config.winCheckDepth()
                        && config.distanceScoring()) {
                    // Step: a win within this depth that forward pruning hid, or a shorter one than reported.
                    int bound = Scores.isDecisive(score) && score > 0 ? score + 1 : Scores.winIn(depth);
                    if (bound <= Scores.winIn(1) && worker.searchRootExhaustively(depth, bound - 1, bound) >= bound
                            && !worker.aborted()) {
                        int win = worker.searchRootExhaustively(depth, bound - 1, Scores.INFINITY);
                        if (worker.aborted()) {
                            break;
                        }
                        score = win;
                        line = worker.rootLine();
                    }
                    if (worker.aborted()) {
                        break;
                    }
                }
                lines.add(new Line(line.get(0), score, line, worker.counters.nodes - lineStart));
                worker.excludedRootMoves().add(line.get(0));
            }
            if (worker.aborted()) {
                if (completed == null) {
                    // Interrupted in the first iteration: answer with the best root move completed, if any.
                    List<Integer> line = worker.pv().line(0);
                    if (!lines.isEmpty()) {
                        completed = lines;
                    } else if (!line.isEmpty() && isRootMove(line.get(0), rootMoveCount)) {
                        completed = List.of(new Line(line.get(0), 0, line, worker.counters.nodes));
                    } else if (rootMoveCount > 0) {
                        completed = List.of(new Line(rootMoves[0], 0, List.of(rootMoves[0]), worker.counters.nodes));
                    } else {
                        completed = List.of();
                    }
                    // An interrupted first iteration has no score: its line is only the first move to hand.
                    completedScore = lines.isEmpty() ? 0 : completed.get(0).score();
                }
                break;
            }
            if (lines.isEmpty()) {
                // The root is terminal: its score is the game's result.
                completed = List.of();
                completedScore = score;
                completedDepth = reportedDepth(depth, deepen);
                break;
            }
            lines.sort(Comparator.comparingInt(Line::score).reversed());
            int previousBest = completed == null || completed.isEmpty() ? GameState.NO_MOVE : completed.get(0).move();
            int previousScore = completedScore;
            double bestShare = config.effortTime() ? bestShare(worker.rootEffort(), lines.get(0).move()) : 1;
            stableIterations = lines.get(0).move() == previousBest ? stableIterations + 1 : 0;
            completed = lines;
            completedScore = lines.get(0).score();
            completedDepth = reportedDepth(depth, deepen);
            iterationNodes[depth] = worker.counters.nodes - nodesBefore;
            if (main) {
                long nodes = totalNodes.getAsLong();
                long elapsed = control.elapsedMillis();
                int fill = hashfull.getAsInt();
                for (int k = 0; k < lines.size(); k++) {
                    Line line = lines.get(k);
                    listener.onProgress(new SearchProgress(depth, worker.counters.selectiveDepth, line.score(), nodes, elapsed,
                            fill, line.line(), k + 1));
                }
            }
            if (!helpersStarted) {
                helpersStarted = true;
                afterFirstIteration.run();
            }
            boolean solved = !horizon || config.multiPv() == 1 && config.distanceScoring()
                    && Scores.isDecisive(completedScore) && Scores.pliesToResult(completedScore) < depth;
            if (!deepen || solved || depth >= maxDepth) {
                break;
            }
            if (main && (limits.isTimed() && rootMoveCount == 1 || !control.mayStartIteration(
                    timeFactor(stableIterations, previousScore, completedScore, depth, bestShare)))) {
                break;
            }
            if (!main && control.aborted()) {
                break;
            }
            depth++;
        }
        return new Outcome(completed, completedScore, completedDepth, iterationNodes);
    }

    private boolean isRootMove(int move, int count) {
        for (int i = 0; i < count; i++) {
            if (rootMoves[i] == move) {
                return true;
            }
        }
        return false;
    }

    /**
     * The depth to report: the iteration's, or for a single search without a depth limit (which goes to
     * the deepest iteration, so that no reduction stops short of the end) the game's deepest ply.
     */
    private int reportedDepth(int depth, boolean deepen) {
        return deepen ? depth : Math.min(depth, maxPly);
    }

    /**
     * How much of the soft time limit the main thread grants itself: {@code timeuse} percent of it, more when the best
     * move has just changed or the score has dropped, less when the best move has stood for several iterations; with
     * {@code effort}, also less the larger the best move's share of the iteration's nodes ({@link #effortFactor}).
     */
    private double timeFactor(int stableIterations, int previousScore, int score, int depth, double bestShare) {
        double factor = (stableIterations == 0 && depth > 4 ? 1.5 : stableIterations >= 4 ? 0.6
                : stableIterations >= 2 ? 0.8 : 1.0) * config.timeUse() / 100;
        if (depth > 4 && score < previousScore - config.margin(30)) {
            factor *= 1.3;
        }
        if (config.effortTime() && depth >= EFFORT_DEPTH) {
            factor *= effortFactor(bestShare);
        }
        return factor;
    }

    /** The best move's part of the nodes all root moves took in the iteration; 1 when none were counted. */
    private static double bestShare(RootEffort effort, int best) {
        long total = effort.total();
        return total == 0 ? 1 : (double) effort.of(best) / total;
    }

    /**
     * The factor on the soft time limit for a best move that took this share of its iteration's root nodes
     * ({@code effort}): {@code 0.4 + 2 (1 - share)}, held within 0.5 and 1.6, so 0.6 when the best move took 90% of
     * the nodes, 1 at 70% and 1.4 at 50%; a best move with rivals that took most of the work gets more time.
     *
     * @param share the best move's nodes over all root moves' nodes, in [0, 1]
     * @return the factor, smaller for a larger share
     */
    static double effortFactor(double share) {
        return Math.max(0.5, Math.min(1.6, 0.4 + 2 * (1 - share)));
    }

    private int aspirationSearch(SearchWorker worker, int depth, int previous, boolean havePrevious) {
        if (config.fixedRootWindow() || config.aspiration() == 0 || !havePrevious || depth < 4
                || Scores.isDecisive(previous)) {
            return worker.searchRoot(depth, config.rootAlpha(), config.rootBeta());
        }
        int delta = Math.max(1, config.margin(config.aspiration()));
        int alpha = Math.max(previous - delta, -Scores.INFINITY);
        int beta = Math.min(previous + delta, Scores.INFINITY);
        while (true) {
            int score = worker.searchRoot(depth, alpha, beta);
            if (worker.aborted()) {
                return score;
            }
            if (score <= alpha && alpha > -Scores.INFINITY) {
                beta = (alpha + beta) / 2;
                alpha = Math.max(score - delta, -Scores.INFINITY);
            } else if (score >= beta && beta < Scores.INFINITY) {
                beta = Math.min(score + delta, Scores.INFINITY);
            } else {
                return score;
            }
            delta += delta;
            if (delta > config.margin(1000)) {
                alpha = -Scores.INFINITY;
                beta = Scores.INFINITY;
            }
        }
    }
}

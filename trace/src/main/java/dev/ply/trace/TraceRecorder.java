package dev.ply.trace;

import dev.ply.core.GameState;
import dev.ply.core.capability.NullMoves;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchTracer;
import dev.ply.core.util.MoveLine;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.NavigableSet;
import java.util.Set;
import java.util.TreeSet;

/**
 * A {@link SearchTracer} that records a search for the renderers: tree-search events with the moves written in
 * the game's notation and values turned to MAX's view, Monte Carlo checkpoints, and the top levels of the
 * Monte Carlo tree. Bounded: after {@code maxEvents} events it keeps counting but records no more, so tracing
 * a large search gives a readable trace and never runs out of memory.
 *
 * <pre>{@code
 * TraceRecorder recorder = TraceRecorder.builder(root).maxEvents(5000).build();
 * search.trace(recorder);
 * SearchResult result = search.search(root, limits);
 * Trace trace = recorder.finish("alphabeta:plain", result);
 * System.out.print(TextTrace.render(trace));
 * }</pre>
 *
 * <p>Thread-safe (its methods are synchronized), so a parallel search may report to it, though its events
 * then interleave; trace one thread for a readable result.
 */
public final class TraceRecorder implements SearchTracer {

    /** The default bound on recorded events. */
    public static final int DEFAULT_MAX_EVENTS = 5_000;

    private final GameState root;
    private final int maxEvents;
    private final NavigableSet<Long> checkpointsWanted;
    private final int iterationDetail;
    private final int visitDepth;

    private final List<TraceEvent> events = new ArrayList<>();
    private long eventsSeen;
    private final List<Checkpoint> checkpoints = new ArrayList<>();
    private final VisitTree.Builder visits = new VisitTree.Builder("", -1);
    private boolean sawIterations;

    /** The position at the node being searched, and the moves (in notation) that lead there. */
    private GameState cursor;
    private final List<String> path = new ArrayList<>();
    private final List<Integer> players = new ArrayList<>();
    private final List<Integer> rawMoves = new ArrayList<>();
    private final List<Set<String>> searchedAt = new ArrayList<>();

    private TraceRecorder(Builder builder) {
        this.root = builder.root.copy();
        this.maxEvents = builder.maxEvents;
        this.checkpointsWanted = new TreeSet<>(builder.checkpoints);
        this.iterationDetail = builder.iterationDetail;
        this.visitDepth = builder.visitDepth;
        this.cursor = root.copy();
    }

    /**
     * A recorder for searches of a position.
     *
     * @param root the position searched; the recorder keeps its own copy
     * @return a builder
     */
    public static Builder builder(GameState root) {
        return new Builder(root);
    }

    /** Settings of a {@link TraceRecorder}. */
    public static final class Builder {
        private final GameState root;
        private int maxEvents = DEFAULT_MAX_EVENTS;
        private final List<Long> checkpoints = new ArrayList<>();
        private int iterationDetail;
        private int visitDepth = 3;

        private Builder(GameState root) {
            this.root = root;
        }

        /**
         * The most events recorded.
         *
         * @param count at least 1; {@value #DEFAULT_MAX_EVENTS} by default
         * @return this builder
         */
        public Builder maxEvents(int count) {
            if (count < 1) {
                throw new IllegalArgumentException("a trace needs room for at least one event, not " + count);
            }
            maxEvents = count;
            return this;
        }

        /**
         * The iteration counts at which a Monte Carlo search's root children are recorded.
         *
         * @param iterations positive counts
         * @return this builder
         */
        public Builder checkpoints(List<Long> iterations) {
            checkpoints.addAll(iterations);
            return this;
        }

        /**
         * How many of a Monte Carlo search's first iterations are recorded step by step.
         *
         * @param count 0 (none, the default) or more
         * @return this builder
         */
        public Builder iterationDetail(int count) {
            iterationDetail = count;
            return this;
        }

        /**
         * How many levels of a Monte Carlo tree the visit tree keeps.
         *
         * @param depth at least 1; 3 by default
         * @return this builder
         */
        public Builder visitDepth(int depth) {
            visitDepth = Math.max(1, depth);
            return this;
        }

        /**
         * The recorder.
         *
         * @return a new recorder
         */
        public TraceRecorder build() {
            return new TraceRecorder(this);
        }
    }

    private static double maxView(double value, int player) {
        return player == 1 ? -value : value;
    }

    private static String boundName(Bound bound, int player) {
        Bound seen = player == 1 && bound == Bound.LOWER ? Bound.UPPER
                : player == 1 && bound == Bound.UPPER ? Bound.LOWER : bound;
        return seen.name().toLowerCase(Locale.ROOT);
    }

    private void add(TraceEvent.Type type, int player, String kind, String move, double alpha, double beta,
            double value, String bound, String reason, List<String> notSearched, double probability) {
        eventsSeen++;
        if (events.size() < maxEvents) {
            events.add(new TraceEvent(type, List.copyOf(path), player, kind, move, alpha, beta, value, bound, reason,
                    notSearched, probability, null));
        }
    }

    private void addAt(int ply, TraceEvent.Type type, String move, double alpha, double beta, double value,
            String bound, String reason, List<String> notSearched, double probability) {
        int player = players.get(ply);
        add(type, player, null, move, alpha, beta, value, bound, reason, notSearched, probability);
    }

    /** The position at a ply of the current path; the cursor is at the deepest node entered. */
    private String nameAt(int ply, int move) {
        if (move == NULL_MOVE) {
            return "null";
        }
        if (ply == path.size()) {
            return cursor.moveToString(move);
        }
        return Integer.toString(move);
    }

    @Override
    public synchronized void enter(int ply, int move, int player, NodeKind kind, double alpha, double beta) {
        if (ply == 0) {
            cursor = root.copy();
            path.clear();
            players.clear();
            rawMoves.clear();
            searchedAt.clear();
        } else {
            while (path.size() > ply - 1) {
                // A node left without an exit (a stop): forget it.
                pop();
            }
            String name = nameAt(ply - 1, move);
            if (move == NULL_MOVE) {
                ((NullMoves) cursor).playNull();
            } else {
                cursor.play(move);
            }
            path.add(name);
            rawMoves.add(move);
            searchedAt.get(ply - 1).add(name);
        }
        players.add(player);
        searchedAt.add(new HashSet<>());
        double low = player == 1 ? -beta : alpha;
        double high = player == 1 ? -alpha : beta;
        add(TraceEvent.Type.ENTER, player, kind.name().toLowerCase(Locale.ROOT), null, open(low), open(high), Double.NaN,
                null, null, null, Double.NaN);
    }

    private static double open(double bound) {
        return bound >= Double.MAX_VALUE ? Double.POSITIVE_INFINITY
                : bound <= -Double.MAX_VALUE ? Double.NEGATIVE_INFINITY : bound;
    }

    private void pop() {
        int last = path.size() - 1;
        int move = rawMoves.remove(last);
        path.remove(last);
        players.remove(players.size() - 1);
        searchedAt.remove(searchedAt.size() - 1);
        if (move == NULL_MOVE) {
            ((NullMoves) cursor).undoNull();
        } else {
            cursor.undo();
        }
    }

    @Override
    public synchronized void child(int ply, int move, double value, double alpha, double beta) {
        if (ply != path.size()) {
            return;
        }
        int player = players.get(ply);
        double low = player == 1 ? -beta : alpha;
        double high = player == 1 ? -alpha : beta;
        addAt(ply, TraceEvent.Type.CHILD, cursor.moveToString(move), open(low), open(high), maxView(value, player),
                null, null, null, Double.NaN);
    }

    @Override
    public synchronized void outcome(int ply, int outcome, double probability, double value) {
        if (ply != path.size()) {
            return;
        }
        searchedAt.get(ply).add(cursor.moveToString(outcome));
        addAt(ply, TraceEvent.Type.OUTCOME, cursor.moveToString(outcome), Double.NaN, Double.NaN,
                maxView(value, players.get(ply)), null, null, null, probability);
    }

    @Override
    public synchronized void cutoff(int ply, int move, int notSearched, String reason) {
        if (ply != path.size()) {
            return;
        }
        List<String> left = new ArrayList<>();
        if (notSearched > 0) {
            int[] moves = new int[cursor.game().maxMoves()];
            int count = cursor.isChanceNode() ? cursor.chanceOutcomes(moves, new double[moves.length])
                    : cursor.legalMoves(moves);
            Set<String> searched = searchedAt.get(ply);
            for (int i = 0; i < count; i++) {
                String name = cursor.moveToString(moves[i]);
                if (!searched.contains(name)) {
                    left.add(name);
                }
            }
        }
        addAt(ply, TraceEvent.Type.CUTOFF, move == NULL_MOVE ? "null" : move < 0 ? null : cursor.moveToString(move),
                Double.NaN, Double.NaN, Double.NaN, null, reason, List.copyOf(left), Double.NaN);
    }

    @Override
    public synchronized void pruned(int ply, int move, String reason) {
        if (ply != path.size()) {
            return;
        }
        String name = move < 0 ? null : cursor.moveToString(move);
        if (name != null) {
            searchedAt.get(ply).add(name);
        }
        addAt(ply, TraceEvent.Type.PRUNED, name, Double.NaN, Double.NaN, Double.NaN, null, reason, null, Double.NaN);
    }

    @Override
    public synchronized void tableHit(int ply, double value, Bound bound) {
        if (ply != path.size()) {
            return;
        }
        int player = players.get(ply);
        addAt(ply, TraceEvent.Type.TABLE, null, Double.NaN, Double.NaN, maxView(value, player),
                boundName(bound, player), null, null, Double.NaN);
    }

    @Override
    public synchronized void reSearch(int ply, int move, String reason) {
        if (ply != path.size()) {
            return;
        }
        addAt(ply, TraceEvent.Type.RESEARCH, cursor.moveToString(move), Double.NaN, Double.NaN, Double.NaN, null,
                reason, null, Double.NaN);
    }

    @Override
    public synchronized void exit(int ply, double value, Bound bound) {
        if (ply != path.size()) {
            return;
        }
        int player = players.get(ply);
        addAt(ply, TraceEvent.Type.EXIT, null, Double.NaN, Double.NaN, maxView(value, player), boundName(bound, player),
                null, null, Double.NaN);
        if (ply > 0) {
            pop();
        }
    }

    @Override
    public synchronized void iteration(long number, int[] moves, int length, boolean expanded, double reward) {
        sawIterations = true;
        GameState state = root.copy();
        VisitTree.Builder node = visits;
        node.visits++;
        node.reward += reward;
        List<VisitTree.Builder> updated = new ArrayList<>();
        updated.add(node);
        List<String> names = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            String name = state.moveToString(moves[i]);
            names.add(name);
            int chooser = state.toMove();
            if (i < visitDepth) {
                node = node.child(name, chooser);
                node.visits++;
                node.reward += reward;
                updated.add(node);
            }
            state.play(moves[i]);
        }
        if (number <= iterationDetail) {
            eventsSeen++;
            if (events.size() < maxEvents) {
                List<TraceEvent.NodeCount> statistics = new ArrayList<>(updated.size());
                for (VisitTree.Builder b : updated) {
                    double max = b.reward / b.visits;
                    statistics.add(new TraceEvent.NodeCount(b.move, b.visits, b.player == 1 ? 1 - max : max));
                }
                events.add(new TraceEvent(TraceEvent.Type.ITERATION, List.copyOf(names), state.toMove(), null,
                        names.isEmpty() ? null : names.get(names.size() - 1), Double.NaN, Double.NaN, reward, null,
                        expanded ? "expanded" : "in tree", null, Double.NaN, List.copyOf(statistics)));
            }
        }
    }

    @Override
    public synchronized boolean wantsRootStatistics(long iterations) {
        return checkpointsWanted.contains(iterations);
    }

    @Override
    public synchronized void rootStatistics(long iterations, List<NodeStatistics> children) {
        long total = children.stream().mapToLong(NodeStatistics::visits).sum();
        List<Checkpoint.Child> rows = new ArrayList<>();
        for (NodeStatistics child : children) {
            rows.add(new Checkpoint.Child(root.moveToString(child.move()), child.visits(),
                    total == 0 ? 0 : (double) child.visits() / total, child.mean(), child.exploration(), child.value(),
                    child.prior()));
        }
        checkpoints.add(new Checkpoint(iterations, List.copyOf(rows)));
    }

    /**
     * The recorded trace.
     *
     * @param algorithm the search's specification, for the renderings
     * @param result the search's result
     * @return the trace
     */
    public synchronized Trace finish(String algorithm, SearchResult result) {
        String best = "";
        List<String> line = MoveLine.notation(root, result.principalVariation());
        if (result.bestMove() != GameState.NO_MOVE && !root.isChanceNode()) {
            best = root.moveToString(result.bestMove());
        }
        return new Trace(root.game().id(), root.notation(), algorithm, List.copyOf(events), eventsSeen,
                List.copyOf(checkpoints), sawIterations ? visits.build() : null, best, result.score(), List.copyOf(line));
    }
}

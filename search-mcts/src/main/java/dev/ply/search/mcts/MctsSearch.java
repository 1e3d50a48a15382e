package dev.ply.search.mcts;

import static java.util.Objects.requireNonNull;

import dev.ply.core.Game;
import dev.ply.core.GameState;
import dev.ply.core.InvalidInputException;
import dev.ply.core.Ply;
import dev.ply.core.ZobristKeys;
import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.capability.PassMove;
import dev.ply.core.eval.Evaluator;
import dev.ply.core.eval.PolicyValueNetwork;
import dev.ply.core.search.RootMoveStatistics;
import dev.ply.core.search.Scores;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchClock;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchListener;
import dev.ply.core.search.SearchProgress;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchSetup;
import dev.ply.core.search.SearchStatistics;
import dev.ply.core.search.SearchTracer;
import dev.ply.search.mcts.backpropagation.AmafBackpropagation;
import dev.ply.search.mcts.backpropagation.BackpropagationPolicy;
import dev.ply.search.mcts.backpropagation.MonteCarloBackpropagation;
import dev.ply.search.mcts.backpropagation.SolverBackpropagation;
import dev.ply.search.mcts.finalmoveselection.ChildStatistics;
import dev.ply.search.mcts.finalmoveselection.FinalMoveSelection;
import dev.ply.search.mcts.playout.PlayoutPolicy;
import dev.ply.search.mcts.selection.SelectionPolicy;
import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.RewardScale;
import dev.ply.search.mcts.tree.SearchTree;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Monte Carlo Tree Search assembled from the strategies its {@link MctsConfig} names, on one thread,
 * on several threads sharing one tree (tree parallelism with virtual loss), or on several threads
 * with a tree each, merged at the root (root parallelism).
 *
 * <p>The tree is kept from one search to the next: a later search whose root is a position the tree
 * already holds (the previous root, or a node up to {@value #REUSE_DEPTH} plies below it) starts from
 * that node's subtree, statistics included.
 *
 * <p>The score of the result is the chosen move's mean reward {@code q} from the side to move's view,
 * mapped to the evaluator's units as the expected game result {@code (2q - 1)·winScore()}; with the
 * solver, a proven root scores {@link Scores#winIn(int)}, {@link Scores#lossIn(int)} or 0.
 */
final class MctsSearch implements Search {

    private static final Logger LOG = LoggerFactory.getLogger(MctsSearch.class);

    /** How deep below the previous root the search looks for the new root to reuse its subtree. */
    static final int REUSE_DEPTH = 4;
    private static final long PROGRESS_INTERVAL_NANOS = 500_000_000L;
    private static final AtomicInteger POOL_NUMBER = new AtomicInteger();

    /**
     * The strategies every worker of this search shares.
     *
     * @param selection chooses among expanded children
     * @param playout simulates from a new node
     * @param backpropagation the updates run after each play-out, in order
     * @param scale turns results and evaluations into rewards
     * @param virtualLoss the visits a descent adds to each path node when threads share a tree
     * @param solver whether proven values are used
     */
    private final Game game;
    private final MctsConfig config;
    private final Evaluator<GameState> evaluator;
    private final Strategies strategies;
    private final FinalMoveSelection finalMove;
    /** Whether the tree keeps proven values: the solver option, or a strategy that uses them. */
    private final boolean solver;
    /** Whether the tree keeps all-moves-as-first statistics, which some strategy uses. */
    private final boolean amaf;
    private final SearchTree.Columns columns;
    private final SearchTree[] trees;
    /**
     * Each worker's generator at {@code RANDOM_STRIDE * worker}, kept across searches. The slots
     * between hold spacers, so that the workers' generators, which they write on every play-out move,
     * never share a cache line: allocation, and the garbage collector when it copies the array's
     * elements, lay them out in array order.
     */
    private final SplittableRandom[] randoms;
    private static final int RANDOM_STRIDE = 3;
    private final long salt;
    private GameState previousRoot;
    private volatile boolean stopRequested;
    /** The attached tracer, or {@code null}: worker 0 reports to it. */
    private volatile SearchTracer tracer;
    private volatile SearchRun currentRun;
    private final SearchClock clock;
    private ExecutorService pool;

    MctsSearch(SearchSetup setup, MctsConfig config, CustomStrategies custom) {
        this.game = setup.game();
        this.clock = setup.clock();
        this.config = config;
        this.evaluator = setup.stateEvaluator();
        double evalScale = config.evalScale() > 0 ? config.evalScale() : RewardScale.defaultScale(evaluator);
        RewardScale scale = new RewardScale(evaluator, evalScale);
        StrategyContext context = new StrategyContext(game, evaluator, scale, setup.options());
        SelectionPolicy selection = custom.selection != null
                ? requireNonNull(custom.selection.apply(context), "the selection factory returned null")
                : config.selectionPolicy();
        PlayoutPolicy playout = custom.playout != null
                ? requireNonNull(custom.playout.apply(context), "the play-out factory returned null")
                : config.playoutPolicy(scale, game.maxPlies());
        boolean proofs = config.solver() || selection.usesProofs();
        BackpropagationPolicy[] chain = custom.backpropagation != null
                ? custom.backpropagation.apply(context).toArray(new BackpropagationPolicy[0])
                : defaultBackpropagation(config, selection.usesAmaf(), proofs);
        if (chain.length == 0) {
            throw new IllegalArgumentException("the back-propagation factory returned no policy");
        }
        boolean amaf = selection.usesAmaf();
        for (BackpropagationPolicy policy : chain) {
            amaf |= policy.usesAmaf();
            proofs |= policy.usesProofs();
        }
        this.solver = proofs;
        this.amaf = amaf;
        this.strategies = new Strategies(selection, playout, chain, scale, config.virtualLoss(), solver,
                config.selection() == Mcts.Selection.PUCT && custom.selection == null ? guide(game, config) : null);
        this.finalMove = custom.finalMove != null ? custom.finalMove : config.finalMoveSelection();
        this.columns = new SearchTree.Columns(solver, selection.usesPriors(), amaf, config.transpositions());
        int treeCount = config.rootParallel() ? config.threads() : 1;
        this.trees = new SearchTree[treeCount];
        for (int i = 0; i < treeCount; i++) {
            trees[i] = new SearchTree(columns, config.treeParallel() ? config.threads() : 1);
        }
        this.randoms = new SplittableRandom[RANDOM_STRIDE * config.threads()];
        this.salt = new SplittableRandom(config.seed()).nextLong();
        seed(config.seed());
    }

    /** The network of {@code selection=puct}, checked against the game's encoding. */
    private static NetworkGuide guide(Game game, MctsConfig config) {
        if (!(game.newState() instanceof NetworkEncoding encoding)) {
            throw new InvalidInputException("mcts: selection=puct needs a game a network can read; " + game.id()
                    + " has no network encoding");
        }
        PolicyValueNetwork network = Ply.network(game, config.net());
        if (!network.encodingName().equals(encoding.encodingName()) || network.inputSize() != encoding.inputSize()
                || network.actionCount() != encoding.actionCount()) {
            throw new InvalidInputException("mcts: the network is made for encoding " + network.encodingName()
                    + ", not " + game.id() + "'s " + encoding.encodingName());
        }
        return new NetworkGuide(network, config.noise());
    }

    /**
     * The back-propagation the options give: the Monte Carlo statistics, then the AMAF statistics when
     * the selection reads them, then proofs with the solver.
     */
    private static BackpropagationPolicy[] defaultBackpropagation(MctsConfig config, boolean amaf, boolean proofs) {
        List<BackpropagationPolicy> policies = new ArrayList<>();
        policies.add(new MonteCarloBackpropagation(config.treeParallel() ? config.virtualLoss() : 1));
        if (amaf) {
            policies.add(new AmafBackpropagation());
        }
        if (proofs) {
            policies.add(new SolverBackpropagation());
        }
        return policies.toArray(new BackpropagationPolicy[0]);
    }

    private void seed(long seed) {
        SplittableRandom base = new SplittableRandom(seed);
        for (int i = 0; i < randoms.length; i++) {
            // A spacer is an object of the generators' size that no worker draws from.
            randoms[i] = i % RANDOM_STRIDE == 0 ? base.split() : new SplittableRandom(i);
        }
    }

    /** Traces worker 0's iterations; the other workers (parallel search) are not traced. */
    @Override
    public void trace(SearchTracer newTracer) {
        tracer = newTracer;
    }

    @Override
    public SearchResult search(GameState root, SearchLimits limits, SearchListener listener) {
        if (limits.depth() > 0 && limits.iterations() == 0 && limits.nodes() == 0 && !limits.isTimed()
                && !limits.infinite()) {
            throw new InvalidInputException("mcts has no search depth: give it iterations, nodes or time"
                    + " (a depth only caps how deep its tree grows)");
        }
        long startNanos = clock.nanoTime();
        GameState rootState = root.copy();
        if (rootState.isTerminal()) {
            return SearchResult.builder().score(evaluator.terminalScore(rootState)).build();
        }
        int maxNodes = maxNodesPerTree();
        int reused = 0;
        for (SearchTree tree : trees) {
            tree.setMaxNodes(maxNodes);
            tree.setHotCapacity(hotCapacity());
            reused += prepare(tree, rootState, maxNodes);
        }
        previousRoot = rootState.copy();
        SearchRun run = new SearchRun(limits, clock, startNanos, config.threads(), config.rootParallel());
        stopRequested = false;
        currentRun = run;
        int maxTreeDepth = limits.depth() > 0 ? Math.min(limits.depth(), game.maxPlies()) : game.maxPlies();
        MctsWorker[] workers = new MctsWorker[config.threads()];
        GameState[] states = new GameState[workers.length];
        for (int i = 0; i < workers.length; i++) {
            states[i] = rootState.copy();
        }
        // Each worker builds its state and buffers on its own thread, so that they sit in that
        // thread's allocation buffer: workers' hot fields never share a cache line.
        IntFunction<MctsWorker> factory = i -> {
            Iteration iteration = new Iteration(states[i].copy(), randoms[RANDOM_STRIDE * i], game.maxMoves(),
                    maxTreeDepth + 2, 2 * game.maxPlies() + 2, amaf);
            if (states[i] instanceof PassMove passes) {
                iteration.amafIgnoredMove = passes.passMove();
            }
            MctsWorker worker = new MctsWorker(i, trees[config.rootParallel() ? i : 0], iteration, strategies,
                    maxTreeDepth, game.maxMoves(), treeSalt(i));
            workers[i] = worker;
            if (i == 0 && tracer != null) {
                worker.trace(tracer, config.exploration());
            }
            return worker;
        };
        Monitor monitor = new Monitor(workers, rootState, listener);
        RootSharing sharing = config.rootParallel() && trees.length > 1 && !rootState.isChanceNode()
                ? new RootSharing(trees, rootState, game.maxMoves()) : null;
        try {
            runWorkers(workers, factory, run, monitor, sharing);
        } finally {
            if (sharing != null) {
                sharing.withdraw();
            }
        }
        currentRun = null;
        if (run.wasTreeFull()) {
            LOG.debug("mcts stopped: the tree reached its limit of {} nodes", maxNodes);
        }
        SearchResult result = result(workers, rootState, run, reused, true);
        listener.onProgress(progress(result));
        return result;
    }

    /**
     * The salt that fixes the order in which a worker's tree expands moves: one for a shared tree, and
     * one per tree under root parallelism, so that the trees try different moves first and their
     * shared statistics cover more of them early.
     */
    private long treeSalt(int worker) {
        return config.rootParallel() ? salt + worker * 0x632BE59BD9B4E019L : salt;
    }

    private int maxNodesPerTree() {
        long byMemory = (long) config.memoryMiB() * (1 << 20) / columns.bytesPerNode() / trees.length;
        long byLimit = config.treeNodes() > 0 ? Math.max(1, config.treeNodes() / trees.length) : Long.MAX_VALUE;
        // The reserve an iteration needs must fit, or no iteration could ever start (with tree
        // parallelism: each worker's smallest chunk, and the hot region, an eighth of the limit).
        long floor = (long) (game.maxMoves() + 3 + (config.treeParallel() ? 256 : 0)) * config.threads() + 1;
        if (config.treeParallel()) {
            floor += floor / 7 + 1;
        }
        return (int) Math.min(Integer.MAX_VALUE - 64, Math.max(floor, Math.min(byMemory, byLimit)));
    }

    /**
     * The most nodes the top {@value SearchTree#HOT_LEVELS} levels of the tree can hold, the root
     * included, capped at {@value SearchTree#HOT_REGION_LIMIT}: what tree parallelism gives a place in
     * the tree's hot region.
     */
    private int hotCapacity() {
        long moves = game.maxMoves();
        long nodes = 1;
        long level = 1;
        for (int i = 0; i < SearchTree.HOT_LEVELS && nodes < SearchTree.HOT_REGION_LIMIT; i++) {
            level *= moves;
            nodes += level;
        }
        return (int) Math.min(nodes, SearchTree.HOT_REGION_LIMIT);
    }

    /** Makes the tree's root the new root: a reused subtree when the tree holds it, else an empty tree. */
    private int prepare(SearchTree tree, GameState rootState, int maxNodes) {
        int rootMover = 1 - rootState.toMove();
        if (!config.reuse() || previousRoot == null || tree.size() == 0) {
            tree.reset(rootMover);
            return 0;
        }
        int found = locate(tree, 0, previousRoot.copy(), rootState, rootState.hash(), 0);
        if (found == SearchTree.NONE) {
            tree.reset(rootMover);
            return 0;
        }
        int kept = found == 0 ? tree.size() : tree.keepSubtree(found);
        if (kept > maxNodes / 2) {
            tree.reset(rootMover);
            return 0;
        }
        return kept;
    }

    private static int locate(SearchTree tree, int node, GameState walker, GameState target, long key, int depth) {
        if (walker.hash() == key && walker.toMove() == target.toMove()
                && walker.isChanceNode() == target.isChanceNode() && walker.notation().equals(target.notation())) {
            return node;
        }
        if (depth == REUSE_DEPTH) {
            return SearchTree.NONE;
        }
        for (int child = tree.firstChild(node); child != SearchTree.NONE; child = tree.next(child)) {
            int stats = tree.resolve(child);
            if (tree.visits(stats) == 0) {
                continue;
            }
            walker.play(tree.move(child));
            int found = locate(tree, stats, walker, target, key, depth + 1);
            walker.undo();
            if (found != SearchTree.NONE) {
                return found;
            }
        }
        return SearchTree.NONE;
    }

    private void runWorkers(MctsWorker[] workers, IntFunction<MctsWorker> factory, SearchRun run, Monitor monitor,
            RootSharing sharing) {
        if (workers.length == 1) {
            factory.apply(0).runUntilStopped(run, monitor, null);
            return;
        }
        ExecutorService executor = pool();
        List<Future<?>> helpers = new ArrayList<>();
        for (int i = 1; i < workers.length; i++) {
            int index = i;
            helpers.add(executor.submit(() -> {
                try {
                    factory.apply(index).runUntilStopped(run, monitor, sharing);
                } finally {
                    if (sharing != null) {
                        sharing.leave();
                    }
                }
            }));
        }
        RuntimeException failure = null;
        try {
            factory.apply(0).runUntilStopped(run, monitor, sharing);
        } catch (RuntimeException e) {
            failure = e;
        } finally {
            // Worker 0 watches the clock: once it has ended, the others end too, unless it only spent
            // its own share of the iterations while theirs are not spent yet.
            if (failure != null || !run.shareSpent(0)) {
                run.stop();
            }
            if (sharing != null) {
                sharing.leave();
            }
        }
        for (Future<?> helper : helpers) {
            try {
                helper.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for the mcts workers", e);
            } catch (ExecutionException e) {
                if (failure == null) {
                    failure = e.getCause() instanceof RuntimeException r ? r
                            : new IllegalStateException("an mcts worker failed", e.getCause());
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    private synchronized ExecutorService pool() {
        if (pool == null) {
            int number = POOL_NUMBER.incrementAndGet();
            AtomicInteger thread = new AtomicInteger();
            pool = Executors.newFixedThreadPool(config.threads() - 1, task -> {
                Thread t = new Thread(task, "mcts-" + number + "-worker-" + thread.incrementAndGet());
                t.setDaemon(true);
                return t;
            });
        }
        return pool;
    }

    /** The statistics of the root's children, merged over the trees by move. */
    private List<ChildStatistics> rootChildren(SearchTree[] sources) {
        Map<Integer, double[]> merged = new LinkedHashMap<>();
        for (SearchTree tree : sources) {
            for (int child = tree.firstChild(0); child != SearchTree.NONE; child = tree.next(child)) {
                int stats = tree.resolve(child);
                double[] sum = merged.computeIfAbsent(tree.move(child), m -> new double[4]);
                sum[0] += tree.visits(stats);
                sum[1] += tree.reward(stats);
                int proof = tree.proof(stats);
                if (proof != SearchTree.UNPROVEN && (solver || (tree.status(stats)
                        & SearchTree.FLAG_TERMINAL) != 0)) {
                    sum[2] = proof;
                    sum[3] = tree.proofPlies(stats);
                }
            }
        }
        List<ChildStatistics> children = new ArrayList<>();
        merged.forEach((move, sum) -> children.add(new ChildStatistics(move, (long) sum[0],
                sum[0] == 0 ? 0 : sum[1] / sum[0], (int) sum[2], (int) sum[3])));
        return children;
    }

    /**
     * Builds the result. At the end of the search every tree is read; while it runs, only the first
     * tree, which the calling worker may read safely (see {@link Monitor}).
     */
    private SearchResult result(MctsWorker[] workers, GameState rootState, SearchRun run, int reused,
            boolean last) {
        SearchTree[] sources = last ? trees : new SearchTree[] {trees[0]};
        List<ChildStatistics> children = rootChildren(sources);
        int player = rootState.toMove();
        SearchResult.Builder builder = SearchResult.builder();
        int best = -1;
        if (!children.isEmpty()) {
            best = finalMove.choose(children, player);
        }
        int bestMove = best >= 0 ? children.get(best).move() : firstLegalMove(rootState);
        if (rootState.isChanceNode()) {
            // No player moves at a chance root: its children are dice, not choices, drawn with their
            // probabilities. The score is the visit-weighted mean, the chance node's expected value; the root
            // table still shows each outcome.
            bestMove = GameState.NO_MOVE;
            double weighted = 0;
            long visits = 0;
            for (ChildStatistics child : children) {
                weighted += child.mean() * child.visits();
                visits += child.visits();
            }
            builder.score(visits == 0 ? 0 : (int) Math.round((2 * weighted / visits - 1) * evaluator.winScore()));
        } else {
            builder.score(score(sources, children, best, player));
        }
        builder.bestMove(bestMove);
        List<Integer> line = bestMove == GameState.NO_MOVE ? List.of() : principalVariation(bestMove);
        builder.principalVariation(line);
        builder.depth(line.size());
        long iterations = 0;
        long positions = 0;
        int deepest = 0;
        for (MctsWorker worker : workers) {
            if (worker == null) {
                continue; // not started yet: a progress report early in the search
            }
            iterations += worker.iterations;
            positions += worker.iteration().positions;
            deepest = Math.max(deepest, worker.iteration().deepestPath);
        }
        long nanos = Math.max(1, run.elapsedNanos());
        int treeNodes = 0;
        for (SearchTree tree : sources) {
            treeNodes += last ? tree.nodeCount() : tree.size();
        }
        builder.selectiveDepth(deepest).nodes(positions).timeMillis(nanos / 1_000_000)
                .statistic(SearchStatistics.ITERATIONS, iterations)
                .statistic(SearchStatistics.PLAYOUTS_PER_SECOND, Math.round(iterations * 1e9 / nanos))
                .statistic(SearchStatistics.TREE_NODES, treeNodes)
                .statistic(SearchStatistics.REUSED_NODES, reused);
        if (config.transpositions()) {
            long shared = 0;
            for (SearchTree tree : sources) {
                shared += last ? tree.aliasCount() : 0;
            }
            builder.statistic(SearchStatistics.SHARED_NODES, shared);
        }
        if (last) {
            children.sort(Comparator.comparingLong(ChildStatistics::visits).reversed());
            for (ChildStatistics child : children) {
                builder.rootMove(new RootMoveStatistics(child.move(), child.visits(), child.mean()));
            }
        }
        return builder.build();
    }

    private int score(SearchTree[] sources, List<ChildStatistics> children, int best, int player) {
        if (solver) {
            for (SearchTree tree : sources) {
                int proof = tree.proof(0);
                if (proof != SearchTree.UNPROVEN) {
                    int plies = tree.proofPlies(0);
                    return proof == SearchTree.PROVEN_DRAW ? 0
                            : SearchTree.provenReward(proof, player) == 1.0 ? Scores.winIn(plies) : Scores.lossIn(plies);
                }
            }
        }
        if (best < 0) {
            return 0;
        }
        double mean = children.get(best).mean();
        return (int) Math.round((2 * mean - 1) * evaluator.winScore());
    }

    /** The chosen move, then the most visited child at each level of the first tree. */
    private List<Integer> principalVariation(int bestMove) {
        List<Integer> line = new ArrayList<>();
        if (bestMove == GameState.NO_MOVE) {
            return line;
        }
        line.add(bestMove);
        SearchTree tree = trees[0];
        int node = SearchTree.NONE;
        for (int child = tree.firstChild(0); child != SearchTree.NONE; child = tree.next(child)) {
            if (tree.move(child) == bestMove) {
                node = tree.resolve(child);
            }
        }
        while (node != SearchTree.NONE && line.size() < game.maxPlies()) {
            int best = SearchTree.NONE;
            for (int child = tree.firstChild(node); child != SearchTree.NONE; child = tree.next(child)) {
                int stats = tree.resolve(child);
                if (tree.visits(stats) > 0 && (best == SearchTree.NONE || tree.visits(stats) > tree.visits(
                        tree.resolve(best)))) {
                    best = child;
                }
            }
            if (best == SearchTree.NONE || tree.visits(tree.resolve(best)) < 2) {
                break;
            }
            line.add(tree.move(best));
            node = tree.resolve(best);
        }
        return line;
    }

    private int firstLegalMove(GameState state) {
        int[] moves = new int[game.maxMoves()];
        return state.legalMoves(moves) == 0 ? GameState.NO_MOVE : moves[0];
    }

    private SearchProgress progress(SearchResult result) {
        int fill = 0;
        for (SearchTree tree : trees) {
            fill = Math.max(fill, (int) Math.min(1000, 1000L * tree.size() / Math.max(1, tree.maxNodes())));
        }
        return new SearchProgress(result.depth(), result.selectiveDepth(), result.score(), result.nodes(),
                result.timeMillis(), fill, result.principalVariation(), 1);
    }

    /**
     * Watches a running search from worker 0: the stop request, the time budget (extended on a clock
     * while the most visited move is not the best-scoring one), and progress reports. It reads only the
     * first tree, which is worker 0's own under root parallelism; under tree parallelism it holds the
     * tree as an iteration would, so that no other worker grows the arrays while it reads.
     */
    final class Monitor implements StopCheck {
        private final MctsWorker[] workers;
        private final GameState rootState;
        private final SearchListener listener;
        private long lastReportNanos;

        Monitor(MctsWorker[] workers, GameState rootState, SearchListener listener) {
            this.workers = workers;
            this.rootState = rootState;
            this.listener = listener;
            this.lastReportNanos = System.nanoTime();
        }

        @Override
        public boolean poll(SearchRun run) {
            if (stopRequested) {
                return true;
            }
            SearchTree tree = trees[0];
            tree.beginIteration(0, 0);
            try {
                return mustStop(run);
            } finally {
                tree.endIteration(0);
            }
        }

        private boolean mustStop(SearchRun run) {
            if (run.budget.isLimited()) {
                long elapsed = run.elapsedNanos();
                if (run.budget.hardExpired(elapsed)) {
                    return true;
                }
                if (run.budget.softExpired(elapsed) && !(run.extendable && unstable())) {
                    return true;
                }
            }
            if (listener != SearchListener.NONE && System.nanoTime() - lastReportNanos > PROGRESS_INTERVAL_NANOS) {
                lastReportNanos = System.nanoTime();
                listener.onProgress(progress(result(workers, rootState, run, 0, false)));
            }
            return false;
        }

        /** Whether the most visited child of the first tree is not the one with the best mean. */
        private boolean unstable() {
            SearchTree tree = trees[0];
            int mostVisited = SearchTree.NONE;
            int bestMean = SearchTree.NONE;
            for (int child = tree.firstChild(0); child != SearchTree.NONE; child = tree.next(child)) {
                int stats = tree.resolve(child);
                if (mostVisited == SearchTree.NONE || tree.visits(stats) > tree.visits(mostVisited)) {
                    mostVisited = stats;
                }
                if (bestMean == SearchTree.NONE || tree.mean(stats) > tree.mean(bestMean)) {
                    bestMean = stats;
                }
            }
            return mostVisited != bestMean;
        }
    }

    @Override
    public void stop() {
        stopRequested = true;
        SearchRun run = currentRun;
        if (run != null) {
            run.stop();
        }
    }

    @Override
    public void newGame() {
        previousRoot = null;
        seed(config.seed());
    }

    /**
     * Starts a new game whose random choices derive from the search's {@code seed} option and this
     * game's seed together.
     */
    @Override
    public void newGame(long gameSeed) {
        previousRoot = null;
        seed(config.seed() * ZobristKeys.GOLDEN_GAMMA + gameSeed);
    }

    @Override
    public synchronized void close() {
        if (pool != null) {
            pool.shutdownNow();
            pool = null;
        }
    }
}

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
import dev.ply.core.search.Scores;
import dev.ply.core.search.Search;
import dev.ply.core.search.SearchClock;
import dev.ply.core.search.SearchLimits;
import dev.ply.core.search.SearchListener;
import dev.ply.core.search.SearchResult;
import dev.ply.core.search.SearchSetup;
import dev.ply.core.search.SearchTracer;
import dev.ply.search.mcts.backpropagation.AmafBackpropagation;
import dev.ply.search.mcts.backpropagation.BackpropagationPolicy;
import dev.ply.search.mcts.backpropagation.MonteCarloBackpropagation;
import dev.ply.search.mcts.backpropagation.SolverBackpropagation;
import dev.ply.search.mcts.finalmoveselection.FinalMoveSelection;
import dev.ply.search.mcts.playout.PlayoutPolicy;
import dev.ply.search.mcts.selection.SelectionPolicy;
import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.RewardScale;
import dev.ply.search.mcts.tree.SearchTree;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Monte Carlo Tree Search assembled from the strategies its {@link MctsConfig} names, on one thread,
 * on several threads sharing one tree (tree parallelism with virtual loss), or on several threads
 * with a tree each, merged at the root (root parallelism).
 *
 * <p>The tree is kept from one search to the next: a later search whose root is a position the tree
 * already holds (the previous root, or a node up to {@value TreeReuse#REUSE_DEPTH} plies below it) starts from
 * that node's subtree, statistics included.
 *
 * <p>The score of the result is the chosen move's mean reward {@code q} from the side to move's view,
 * mapped to the evaluator's units as the expected game result {@code (2q - 1)·winScore()}; with the
 * solver, a proven root scores {@link Scores#winIn(int)}, {@link Scores#lossIn(int)} or 0.
 */
final class MctsSearch implements Search {

    private static final Logger LOG = LoggerFactory.getLogger(MctsSearch.class);


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
    private final WorkerPool pool;
    private final AutoCloseable batching;
    private final SearchResults results;

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
                config.selection() == Mcts.Selection.PUCT && custom.selection == null
                        ? guide(game, config, custom.network) : null);
        this.finalMove = custom.finalMove != null ? custom.finalMove : config.finalMoveSelection();
        this.columns = new SearchTree.Columns(solver, selection.usesPriors(), amaf, config.transpositions());
        int treeCount = config.rootParallel() ? config.threads() : 1;
        this.trees = new SearchTree[treeCount];
        for (int i = 0; i < treeCount; i++) {
            trees[i] = new SearchTree(columns, config.treeParallel() ? config.threads() : 1);
        }
        this.pool = new WorkerPool(config.threads());
        // A batching network this search asked for (option batch) is its own, closed with it; a network given, or
        // one the loader serves to many searches (self-play's), is not.
        this.batching = custom.network == null && config.batch() > 1 && strategies.guide() != null
                && strategies.guide().network() instanceof AutoCloseable closeable ? closeable : null;
        this.results = new SearchResults(game, evaluator, finalMove, solver, config.transpositions(), trees);
        this.randoms = new SplittableRandom[RANDOM_STRIDE * config.threads()];
        this.salt = new SplittableRandom(config.seed()).nextLong();
        seed(config.seed());
    }

    /** The network of {@code selection=puct}, checked against the game's encoding. */
    private static NetworkGuide guide(Game game, MctsConfig config, PolicyValueNetwork own) {
        if (!(game.newState() instanceof NetworkEncoding encoding)) {
            throw new InvalidInputException("mcts: selection=puct needs a game a network can read; " + game.id()
                    + " has no network encoding");
        }
        // The engine evaluates the calls of every thread together: up to each thread's batch times the threads.
        PolicyValueNetwork network = own != null ? own
                : Ply.network(game, config.net(), config.batch() > 1 ? config.batch() * config.threads() : 1);
        if (!network.encodingName().equals(encoding.encodingName()) || network.inputSize() != encoding.inputSize()
                || network.actionCount() != encoding.actionCount()) {
            throw new InvalidInputException("mcts: the network is made for encoding " + network.encodingName()
                    + ", not " + game.id() + "'s " + encoding.encodingName());
        }
        return new NetworkGuide(network, config.noise(), config.batch());
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
            reused += TreeReuse.prepare(tree, previousRoot, rootState, maxNodes, config.reuse());
        }
        previousRoot = rootState.copy();
        SearchRun run = new SearchRun(limits, clock, startNanos, config.threads(), config.rootParallel(),
                strategies.guide() != null ? strategies.guide().leaves() : 1);
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
                iteration.ignoreInAmaf(passes.passMove());
            }
            MctsWorker worker = new MctsWorker(i, trees[config.rootParallel() ? i : 0], iteration, strategies,
                    maxTreeDepth, game.maxMoves(), treeSalt(i));
            workers[i] = worker;
            if (i == 0 && tracer != null) {
                worker.trace(tracer, config.exploration());
            }
            return worker;
        };
        SearchMonitor monitor = new SearchMonitor(workers, rootState, listener, trees[0], results,
                () -> stopRequested);
        RootSharing sharing = config.rootParallel() && trees.length > 1 && !rootState.isChanceNode()
                ? new RootSharing(trees, rootState, game.maxMoves()) : null;
        try {
            pool.run(workers.length, factory, run, monitor, sharing);
        } finally {
            if (sharing != null) {
                sharing.withdraw();
            }
        }
        currentRun = null;
        if (run.wasTreeFull()) {
            LOG.debug("mcts stopped: the tree reached its limit of {} nodes", maxNodes);
        }
        SearchResult result = results.result(workers, rootState, run, reused, true);
        listener.onProgress(results.progress(result));
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
    public void close() {
        pool.close();
        if (batching != null) {
            try {
                batching.close();
            } catch (Exception e) {
                throw new IllegalStateException("cannot close the network: " + e.getMessage(), e);
            }
        }
    }
}

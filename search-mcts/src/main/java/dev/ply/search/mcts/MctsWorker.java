package dev.ply.search.mcts;

import dev.ply.core.GameState;
import dev.ply.core.capability.DrawRules;
import dev.ply.core.capability.MovePriors;
import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.search.SearchTracer;
import dev.ply.search.mcts.backpropagation.BackpropagationPolicy;
import dev.ply.search.mcts.backpropagation.MonteCarloBackpropagation;
import dev.ply.search.mcts.playout.PlayoutPolicy;
import dev.ply.search.mcts.selection.SelectionPolicy;
import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.RewardScale;
import dev.ply.search.mcts.tree.Proofs;
import dev.ply.search.mcts.tree.SearchTree;

/**
 * One thread's share of a search: runs iterations (selection, expansion, simulation,
 * backpropagation) on a tree, from the root, until the run says stop.
 *
 * <p>Expansion adds one node per iteration: the next untried move of the first node on the path that
 * still has one. A node's untried moves are taken in a random order fixed by its position's key, so
 * that every worker (and a reused tree) agrees on which moves are taken. A chance node gets all its
 * outcome nodes at once, and the descent samples one with its probability. With transpositions, a new
 * child whose position is already in the tree becomes an alias of that node and the descent goes on
 * through it.
 *
 * <p>Under tree parallelism the worker keeps its updates of the tree's hot nodes (the root and the top
 * levels, see {@link SearchTree}) to itself and publishes them in batches, more rarely as the search
 * goes on ({@link #publishIfDue()}), and once more before it leaves the search.
 */
final class MctsWorker implements Runnable {

    /**
     * Under tree parallelism, a worker publishes its pending statistics of the hot nodes (the top of
     * the tree) once it has run this fraction of its iterations so far since it last did...
     */
    static final int PUBLISH_FRACTION = 16;
    /** ...or this many iterations, whichever comes first... */
    static final int MAX_PUBLISH_INTERVAL = 256;
    /** ...but never after fewer than this many (one batch of the run). */
    static final int MIN_PUBLISH_INTERVAL = SearchRun.BATCH;

    private final int index;
    private final SearchTree tree;
    /** The iteration state of the descent under way: the worker's own, or a lane of its {@link LeafBatch}. */
    private Iteration iteration;
    private final SelectionPolicy selection;
    private final PlayoutPolicy playout;
    private final BackpropagationPolicy[] backpropagation;
    private final RewardScale scale;
    private final DrawRules drawRules;
    private final int virtualLoss;
    private final int maxTreeDepth;
    private final int reserve;
    private final boolean solver;
    private final boolean priors;
    private final boolean transpositions;
    private final long salt;
    private final int rootMover;
    private final boolean concurrent;
    /** Iterations run since this worker last published its pending statistics. */
    private long unpublished;
    /** Under a node limit: this worker's positions already added to the search's count, and whether it is full. */
    private long countedPositions;
    private boolean nodeLimitReached;
    private SearchRun run;
    private StopCheck monitor;
    private RootSharing sharing;
    long iterations;
    /** Phase 2: one child per visit, or all at once (first-play urgency, priors, PUCT). */
    private final Expansion expansion;
    /** The game's prior knowledge of moves, when it has some: the source of the tree's priors. */
    private final MovePriors movePriors;
    /** The network that judges new leaves and gives their children priors ({@code mcts:az}), or {@code null}. */
    private final NetworkGuide guide;
    private final NetworkGuide.Scratch scratch;
    /** The leaves gathered for one network call (option {@code batch}), or {@code null} to evaluate each at once. */
    private final LeafBatch batch;
    /** Every iteration state this worker descends with: its own, and its batch's other lanes. */
    private final Iteration[] lanes;
    /** Whether descents now gather leaves into {@link #batch} rather than evaluate them. */
    private boolean gathering;
    /** The lane of the descent under way while gathering. */
    private int lane;
    /** While a waiting leaf is expanded: its row of the batch's outputs, else -1. */
    private int outputsRow = -1;

    MctsWorker(int index, SearchTree tree, Iteration iteration, Strategies strategies, int maxTreeDepth,
            int maxMoves, long salt) {
        this.index = index;
        this.tree = tree;
        this.iteration = iteration;
        this.selection = strategies.selection();
        this.playout = strategies.playout();
        this.backpropagation = strategies.backpropagation();
        this.scale = strategies.scale();
        this.drawRules = iteration.state instanceof DrawRules rules ? rules : null;
        this.virtualLoss = tree.concurrent() ? strategies.virtualLoss() : 1;
        this.maxTreeDepth = maxTreeDepth;
        this.reserve = maxMoves + 2;
        this.solver = strategies.solver();
        this.priors = tree.columns().priors();
        this.transpositions = tree.columns().transpositions();
        this.salt = salt;
        this.rootMover = 1 - iteration.state.toMove();
        this.concurrent = tree.concurrent();
        this.expansion = selection.scoresUnvisited() && !transpositions ? Expansion.ALL_AT_ONCE
                : Expansion.ONE_AT_A_TIME;
        this.movePriors = iteration.state instanceof MovePriors knowledge ? knowledge : null;
        this.guide = strategies.guide();
        this.scratch = guide == null ? null : guide.newScratch(maxMoves);
        this.batch = guide != null && guide.leaves() > 1 ? new LeafBatch(iteration, guide.network(), guide.leaves())
                : null;
        this.lanes = batch == null ? new Iteration[] {iteration} : batch.lanes();
    }

    /** The positions this worker's descents and play-outs entered, its lanes' included. */
    long positions() {
        long sum = 0;
        for (Iteration it : lanes) {
            sum += it.positions();
        }
        return sum;
    }

    /** The deepest path this worker descended, in plies from the root, its lanes' included. */
    int deepestPath() {
        int deepest = 0;
        for (Iteration it : lanes) {
            deepest = Math.max(deepest, it.deepestPath());
        }
        return deepest;
    }

    SearchTree tree() {
        return tree;
    }

    /** Runs iterations until the run stops; worker 0 also watches the clock and reports progress. */
    void runUntilStopped(SearchRun searchRun, StopCheck searchMonitor, RootSharing rootSharing) {
        this.run = searchRun;
        this.monitor = searchMonitor;
        this.sharing = rootSharing;
        this.countedPositions = positions();
        this.nodeLimitReached = false;
        run();
    }

    @Override
    public void run() {
        long done = 0;
        long nextSync = sharing == null ? Long.MAX_VALUE : RootSharing.nextExchange(0);
        outer:
        while (true) {
            if (done == nextSync) {
                sharing.await();
                nextSync = RootSharing.nextExchange(done);
            }
            int granted = run.claim(index, (int) Math.min(Integer.MAX_VALUE, nextSync - done));
            done += granted;
            if (granted == 0) {
                break;
            }
            // Room for the whole batch at once, so that the tree is entered and left once per batch.
            if (tree.beginIteration(index, reserve * granted)) {
                try {
                    int ran = 0;
                    while (ran < granted && !nodeLimitReached) {
                        if (batch != null) {
                            ran += descendBatch(granted - ran);
                        } else {
                            descendAndUpdate();
                            ran++;
                        }
                        countPositions();
                    }
                    iterations += ran;
                    unpublished += ran;
                    publishIfDue();
                } finally {
                    tree.endIteration(index);
                }
            } else {
                for (int i = 0; i < granted && !nodeLimitReached; i++) {
                    if (!iterate()) {
                        run.treeFull();
                        break outer;
                    }
                    countPositions();
                }
            }
            if (nodeLimitReached) {
                break;
            }
            if (solver && tree.proofs().proof(0) != Proofs.UNPROVEN) {
                run.stop();
                break;
            }
            if (index == 0 && monitor.poll(run)) {
                run.stop();
                break;
            }
        }
        publishRest();
    }

    /** Under a node limit, adds the positions of the iteration just run to the search's count. */
    private void countPositions() {
        if (run.nodeLimit != Long.MAX_VALUE) {
            long positions = positions();
            nodeLimitReached = run.countPositions(positions - countedPositions);
            countedPositions = positions;
        }
    }

    /**
     * Publishes this worker's pending statistics of the hot nodes once enough iterations have run
     * since the last time: every {@value #MIN_PUBLISH_INTERVAL} iterations at first, then every
     * {@value #PUBLISH_FRACTION}th of the worker's iterations so far, at most every
     * {@value #MAX_PUBLISH_INTERVAL}. So the other workers see its results at the top of the tree at
     * most a sixteenth of the search late, while the cache lines they read on every iteration change
     * rarely. Called inside an iteration.
     */
    private void publishIfDue() {
        if (concurrent && unpublished >= Math.max(MIN_PUBLISH_INTERVAL,
                Math.min(MAX_PUBLISH_INTERVAL, iterations / PUBLISH_FRACTION))) {
            tree.stats().publish(iteration);
            unpublished = 0;
        }
    }

    /** Publishes whatever is still pending as the worker leaves the search. */
    private void publishRest() {
        if (concurrent && iteration.hasPending() && tree.beginIteration(index, 0)) {
            try {
                tree.stats().publish(iteration);
                unpublished = 0;
            } finally {
                tree.endIteration(index);
            }
        }
    }

    /**
     * Runs one iteration.
     *
     * @return {@code false} if the tree had no room for it
     */
    boolean iterate() {
        if (!tree.beginIteration(index, reserve)) {
            return false;
        }
        try {
            descendAndUpdate();
            iterations++;
            unpublished++;
            publishIfDue();
        } finally {
            tree.endIteration(index);
        }
        return true;
    }

    /** What {@link #selectAndExpand()} returns when the iteration's new leaf still needs a play-out. */
    private static final double NOT_SCORED = -1;
    /** What it returns when the descent's leaf waits in the batch for the network. */
    private static final double WAITING = -2;

    /** Plies played from the root in the current iteration; taken back after the backup. */
    private int plies;
    /** Nodes the current iteration may still allocate: its share of the room reserved for it. */
    private int budget;

    /**
     * One iteration, in the four phases of the textbook: selection (descend by the selection policy through
     * fully expanded nodes), expansion (add one new child, or all outcomes of a chance node), simulation (play
     * out from the new node) and backpropagation (update the path with the result).
     */
    private void descendAndUpdate() {
        complete(selectAndExpand());
    }

    /** Phases 3 and 4 of the iteration under way: a play-out if its result is still unknown, then the backup. */
    private void complete(double result) {
        double known = result == NOT_SCORED ? playout.playout(iteration) : result;
        backUp(known);
        if (tracer != null) {
            tracer.iteration(iteration, known);
        }
    }

    /**
     * Up to a batch of iterations whose new leaves the network evaluates in one call ({@link LeafBatch}): each
     * descent on a lane of its own, those that end at a new leaf waiting, and then, after the call, each waiting
     * lane's expansion and backpropagation.
     *
     * @param most the iterations the worker may still run in the room it reserved
     * @return the iterations run
     */
    private int descendBatch(int most) {
        int count = Math.min(most, batch.size());
        batch.clear();
        gathering = true;
        try {
            for (lane = 0; lane < count; lane++) {
                iteration = batch.lane(lane);
                double result = selectAndExpand();
                if (result != WAITING) {
                    complete(result);
                }
            }
        } finally {
            gathering = false;
        }
        batch.evaluate(guide.network());
        for (int w = 0; w < batch.waiting(); w++) {
            iteration = batch.lane(batch.waitingLane(w));
            plies = batch.plies(w);
            budget = batch.budget(w);
            GameState state = iteration.state;
            double result;
            if (batch.owner(w)) {
                outputsRow = batch.row(w);
                int node = batch.leaf(w);
                result = addChildren(node, tree.moveCount(node), false, state.toMove(), true);
                outputsRow = -1;
            } else {
                result = NetworkGuide.reward(state, batch.values[batch.row(w)]);
            }
            complete(result);
        }
        iteration = batch.lane(0);
        return count;
    }

    /** Whether a descent while gathering has reached a leaf that waits in the batch (a collision). */
    boolean awaitsNetwork(int node) {
        return gathering && tree.firstChild(node) == SearchTree.NONE && batch.rowOf(node) >= 0;
    }

    /** What worker 0 reports to an attached tracer, or {@code null}. */
    private WorkerTracing tracer;

    /**
     * Attaches a tracer to this worker.
     *
     * @param newTracer the tracer, or {@code null}
     * @param exploration the UCT constant, to split the root children's values into their two terms
     */
    void trace(SearchTracer newTracer, double exploration) {
        tracer = newTracer == null ? null
                : new WorkerTracing(newTracer, tree, selection, exploration, iteration.maxPathLength());
    }

    /**
     * Phases 1 and 2, selection and expansion: descends from the root, choosing among the children of fully
     * expanded nodes by the selection policy, until a node with a move not yet in the tree (which it expands),
     * a finished or proven position, a draw by the rules, the depth cap or the end of the iteration's room.
     *
     * @return the reward of a position whose value is known, or {@link #NOT_SCORED} if it needs a play-out
     */
    private double selectAndExpand() {
        Iteration it = iteration;
        GameState state = it.state;
        it.startPath();
        int node = 0;
        push(node, rootMover);
        plies = 0;
        budget = reserve;
        while (true) {
            int status = tree.status(node);
            if ((status & SearchTree.FLAG_TERMINAL) != 0
                    || solver && (status & Proofs.PROOF_MASK) != Proofs.UNPROVEN) {
                return Proofs.provenReward(status & Proofs.PROOF_MASK, 0);
            }
            if (plies > 0 && drawRules != null && (drawRules.isRepetition() || drawRules.isDrawByRule())) {
                return 0.5;
            }
            if (plies >= maxTreeDepth) {
                return NOT_SCORED;
            }
            if ((status & SearchTree.FLAG_CHANCE) != 0 || tree.moveCount(node) < 0 && state.isChanceNode()) {
                boolean goOn = expandOrSampleChance(node);
                node = it.pathNode(it.pathLength() - 1);
                if (goOn) {
                    continue;
                }
                return rewardOrPlayout(node);
            }
            int player = state.toMove();
            int count = tree.moveCount(node);
            boolean generated = false;
            if (count < 0) {
                count = state.legalMoves(it.moves);
                generated = true;
                tree.setMoveCount(node, count);
            }
            Expansion.Next next = expansion.expand(this, node, count, generated, player);
            if (next == Expansion.Next.LEAF) {
                return rewardOrPlayout(it.pathNode(it.pathLength() - 1));
            }
            if (next == Expansion.Next.CONTINUE) {
                node = it.pathNode(it.pathLength() - 1);
                continue; // the descent goes on through the node the new child shares
            }
            if (next == Expansion.Next.NO_ROOM) {
                return NOT_SCORED;
            }
            if (next == Expansion.Next.WAITING) {
                batch.collide(lane, node, plies, budget);
                return WAITING;
            }
            // Phase 1, selection: the policy's choice among the children (UCT, RAVE, GRAVE, PUCT, solver rules).
            int child = selection.select(tree, it, node, player);
            if (child == SearchTree.NONE) {
                return NOT_SCORED;
            }
            int stats = tree.resolve(child);
            boolean fresh = expansion.leafAtUnvisitedChild() && tree.stats().visits(it, stats) == 0;
            state.play(tree.move(child));
            plies++;
            it.countPositions(1);
            it.record(tree.move(child), player);
            push(stats, player);
            node = stats;
            if (fresh) {
                return guide != null ? judgeLeaf(node) : rewardOrPlayout(node);
            }
        }
    }

    /** Claims the node's next untried move, if the iteration has room for a node: its index, or -1. */
    int claimExpansion(int node) {
        return budget >= 1 ? tree.claimExpansion(node) : -1;
    }

    /** Whether selection can go on at a node that {@link #claimExpansion} gave nothing: full, or room left. */
    boolean fullyExpandedOrRoom(int node) {
        return budget >= 1 || tree.fullyExpanded(node);
    }

    /** The reward of a node the descent stopped at: known if its position is finished, else a play-out's. */
    private double rewardOrPlayout(int node) {
        return (tree.status(node) & SearchTree.FLAG_TERMINAL) != 0 ? Proofs.provenReward(tree.proofs().proof(node), 0)
                : NOT_SCORED;
    }

    /**
     * At a chance node: creates all its outcome nodes on the first visit (phase 2), then draws one with its
     * probability, plays it and pushes it on the path.
     *
     * @param node the chance node
     * @return {@code true} to descend on from the outcome; {@code false} to stop at the last node on the path (the
     *     new outcome, or the chance node itself when the iteration has no room for its outcomes)
     */
    private boolean expandOrSampleChance(int node) {
        Iteration it = iteration;
        GameState state = it.state;
        int count = state.chanceOutcomes(it.moves, it.probabilities);
        int player = state.toMove();
        if (tree.firstChild(node) == SearchTree.NONE) {
            if (count > budget) {
                return false;
            }
            tree.addFlags(node, SearchTree.FLAG_CHANCE);
            if (!tree.createOutcomes(index, node, it.moves, count, player)) {
                return false;
            }
            budget -= count;
        }
        int outcome = it.sampleIndex(count);
        int child = tree.firstChild(node) + outcome;
        boolean fresh = tree.stats().visits(child) == 0;
        state.play(it.moves[outcome]);
        plies++;
        it.countPositions(1);
        it.record(tree.move(child), -1);
        push(child, player);
        if (fresh && state.isTerminal()) {
            markTerminal(child, state);
        }
        return !fresh;
    }

    /**
     * Phase 2, expansion: adds the node's {@code claimed}-th untried move (in the order the position's hash
     * fixes) as a new child, plays it and pushes it (or, for a transposition, the node it shares) on the path.
     *
     * @return {@code true} if the new child is a transposition, whose shared node the descent goes on through
     */
    boolean expandOne(int node, int claimed, int count, boolean generated, int player) {
        Iteration it = iteration;
        GameState state = it.state;
        if (!generated) {
            state.legalMoves(it.moves);
        }
        int move = Expansion.permutedMove(it.moves, count, claimed, state.hash() ^ salt);
        int child = newChild(move, player);
        state.play(move);
        plies++;
        it.countPositions(1);
        it.record(move, player);
        int stats = transpositions ? shareTransposition(child, player, state) : child;
        if (stats == child) {
            describeChild(child, state, player);
        }
        tree.linkChild(node, child);
        push(stats, player);
        return stats != child;
    }

    /**
     * Phase 2 under first-play urgency: creates the node's children not yet created (all of them, unless another
     * worker is creating some), in the order one-by-one expansion would take them, with the network's priors when
     * the search has one.
     *
     * @param evaluate whether to evaluate the position even when no child is left to create (a new leaf's value)
     * @return the network's value of the position for player 0, or {@link #NOT_SCORED} if it was not evaluated
     */
    double addChildren(int node, int count, boolean generated, int player, boolean evaluate) {
        Iteration it = iteration;
        GameState state = it.state;
        double value = NOT_SCORED;
        int claimed;
        boolean permuted = false;
        while (budget >= 1 && (claimed = tree.claimExpansion(node)) >= 0) {
            if (!permuted) {
                if (!generated) {
                    state.legalMoves(it.moves);
                }
                // The order one-by-one expansion would take: the k-th claimed move is moves[k].
                Expansion.permutedMove(it.moves, count, count - 1, state.hash() ^ salt);
                permuted = true;
                if (guide != null) {
                    value = evaluate(state, it.moves, count);
                    if (plies == 0 && guide.noisy()) {
                        guide.addNoise(scratch, count, it.random);
                    }
                }
            }
            addChild(node, it.moves[claimed], player, guide != null ? scratch.priors[claimed] : Double.NaN);
        }
        if (evaluate && value == NOT_SCORED) {
            if (!generated && !permuted) {
                state.legalMoves(it.moves);
            }
            value = evaluate(state, it.moves, count);
        }
        return value;
    }

    /** The network's value of a position and its moves' priors (in the scratch): from the batch, or asked now. */
    private double evaluate(GameState state, int[] moves, int count) {
        if (outputsRow >= 0) {
            return guide.outputs(state, moves, count, batch.logits, batch.logitsOffset(outputsRow),
                    batch.values[outputsRow], scratch);
        }
        return guide.evaluate(state, moves, count, scratch);
    }

    /**
     * Phase 3 with a network ({@code mcts:az}): a new leaf's value is the network's, not a play-out's, and its
     * children are created at once with the network's priors, so that it is evaluated once.
     *
     * @return the leaf's reward for player 0
     */
    private double judgeLeaf(int node) {
        GameState state = iteration.state;
        if ((tree.status(node) & SearchTree.FLAG_TERMINAL) != 0) {
            return Proofs.provenReward(tree.proofs().proof(node), 0);
        }
        if (drawRules != null && (drawRules.isRepetition() || drawRules.isDrawByRule())) {
            return 0.5;
        }
        if (plies >= maxTreeDepth) {
            return NOT_SCORED;
        }
        if (state.isChanceNode()) {
            // Before the dice: the network judges the position (its value averages over the rolls it has seen).
            return guide.value(state, scratch);
        }
        int count = tree.moveCount(node);
        boolean generated = false;
        if (count < 0) {
            count = state.legalMoves(iteration.moves);
            generated = true;
            tree.setMoveCount(node, count);
        }
        if (gathering) {
            batch.defer(lane, node, (NetworkEncoding) state, plies, budget);
            return WAITING;
        }
        return addChildren(node, count, generated, state.toMove(), true);
    }

    /**
     * Adds a move as a new, unvisited child, its terminal status and prior set by playing the move and taking it
     * back; the descent stays at the node.
     *
     * @param prior the network's prior of the move, or NaN for the game's or the evaluator's
     */
    private void addChild(int node, int move, int player, double prior) {
        GameState state = iteration.state;
        int child = newChild(move, player);
        state.play(move);
        describeChild(child, state, player);
        state.undo();
        if (!Double.isNaN(prior)) {
            tree.priors().setPrior(child, (float) prior);
        }
        tree.linkChild(node, child);
    }

    /** Allocates a child for a move (hot near the root) and gives it the game's prior of the move, if any. */
    private int newChild(int move, int player) {
        int child = plies < SearchTree.HOT_LEVELS ? tree.allocateHotNode(index, move, player)
                : tree.allocateNode(index, move, player);
        budget--;
        if (priors && movePriors != null && guide == null) {
            // The game's opinion, from the mover's view, read before the move is made.
            tree.priors().setPrior(child, (float) movePriors.movePrior(move));
        }
        return child;
    }

    /** With the child's move played: marks a finished position and, without the game's priors, the evaluator's. */
    private void describeChild(int child, GameState state, int player) {
        if (state.isTerminal()) {
            tree.proofs().setTerminal(child, RewardScale.terminalProof(state));
        }
        if (priors && movePriors == null && guide == null) {
            tree.priors().setPrior(child, (float) scale.reward(state, player));
        }
    }

    /**
     * Phase 4, backpropagation: the result goes up the path through each backpropagation policy (Monte Carlo
     * statistics, AMAF, proofs), and the iteration's moves are taken back.
     */
    private void backUp(double result) {
        Iteration it = iteration;
        it.setResult(result);
        it.noteDepth(plies);
        for (BackpropagationPolicy policy : backpropagation) {
            policy.update(tree, it);
        }
        GameState state = it.state;
        for (int i = 0; i < plies; i++) {
            state.undo();
        }
    }

    private void push(int node, int mover) {
        tree.stats().addVisits(iteration, iteration.pathLength(), node, virtualLoss);
        iteration.push(node, mover);
    }

    private void markTerminal(int node, GameState state) {
        tree.proofs().prove(node, RewardScale.terminalProof(state), 0);
        tree.addFlags(node, SearchTree.FLAG_TERMINAL);
    }

    /** Links a new child to an existing node of the same position, or registers it as the first. */
    private int shareTransposition(int child, int player, GameState state) {
        long key = state.hash();
        int existing = tree.transpositions().find(key);
        if (existing != SearchTree.NONE && tree.transpositions().mover(existing) == player && !onPath(existing)) {
            tree.setAlias(child, existing);
            return existing;
        }
        if (existing == SearchTree.NONE) {
            tree.transpositions().register(child, key);
        }
        return child;
    }

    private boolean onPath(int node) {
        for (int i = 0; i < iteration.pathLength(); i++) {
            if (iteration.pathNode(i) == node) {
                return true;
            }
        }
        return false;
    }
}

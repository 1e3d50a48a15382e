package dev.ply.search.mcts.tree;

import dev.ply.search.mcts.tree.NodeColumns.Column;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The Monte Carlo tree: nodes kept in parallel primitive arrays indexed by node number, grown by
 * doubling, never one object per node.
 *
 * <p><b>Layout.</b> Node 0 is the root. A node records the move that led to it ({@link #move(int)}),
 * its first child and its next sibling (children form a singly linked list, newest first), how many
 * of its legal moves have been handed out for expansion, how many legal moves it has, its visit count
 * and its reward sum. Rewards are in [0, 1] (win 1, draw ½, loss 0) <em>from the view of the player
 * who moved into the node</em> ({@link #mover(int)}); for the outcome nodes of a chance node that is
 * the player who moves after the chance event. The children of a chance node are allocated together,
 * one per outcome in {@link dev.ply.core.GameState#chanceOutcomes(int[], double[])} order, so outcome
 * {@code i} is node {@code firstChild + i}.
 *
 * <p><b>Status byte.</b> Bits {@link #PROOF_MASK} hold a proven game value for the solver, from
 * player 0's view ({@link #PROVEN_WIN_0}, {@link #PROVEN_WIN_1}, {@link #PROVEN_DRAW}, or
 * {@link #UNPROVEN}); {@link #FLAG_TERMINAL} marks a position where the game is over and
 * {@link #FLAG_CHANCE} a chance node.
 *
 * <p><b>Optional columns</b> exist only when their enhancement is on: proof distances (solver), priors
 * (progressive bias), all-moves-as-first statistics (RAVE/GRAVE), and, for transpositions, an alias
 * column (a child that is the same position as a node elsewhere in the tree points to it and shares
 * its statistics and children), the position key and the mover of each node, with a key-to-node map.
 *
 * <p><b>Threads.</b> In {@linkplain #concurrent() concurrent} mode several workers descend the same
 * tree (tree parallelism): children are published with compare-and-set, and the arrays are only
 * replaced (grown) between iterations, when no worker is inside one ({@link #beginIteration(int, int)}).
 * Statistics are read without locks; a reader may see a value a moment old, which Monte Carlo search
 * tolerates. In single-threaded mode every access is plain.
 *
 * <p><b>Hot region and batched statistics.</b> Under tree parallelism the root and the nodes of the
 * top {@value #HOT_LEVELS} levels, which every iteration of every worker passes through, are
 * <em>hot</em> ({@link #isHot(int)}): they are numbered from 0 in a region at the start of the arrays
 * ({@link #allocateHotNode(int, int, int)}), ahead of the workers' chunks, so that their counters are
 * packed together (the root's children's in two or three cache lines) and, but for the region's last
 * line, share no cache line with a deeper node. A worker does not write a hot node's shared counters
 * on every iteration: it adds its visits and rewards to pending counters of its own, kept in its
 * {@link Iteration}, reads a hot node as the shared counters plus its own pending ones
 * ({@link #visits(Iteration, int)}, {@link #reward(Iteration, int)}), and adds its pending counters to
 * the shared ones atomically every so many iterations ({@link #publish(Iteration)}). So the cache lines
 * that every worker reads on every iteration change once per batch instead of twice per iteration and
 * node; other workers see a worker's results at the top of the tree a batch late, and its virtual loss
 * there not at all (they see the batch only once its results are in). Below the hot region counters
 * are shared at once, virtual loss included: atomically up to {@value #EXACT_LEVELS} plies below the
 * root (chance outcomes, transpositions), with plain writes deeper
 * ({@link #addVisits(Iteration, int, int, int)}).
 *
 * <p><b>Parts.</b> This class is the tree's one interface to the searches: each accessor below reads or writes
 * one column, which is why it stays above the module's 600 lines. The work behind them is done by
 * package-private classes of one job each: {@link NodeColumns} (the column registry: storage, growth, clearing,
 * compaction), {@link NodeAllocator} (slots, worker chunks, the hot region, growth between iterations),
 * {@link PendingStatistics} (the hot nodes' batched statistics), {@link PositionIndex} (the transposition
 * index) and {@link SubtreeCompaction} (the plan for keeping a subtree).
 */
public final class SearchTree {

    /** No node: the end of a child list, a node without children. */
    public static final int NONE = -1;

    /** Mask of the proof bits of the status byte. */
    public static final int PROOF_MASK = 0b11;
    /** Proof bits: the node's game value is not known. */
    public static final int UNPROVEN = 0;
    /** Proof bits: player 0 wins from this node with best play. */
    public static final int PROVEN_WIN_0 = 1;
    /** Proof bits: player 1 wins from this node with best play. */
    public static final int PROVEN_WIN_1 = 2;
    /** Proof bits: the node is a draw with best play. */
    public static final int PROVEN_DRAW = 3;
    /** Status flag: the game is over in this node's position. */
    public static final int FLAG_TERMINAL = 1 << 2;
    /** Status flag: the node is a chance node. */
    public static final int FLAG_CHANCE = 1 << 3;
    /**
     * How many levels below the root are hot under tree parallelism: the nodes a worker allocates
     * fewer than this many plies below the root take {@link #allocateHotNode(int, int, int)}.
     */
    public static final int HOT_LEVELS = 2;
    /**
     * Under tree parallelism, path nodes this many plies below the root or fewer that are not hot
     * (chance outcomes, nodes shared through transpositions) are updated atomically; deeper ones, which
     * two workers seldom update at the same moment, with plain writes that may rarely lose an update
     * (the lock-free tree of Enzenberger and Müller 2010).
     */
    public static final int EXACT_LEVELS = 2;
    /** The most nodes the hot region holds, whatever the game. */
    public static final int HOT_REGION_LIMIT = 4096;

    private static final int INITIAL_CAPACITY = 1 << 12;
    /** Rewards are summed as fixed-point numbers with 32 fractional bits, exact for wins, draws and losses. */
    private static final double REWARD_SCALE = 0x1p32;
    private static final double REWARD_UNIT = 0x1p-32;
    /** The move recorded for the root, which no move led to. */
    private static final int GAME_START_MOVE = -1;
    private static final VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);
    private static final VarHandle DOUBLES = MethodHandles.arrayElementVarHandle(double[].class);
    private static final VarHandle BYTES = MethodHandles.arrayElementVarHandle(byte[].class);
    private static final VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);

    /**
     * Which optional columns a tree keeps.
     *
     * @param proofs proof distances for the solver
     * @param priors a heuristic prior per node, for progressive bias
     * @param amaf all-moves-as-first statistics per node, for RAVE and GRAVE
     * @param transpositions aliases, keys and movers, and the key-to-node map
     */
    public record Columns(boolean proofs, boolean priors, boolean amaf, boolean transpositions) {

        /**
         * The bytes one node takes with these columns (the map counted at its load).
         *
         * @return bytes per node
         */
        public int bytesPerNode() {
            int bytes = 5 * Integer.BYTES + 2 * Long.BYTES + 1;
            bytes += proofs ? Short.BYTES : 0;
            bytes += priors ? Float.BYTES : 0;
            bytes += amaf ? Integer.BYTES + Double.BYTES : 0;
            bytes += transpositions ? Integer.BYTES + Long.BYTES + 1 + 2 * (Long.BYTES + Integer.BYTES) : 0;
            return bytes;
        }
    }

    private final Columns columns;
    private final boolean concurrent;
    private final NodeColumns storage = new NodeColumns(INITIAL_CAPACITY);
    private final NodeAllocator allocator;

    // The columns. A fresh node holds each column's initial value; the optional ones are null when off.
    private final Column<int[]> move = storage.ints(GAME_START_MOVE);
    private final Column<int[]> next = storage.links();
    private final Column<int[]> firstChild = storage.links();
    /** Moves handed out for expansion; -1 while a worker creates a chance node's outcomes. */
    private final Column<int[]> expanded = storage.ints(0);
    /** Legal moves (or chance outcomes), -1 until counted. */
    private final Column<int[]> moveCount = storage.ints(-1);
    /** Visits at {@code 2 * node}, reward sum in units of 2^-32 at {@code 2 * node + 1}: one cache line. */
    private final Column<long[]> stats = storage.zeros(long[].class, 2);
    private final Column<byte[]> status = storage.zeros(byte[].class, 1);
    private final Column<short[]> proofPlies;
    private final Column<float[]> prior;
    private final Column<int[]> amafVisits;
    private final Column<double[]> amafReward;
    private final Column<int[]> alias;
    private final Column<long[]> key;
    private final Column<byte[]> mover;
    private PositionIndex index;

    /**
     * Creates an empty tree.
     *
     * @param columns the optional columns to keep
     * @param workers the number of threads that will share the tree; above 1 the tree is concurrent
     */
    public SearchTree(Columns columns, int workers) {
        this.columns = columns;
        this.concurrent = workers > 1;
        this.allocator = new NodeAllocator(workers, storage, this::grow);
        proofPlies = columns.proofs() ? storage.zeros(short[].class, 1) : null;
        prior = columns.priors() ? storage.zeros(float[].class, 1) : null;
        amafVisits = columns.amaf() ? storage.ints(0) : null;
        amafReward = columns.amaf() ? storage.zeros(double[].class, 1) : null;
        alias = columns.transpositions() ? storage.links() : null;
        key = columns.transpositions() ? storage.zeros(long[].class, 1) : null;
        mover = columns.transpositions() ? storage.zeros(byte[].class, 1) : null;
        index = columns.transpositions() ? new PositionIndex(concurrent, 2 * INITIAL_CAPACITY) : null;
    }

    /**
     * The optional columns this tree keeps.
     *
     * @return the columns
     */
    public Columns columns() {
        return columns;
    }

    /**
     * Whether several threads share this tree.
     *
     * @return {@code true} under tree parallelism
     */
    public boolean concurrent() {
        return concurrent;
    }

    /**
     * Sets the most nodes the tree may hold; {@link #beginIteration(int, int)} refuses to start an
     * iteration that could exceed it.
     *
     * @param nodes the limit, at least 1
     */
    public void setMaxNodes(int nodes) {
        allocator.setMaxNodes(nodes);
    }

    /**
     * The most nodes the tree may hold.
     *
     * @return the limit set by {@link #setMaxNodes(int)}
     */
    public int maxNodes() {
        return allocator.maxNodes();
    }

    /**
     * The number of node slots handed out, the root included; under tree parallelism this includes the
     * unused rest of each worker's chunk.
     *
     * @return slots in use
     */
    public int size() {
        return allocator.size();
    }

    /**
     * The number of nodes in the tree, the root included. Called when no worker runs.
     *
     * @return nodes allocated
     */
    public int nodeCount() {
        return allocator.nodeCount();
    }

    /**
     * Empties the tree and makes a new root.
     *
     * @param rootMover the player whose view the root's own statistics take (the root has no parent
     *     that chooses it, so this only matters for reports)
     * @return the root, node 0
     */
    public int reset(int rootMover) {
        storage.clear(allocator.size());
        if (index != null) {
            index.clear();
        }
        int root = allocator.reset();
        initialise(root, GAME_START_MOVE, rootMover);
        return root;
    }

    // ------------------------------------------------------------------ iterations and growth

    /**
     * Called by a worker before each iteration. Makes room for {@code reserve} more nodes for this
     * worker (under tree parallelism, in a chunk of its own), growing the arrays if needed (waiting
     * until no other worker is inside an iteration), and marks the worker as inside an iteration.
     *
     * @param worker the worker's number, 0 to {@code workers - 1}
     * @param reserve the most nodes one iteration can allocate
     * @return {@code false} if the node limit leaves no room: the iteration must not start
     */
    public boolean beginIteration(int worker, int reserve) {
        return allocator.beginIteration(worker, reserve);
    }

    /**
     * Called by a worker after each iteration.
     *
     * @param worker the worker's number
     */
    public void endIteration(int worker) {
        allocator.endIteration(worker);
    }

    /** Grows every column (and the position index with them) to at least {@code minimum} slots. */
    private void grow(int minimum) {
        int newCapacity = allocator.grownCapacity(minimum);
        storage.grow(newCapacity);
        if (index != null) {
            index.resize(2 * newCapacity);
        }
    }

    // ------------------------------------------------------------------ allocation

    /**
     * Allocates one node with no children and no statistics. Room must have been reserved by
     * {@link #beginIteration(int, int)}.
     *
     * @param moveIntoNode the move (or chance outcome) that leads to the node
     * @param moverIntoNode the player whose view the node's rewards take
     * @return the new node
     */
    public int allocateNode(int moveIntoNode, int moverIntoNode) {
        return allocateNode(0, moveIntoNode, moverIntoNode);
    }

    /**
     * Allocates one node for a worker, from the room {@link #beginIteration(int, int)} reserved.
     *
     * @param worker the worker's number
     * @param moveIntoNode the move (or chance outcome) that leads to the node
     * @param moverIntoNode the player whose view the node's rewards take
     * @return the new node
     */
    public int allocateNode(int worker, int moveIntoNode, int moverIntoNode) {
        int node = allocator.allocate(worker, 1);
        initialise(node, moveIntoNode, moverIntoNode);
        return node;
    }

    /**
     * Allocates a node that every worker will pass through often (the top levels of the tree). Under
     * tree parallelism it is taken from the hot region while that has room, which makes it
     * {@linkplain #isHot(int) hot}; otherwise, and in single-threaded mode, it is an ordinary node.
     *
     * @param worker the worker's number
     * @param moveIntoNode the move that leads to the node
     * @param moverIntoNode the player whose view the node's rewards take
     * @return the new node
     */
    public int allocateHotNode(int worker, int moveIntoNode, int moverIntoNode) {
        int node = allocator.allocateHot();
        if (node == NONE) {
            return allocateNode(worker, moveIntoNode, moverIntoNode);
        }
        initialise(node, moveIntoNode, moverIntoNode);
        return node;
    }

    /**
     * Whether a node is hot: under tree parallelism, the root and the nodes of the top levels that
     * {@link #allocateHotNode(int, int, int)} placed in the hot region. Workers keep their own pending
     * statistics of hot nodes and publish them in batches ({@link #publish(Iteration)}).
     *
     * @param node a node
     * @return {@code true} if it is hot; never in single-threaded mode
     */
    public boolean isHot(int node) {
        return allocator.isHot(node);
    }

    /**
     * Sets how many hot nodes are worth a place in the hot region under tree parallelism: the root
     * and the nodes of the top {@value #HOT_LEVELS} levels, {@code 1 + m + m²} for a game of at most
     * {@code m} moves. The region is fixed when the tree is {@linkplain #reset(int) reset} or a subtree
     * is kept, at most {@value #HOT_REGION_LIMIT} nodes and an eighth of the node limit; the top-level
     * nodes it has no room for are ordinary nodes.
     *
     * @param nodes the most hot nodes, at least 1
     */
    public void setHotCapacity(int nodes) {
        allocator.setHotCapacity(nodes);
    }

    /** Writes what a fresh slot holds that differs from every column's initial value. */
    private void initialise(int node, int moveIntoNode, int moverIntoNode) {
        move.values[node] = moveIntoNode;
        if (mover != null) {
            mover.values[node] = (byte) moverIntoNode;
        }
    }

    /**
     * Gives a chance node its outcome children, once: one node per outcome, allocated together and
     * linked in outcome order. Safe to call from several workers at once; exactly one creates them.
     *
     * @param worker the worker's number
     * @param node a chance node without children
     * @param outcomes the outcomes, in {@code chanceOutcomes} order; read only
     * @param count how many outcomes
     * @param moverAfter the player who moves after the chance event
     * @return {@code true} if the children exist now; {@code false} if another worker is still
     *     creating them
     */
    public boolean createOutcomes(int worker, int node, int[] outcomes, int count, int moverAfter) {
        if (concurrent) {
            if (!INTS.compareAndSet(expanded.values, node, 0, -1)) {
                return (int) INTS.getAcquire(expanded.values, node) > 0;
            }
        } else if (expanded.values[node] != 0) {
            return true;
        }
        int first = allocator.allocate(worker, count);
        for (int i = 0; i < count; i++) {
            initialise(first + i, outcomes[i], moverAfter);
            next.values[first + i] = i + 1 < count ? first + i + 1 : NONE;
        }
        moveCount.values[node] = count;
        if (concurrent) {
            INTS.setRelease(firstChild.values, node, first);
            INTS.setRelease(expanded.values, node, count);
        } else {
            firstChild.values[node] = first;
            expanded.values[node] = count;
        }
        return true;
    }

    /**
     * Links a new child at the head of its parent's child list, publishing it to other workers.
     *
     * @param parent the parent
     * @param child a node just allocated, fully written
     */
    public void linkChild(int parent, int child) {
        if (!concurrent) {
            next.values[child] = firstChild.values[parent];
            firstChild.values[parent] = child;
            return;
        }
        int head;
        do {
            head = (int) INTS.getAcquire(firstChild.values, parent);
            next.values[child] = head;
        } while (!INTS.compareAndSet(firstChild.values, parent, head, child));
    }

    /**
     * Claims the next untried move of a node for expansion.
     *
     * @param node a player node whose {@link #moveCount(int)} is known
     * @return the index of the claimed move in the node's expansion order, or -1 if every move has
     *     been handed out
     */
    public int claimExpansion(int node) {
        int count = moveCount.values[node];
        if (!concurrent) {
            int k = expanded.values[node];
            if (k >= count) {
                return -1;
            }
            expanded.values[node] = k + 1;
            return k;
        }
        // A plain first read: the count only grows, so a stale value just fails the compare-and-set.
        int k = expanded.values[node];
        while (k < count) {
            if (INTS.compareAndSet(expanded.values, node, k, k + 1)) {
                return k;
            }
            k = (int) INTS.getVolatile(expanded.values, node);
        }
        return -1;
    }

    // ------------------------------------------------------------------ reading

    /**
     * The move (or chance outcome) that led to a node.
     *
     * @param node a node
     * @return the move; -1 for the root
     */
    public int move(int node) {
        return move.values[node];
    }

    /**
     * The first child of a node, the newest for player nodes.
     *
     * @param node a node
     * @return a child, or {@link #NONE}
     */
    public int firstChild(int node) {
        return concurrent ? (int) INTS.getAcquire(firstChild.values, node) : firstChild.values[node];
    }

    /**
     * The next sibling of a node in its parent's child list.
     *
     * @param node a node
     * @return the sibling, or {@link #NONE}
     */
    public int next(int node) {
        return next.values[node];
    }

    /**
     * The number of legal moves (or chance outcomes) of a node's position, once known.
     *
     * @param node a node
     * @return the count, or -1 before the node was first expanded
     */
    public int moveCount(int node) {
        // A plain read even under tree parallelism: a stale -1 only makes the worker count the moves
        // again, and workers that race there record the same number.
        return moveCount.values[node];
    }

    /**
     * Records the number of legal moves of a node's position. Workers that race here write the same
     * number.
     *
     * @param node a node
     * @param count its legal move count
     */
    public void setMoveCount(int node, int count) {
        if (concurrent) {
            INTS.setRelease(moveCount.values, node, count);
        } else {
            moveCount.values[node] = count;
        }
    }

    /**
     * Whether every move of a node has been claimed and linked as a child.
     *
     * @param node a player node
     * @return {@code true} if the node has one child per legal move
     */
    public boolean fullyExpanded(int node) {
        int count = moveCount(node);
        if (count < 0 || expanded.values[node] < count) {
            return false;
        }
        int linked = 0;
        for (int child = firstChild(node); child != NONE; child = next.values[child]) {
            linked++;
        }
        return linked >= count;
    }

    /**
     * The visits of a node in the shared counters, virtual ones included while an iteration is in
     * flight. Under tree parallelism the root's visits are its children's plus one, and the visits of
     * hot nodes that workers have not published yet are not included (a worker's own view is
     * {@link #visits(Iteration, int)}).
     *
     * @param node a node
     * @return the visit count
     */
    public int visits(int node) {
        if (concurrent && node == 0) {
            return rootVisits();
        }
        return (int) stats.values[2 * node];
    }

    /**
     * Under tree parallelism the root's own counters are written only when workers publish their
     * batches ({@link #publish(Iteration)}), so between searches and in reports its visits are those
     * of its children plus one, which are exact once every worker has published.
     */
    private int rootVisits() {
        long sum = 1;
        for (int child = firstChild(0); child != NONE; child = next.values[child]) {
            sum += stats.values[2 * resolve(child)];
        }
        return (int) Math.min(Integer.MAX_VALUE, sum);
    }

    /**
     * The sum of the rewards backed up through a node, from its mover's view.
     *
     * @param node a node
     * @return the sum, in [0, visits]
     */
    public double reward(int node) {
        return stats.values[2 * node + 1] * REWARD_UNIT;
    }

    /**
     * The visits of a node as a worker sees them during its descent: under tree parallelism a hot
     * node's shared visits plus the worker's own not yet {@linkplain #publish(Iteration) published}
     * (and the root's visits are then its own counter, published in batches like its children's,
     * rather than its children's sum); otherwise {@link #visits(int)}. Meant for the worker's current
     * node and its children: deeper than the hot levels, only nodes shared through transpositions
     * can be hot, and other nodes are read without looking for pending statistics.
     *
     * @param seenBy the worker's iteration state, holding its path and pending statistics; read only
     * @param node the worker's current node or one of its children
     * @return the visit count, virtual visits included
     */
    public int visits(Iteration seenBy, int node) {
        long n = stats.values[2 * node];
        if (allocator.isHot(node)) {
            n += seenBy.pending.visits(node);
        }
        return (int) n;
    }

    /**
     * The reward sum of a node as a worker sees it during its descent: under tree parallelism a hot
     * node's shared sum plus the worker's own pending rewards; otherwise {@link #reward(int)}. As
     * {@link #visits(Iteration, int)}, for the worker's current node and its children.
     *
     * @param seenBy the worker's iteration state; read only
     * @param node the worker's current node or one of its children
     * @return the sum, from the node's mover's view
     */
    public double reward(Iteration seenBy, int node) {
        long sum = stats.values[2 * node + 1];
        if (allocator.isHot(node)) {
            sum += seenBy.pending.reward(node);
        }
        return sum * REWARD_UNIT;
    }

    /**
     * Adds visits to a node of a worker's path (virtual ones on the way down, corrections on the way
     * up). In single-threaded mode the write is plain. Under tree parallelism a hot node's visits go
     * to the worker's pending counters, to be published with its next {@link #publish(Iteration)};
     * other nodes' are written to the tree at once: atomically up to {@value #EXACT_LEVELS} plies
     * below the root (chance outcomes, transpositions), deeper with a plain write that may rarely be
     * lost to a race: deep nodes are seldom updated by two workers at the same moment, and an update
     * lost then costs less than making every update atomic (the lock-free tree of Enzenberger and
     * Müller 2010).
     *
     * @param worker the worker's iteration state, holding its pending statistics
     * @param pathIndex the node's place on the path, 0 for the root
     * @param node the node
     * @param count visits to add, possibly negative
     */
    public void addVisits(Iteration worker, int pathIndex, int node, int count) {
        if (!concurrent) {
            stats.values[2 * node] += count;
        } else if (allocator.isHot(node)) {
            worker.pending.addVisits(node, count);
        } else if (pathIndex <= EXACT_LEVELS) {
            LONGS.getAndAdd(stats.values, 2 * node, (long) count);
        } else {
            stats.values[2 * node] += count;
        }
    }

    /**
     * Adds a reward to a node of a worker's path, like {@link #addVisits(Iteration, int, int, int)};
     * under tree parallelism the root's reward sum, which nothing reads, is not kept.
     *
     * @param worker the worker's iteration state, holding its pending statistics
     * @param pathIndex the node's place on the path, 0 for the root
     * @param node the node
     * @param value a reward in [0, 1] from the node's mover's view
     */
    public void addReward(Iteration worker, int pathIndex, int node, double value) {
        long fixed = fixedPoint(value);
        if (!concurrent) {
            stats.values[2 * node + 1] += fixed;
        } else if (allocator.isHot(node)) {
            if (node != 0) {
                worker.pending.addReward(node, fixed);
            }
        } else if (pathIndex <= EXACT_LEVELS) {
            LONGS.getAndAdd(stats.values, 2 * node + 1, fixed);
        } else {
            stats.values[2 * node + 1] += fixed;
        }
    }

    /**
     * Adds a worker's pending statistics of the hot nodes to the shared counters, atomically, and
     * empties them. Called by the worker inside an iteration (between
     * {@link #beginIteration(int, int)} and {@link #endIteration(int)}, so that the arrays are not
     * replaced meanwhile), every so many iterations and before it leaves the search: once every
     * worker has published, the root's children's visits sum to the iterations run. Does nothing in
     * single-threaded mode, where nothing is pending.
     *
     * @param worker the worker's iteration state; its pending statistics are emptied
     */
    public void publish(Iteration worker) {
        worker.pending.publishTo(stats.values);
    }

    /**
     * The mean reward of a node from its mover's view.
     *
     * @param node a node
     * @return reward / visits, or 0 for an unvisited node
     */
    public double mean(int node) {
        long n = stats.values[2 * node];
        return n == 0 ? 0 : stats.values[2 * node + 1] * REWARD_UNIT / n;
    }

    /**
     * The status byte: proof bits and flags.
     *
     * @param node a node
     * @return the status
     */
    public int status(int node) {
        return status.values[node];
    }

    /**
     * The proof bits of a node.
     *
     * @param node a node
     * @return {@link #UNPROVEN}, {@link #PROVEN_WIN_0}, {@link #PROVEN_WIN_1} or {@link #PROVEN_DRAW}
     */
    public int proof(int node) {
        return status.values[node] & PROOF_MASK;
    }

    /**
     * Sets flags in a node's status byte.
     *
     * @param node a node
     * @param flags {@link #FLAG_TERMINAL} and/or {@link #FLAG_CHANCE}
     */
    public void addFlags(int node, int flags) {
        if (concurrent) {
            byte old;
            do {
                old = (byte) BYTES.getVolatile(status.values, node);
            } while (!BYTES.compareAndSet(status.values, node, old, (byte) (old | flags)));
        } else {
            status.values[node] |= (byte) flags;
        }
    }

    /**
     * Marks a node just allocated, before it is linked to its parent, as terminal with its game
     * value: no other worker can see it yet, so the writes are plain even under tree parallelism.
     *
     * @param node a node not yet linked
     * @param proof {@link #PROVEN_WIN_0}, {@link #PROVEN_WIN_1} or {@link #PROVEN_DRAW}
     */
    public void setTerminal(int node, int proof) {
        if (proofPlies != null) {
            proofPlies.values[node] = 0;
        }
        status.values[node] = (byte) ((status.values[node] & ~PROOF_MASK) | proof | FLAG_TERMINAL);
    }

    /**
     * Records a node's proven game value.
     *
     * @param node a node
     * @param proof {@link #PROVEN_WIN_0}, {@link #PROVEN_WIN_1} or {@link #PROVEN_DRAW}
     * @param plies the distance to the end of the game with best play, in plies
     */
    public void prove(int node, int proof, int plies) {
        if (proofPlies != null) {
            proofPlies.values[node] = (short) Math.min(plies, Short.MAX_VALUE);
        }
        if (concurrent) {
            byte old;
            do {
                old = (byte) BYTES.getVolatile(status.values, node);
            } while (!BYTES.compareAndSet(status.values, node, old, (byte) ((old & ~PROOF_MASK) | proof)));
        } else {
            status.values[node] = (byte) ((status.values[node] & ~PROOF_MASK) | proof);
        }
    }

    /**
     * The distance to the end of the game of a proven node.
     *
     * @param node a proven node
     * @return plies with best play; 0 without the proofs column
     */
    public int proofPlies(int node) {
        return proofPlies == null ? 0 : proofPlies.values[node];
    }

    /**
     * The reward a proven value is worth to a player.
     *
     * @param proof proof bits other than {@link #UNPROVEN}
     * @param player 0 or 1
     * @return 1 for a win, ½ for a draw, 0 for a loss
     */
    public static double provenReward(int proof, int player) {
        if (proof == PROVEN_DRAW) {
            return 0.5;
        }
        return (proof == PROVEN_WIN_0) == (player == 0) ? 1.0 : 0.0;
    }

    // ------------------------------------------------------------------ statistics

    /**
     * Adds visits to a node's shared counters, atomically under tree parallelism, where the root's
     * are not added (its visits are derived from its children, see {@link #visits(int)}). Workers
     * update the nodes of their path with {@link #addVisits(Iteration, int, int, int)} instead.
     *
     * @param node a node
     * @param count visits to add; may be negative to take back virtual visits
     */
    public void addVisits(int node, int count) {
        if (concurrent) {
            if (node != 0) {
                LONGS.getAndAdd(stats.values, 2 * node, (long) count);
            }
        } else {
            stats.values[2 * node] += count;
        }
    }

    /** A reward in [0, 1] in units of 2^-32, rounded to nearest; cheaper than Math.round for non-negative values. */
    private static long fixedPoint(double value) {
        return (long) (value * REWARD_SCALE + 0.5);
    }

    /**
     * Adds a reward to a node's shared sum, atomically under tree parallelism, where the root's is not
     * added. Workers update the nodes of their path with {@link #addReward(Iteration, int, int, double)}.
     *
     * @param node a node
     * @param value a reward in [0, 1] from the node's mover's view
     */
    public void addReward(int node, double value) {
        long fixed = fixedPoint(value);
        if (concurrent) {
            if (node != 0) {
                LONGS.getAndAdd(stats.values, 2 * node + 1, fixed);
            }
        } else {
            stats.values[2 * node + 1] += fixed;
        }
    }

    /**
     * The reward sum of a node exactly as kept: in units of 2<sup>-32</sup>, from its mover's view.
     *
     * @param node a node
     * @return the fixed-point sum, {@code reward(node) * 2^32}
     */
    public long rewardFixedPoint(int node) {
        return stats.values[2 * node + 1];
    }

    /**
     * Adds statistics gathered elsewhere to a node, or takes them back with negative values: root
     * parallelism lends each tree the other trees' statistics of the root's children this way. Only
     * for a tree that no worker is inside and that is not {@linkplain #concurrent() concurrent}.
     *
     * @param node a node
     * @param visits visits to add, possibly negative
     * @param rewardFixedPoint reward to add, in units of 2<sup>-32</sup> as {@link #rewardFixedPoint(int)}
     */
    public void addStatistics(int node, long visits, long rewardFixedPoint) {
        stats.values[2 * node] += visits;
        stats.values[2 * node + 1] += rewardFixedPoint;
    }

    /**
     * The heuristic prior of a node (progressive bias), from its mover's view.
     *
     * @param node a node
     * @return a value in [0, 1]
     */
    public float prior(int node) {
        return prior.values[node];
    }

    /**
     * Sets a node's heuristic prior, before the node is linked.
     *
     * @param node a node
     * @param value a value in [0, 1] from the node's mover's view
     */
    public void setPrior(int node, float value) {
        prior.values[node] = value;
    }

    /**
     * The all-moves-as-first visits of a node: play-outs through its parent in which the node's move
     * was played by its mover at any later point.
     *
     * @param node a node
     * @return the count
     */
    public int amafVisits(int node) {
        return amafVisits.values[node];
    }

    /**
     * The mean all-moves-as-first reward of a node, from its mover's view.
     *
     * @param node a node
     * @return the mean, or 0 without such visits
     */
    public double amafMean(int node) {
        int n = amafVisits.values[node];
        return n == 0 ? 0 : amafReward.values[node] / n;
    }

    /**
     * Adds one all-moves-as-first result to a node.
     *
     * @param node a node
     * @param value the reward from the node's mover's view
     */
    public void addAmaf(int node, double value) {
        if (concurrent) {
            INTS.getAndAdd(amafVisits.values, node, 1);
            DOUBLES.getAndAdd(amafReward.values, node, value);
        } else {
            amafVisits.values[node]++;
            amafReward.values[node] += value;
        }
    }

    // ------------------------------------------------------------------ transpositions

    /**
     * The node whose statistics and children a child uses: itself, or with transpositions the node
     * elsewhere in the tree that holds the same position.
     *
     * @param node a node
     * @return the node to read and update
     */
    public int resolve(int node) {
        if (alias == null) {
            return node;
        }
        int target = alias.values[node];
        return target == NONE ? node : target;
    }

    /**
     * The player whose view a node's rewards take, as recorded with transpositions.
     *
     * @param node a node
     * @return 0 or 1
     */
    public int mover(int node) {
        return mover.values[node];
    }

    /**
     * Makes a node an alias of another, before it is linked.
     *
     * @param node a new node
     * @param target the node holding the same position
     */
    public void setAlias(int node, int target) {
        alias.values[node] = target;
    }

    /**
     * The position key recorded for a node.
     *
     * @param node a node
     * @return the key, 0 if none was recorded
     */
    public long key(int node) {
        return key.values[node];
    }

    /**
     * Records a node's position key and enters it in the key-to-node map, unless the key is there
     * already.
     *
     * @param node a node that is not an alias
     * @param positionKey its position's hash
     */
    public void register(int node, long positionKey) {
        key.values[node] = positionKey;
        index.put(positionKey, node);
    }

    /**
     * Finds the node holding a position.
     *
     * @param positionKey the position's hash
     * @return the node, or {@link #NONE}
     */
    public int find(long positionKey) {
        return index.find(positionKey);
    }

    /**
     * How many nodes are aliases of a node elsewhere: transpositions found.
     *
     * @return the count; 0 without transpositions
     */
    public int aliasCount() {
        if (alias == null) {
            return 0;
        }
        // Walk the tree rather than the slots: unused chunk slots may hold stale values.
        int count = 0;
        int[] stack = new int[Math.max(1, allocator.size())];
        int top = 0;
        stack[top++] = 0;
        while (top > 0) {
            int node = stack[--top];
            for (int child = firstChild.values[node]; child != NONE; child = next.values[child]) {
                if (alias.values[child] != NONE) {
                    count++;
                } else {
                    stack[top++] = child;
                }
            }
        }
        return count;
    }

    // ------------------------------------------------------------------ reuse

    /**
     * Replaces this tree's contents with the subtree under {@code newRoot}, renumbered from 0 and
     * compacted ({@link SubtreeCompaction}); everything else is dropped. Shared (transposed) nodes stay
     * shared. Called between searches, when no worker runs.
     *
     * @param newRoot a node of this tree
     * @return the number of nodes kept
     */
    public int keepSubtree(int newRoot) {
        int hotRegion = concurrent ? allocator.hotRegionSize() : 0;
        SubtreeCompaction plan = SubtreeCompaction.plan(this, newRoot, hotRegion);
        int capacity = Math.max(INITIAL_CAPACITY, Integer.highestOneBit(Math.max(1, plan.slots())) * 2);
        storage.compact(plan.order(), plan.count(), plan.renumber(), capacity);
        // The root's sibling link belonged to its old parent's list.
        next.values[0] = NONE;
        allocator.restart(plan.slots(), plan.hotKept(), concurrent ? plan.hotKept() + plan.gap() : 0);
        if (index != null) {
            index = new PositionIndex(concurrent, 2 * capacity);
            for (int k = 0; k < plan.count(); k++) {
                int node = plan.renumber()[plan.order()[k]];
                if (alias.values[node] == NONE && key.values[node] != 0) {
                    index.put(key.values[node], node);
                }
            }
        }
        return plan.count();
    }
}

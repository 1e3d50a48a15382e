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
 * who moved into the node</em> ({@link Transpositions#mover(int)} records it); for the outcome nodes of a chance node that is
 * the player who moves after the chance event. The children of a chance node are allocated together,
 * one per outcome in {@link dev.ply.core.GameState#chanceOutcomes(int[], double[])} order, so outcome
 * {@code i} is node {@code firstChild + i}.
 *
 * <p><b>Status byte.</b> Bits {@link Proofs#PROOF_MASK} hold a proven game value for the solver, from
 * player 0's view ({@link Proofs#PROVEN_WIN_0}, {@link Proofs#PROVEN_WIN_1}, {@link Proofs#PROVEN_DRAW}, or
 * {@link Proofs#UNPROVEN}); {@link #FLAG_TERMINAL} marks a position where the game is over and
 * {@link #FLAG_CHANCE} a chance node.
 *
 * <p><b>Parts.</b> This class keeps the tree's shape (moves, links, expansion, status, aliases) and allocates its
 * nodes; the nodes' other attributes are parts of one job each, reached through it: {@link #stats()} (visits and
 * rewards), {@link #proofs()} (proven values and distances), {@link #priors()} (progressive bias, PUCT),
 * {@link #amaf()} (all-moves-as-first statistics, for RAVE and GRAVE) and {@link #transpositions()} (position keys,
 * movers and the key-to-node map). The optional ones exist only when their enhancement is on ({@link Columns}), as
 * does the alias column (a child that is the same position as a node elsewhere in the tree points to it and shares its statistics
 * and children). Package-private classes do the work behind them: {@link NodeColumns} (the column registry:
 * storage, growth, clearing, compaction), {@link NodeAllocator} (slots, worker chunks, the hot region, growth
 * between iterations), {@link PendingStatistics} (the hot nodes' batched statistics), {@link PositionIndex} (the
 * transposition index) and {@link SubtreeCompaction} (the plan for keeping a subtree).
 *
 * <p><b>Threads.</b> In {@linkplain #concurrent() concurrent} mode several workers descend the same
 * tree (tree parallelism): children are published with compare-and-set, and the arrays are only
 * replaced (grown) between iterations, when no worker is inside one ({@link #beginIteration(int, int)}).
 * Statistics are read without locks; a reader may see a value a moment old, which Monte Carlo search
 * tolerates. In single-threaded mode every access is plain. The root and the nodes of the top
 * {@value #HOT_LEVELS} levels, which every iteration of every worker passes through, are <em>hot</em>
 * ({@link #isHot(int)}): they are packed in a region of their own and their statistics are batched per worker
 * (see {@link NodeStatistics}).
 */
public final class SearchTree {

    /** No node: the end of a child list, a node without children. */
    public static final int NONE = -1;

    /** Status flag: the game is over in this node's position. */
    public static final int FLAG_TERMINAL = 1 << 2;
    /** Status flag: the node is a chance node. */
    public static final int FLAG_CHANCE = 1 << 3;
    /**
     * How many levels below the root are hot under tree parallelism: the nodes a worker allocates
     * fewer than this many plies below the root take {@link #allocateHotNode(int, int, int)}.
     */
    public static final int HOT_LEVELS = 2;
    /** The most nodes the hot region holds, whatever the game. */
    public static final int HOT_REGION_LIMIT = 4096;

    private static final int INITIAL_CAPACITY = 1 << 12;
    /** The move recorded for the root, which no move led to. */
    private static final int GAME_START_MOVE = -1;
    private static final VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);
    private static final VarHandle BYTES = MethodHandles.arrayElementVarHandle(byte[].class);

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
    private final Column<byte[]> status = storage.zeros(byte[].class, 1);
    private final Column<int[]> alias;
    // The parts of one job each, over columns of their own; the optional ones are null when off.
    private final NodeStatistics stats;
    private final Proofs proofs;
    private final Priors priors;
    private final AmafStatistics amaf;
    private final Transpositions transpositions;

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
        this.stats = new NodeStatistics(this, storage, allocator, concurrent);
        this.proofs = new Proofs(status, columns.proofs() ? storage.zeros(short[].class, 1) : null, concurrent);
        this.priors = columns.priors() ? new Priors(storage) : null;
        this.amaf = columns.amaf() ? new AmafStatistics(storage, concurrent) : null;
        this.alias = columns.transpositions() ? storage.links() : null;
        this.transpositions = columns.transpositions() ? new Transpositions(this, storage, concurrent) : null;
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
     * The nodes' visits and reward sums.
     *
     * @return the statistics, always kept
     */
    public NodeStatistics stats() {
        return stats;
    }

    /**
     * The nodes' proven game values and, with {@link Columns#proofs()}, their distances to the end of the game.
     *
     * @return the proofs, always kept
     */
    public Proofs proofs() {
        return proofs;
    }

    /**
     * The nodes' heuristic priors.
     *
     * @return the priors, or {@code null} without {@link Columns#priors()}
     */
    public Priors priors() {
        return priors;
    }

    /**
     * The nodes' all-moves-as-first statistics.
     *
     * @return the statistics, or {@code null} without {@link Columns#amaf()}
     */
    public AmafStatistics amaf() {
        return amaf;
    }

    /**
     * The nodes' position keys and the key-to-node map.
     *
     * @return the transpositions, or {@code null} without {@link Columns#transpositions()}
     */
    public Transpositions transpositions() {
        return transpositions;
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
        if (transpositions != null) {
            transpositions.clear();
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
        if (transpositions != null) {
            transpositions.resize(newCapacity);
        }
    }

    // ------------------------------------------------------------------ allocation

    /**
     * Allocates one node for a worker, with no children and no statistics, from the room
     * {@link #beginIteration(int, int)} reserved.
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
     * statistics of hot nodes and publish them in batches ({@link NodeStatistics#publish(Iteration)}).
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
        if (transpositions != null) {
            transpositions.initialise(node, moverIntoNode);
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
     * The status byte: proof bits and flags.
     *
     * @param node a node
     * @return the status
     */
    public int status(int node) {
        return status.values[node];
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


    // ------------------------------------------------------------------ statistics


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
     * Makes a node an alias of another, before it is linked.
     *
     * @param node a new node
     * @param target the node holding the same position
     */
    public void setAlias(int node, int target) {
        alias.values[node] = target;
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
        if (transpositions != null) {
            transpositions.reindex(plan, capacity);
        }
        return plan.count();
    }
}
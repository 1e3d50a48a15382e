package dev.ply.search.mcts.tree;

import dev.ply.search.mcts.tree.NodeColumns.Column;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The visits and reward sums of a {@link SearchTree}'s nodes: one column of two {@code long}s per node (visits,
 * then the reward sum as a fixed-point number with 32 fractional bits, exact for wins, draws and losses), read and
 * written as the tree's threads require. In single-threaded mode every access is plain.
 *
 * <p><b>Hot region and batched statistics.</b> Under tree parallelism the root and the nodes of the
 * top {@value SearchTree#HOT_LEVELS} levels, which every iteration of every worker passes through, are
 * <em>hot</em> ({@link SearchTree#isHot(int)}): they are numbered from 0 in a region at the start of the arrays
 * ({@link SearchTree#allocateHotNode(int, int, int)}), ahead of the workers' chunks, so that their counters are
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
 * <p>Rewards are in [0, 1] from the view of the player who moved into the node. A search reaches this part of its
 * tree through {@link SearchTree#stats()}.
 */
public final class NodeStatistics {

    /**
     * Under tree parallelism, path nodes this many plies below the root or fewer that are not hot
     * (chance outcomes, nodes shared through transpositions) are updated atomically; deeper ones, which
     * two workers seldom update at the same moment, with plain writes that may rarely lose an update
     * (the lock-free tree of Enzenberger and Müller 2010).
     */
    public static final int EXACT_LEVELS = 2;

    private static final double REWARD_SCALE = 0x1p32;
    private static final double REWARD_UNIT = 0x1p-32;
    private static final VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);

    private final SearchTree tree;
    private final NodeAllocator allocator;
    private final boolean concurrent;
    /** Visits at {@code 2 * node}, reward sum in units of 2^-32 at {@code 2 * node + 1}: one cache line. */
    private final Column<long[]> stats;

    NodeStatistics(SearchTree tree, NodeColumns storage, NodeAllocator allocator, boolean concurrent) {
        this.tree = tree;
        this.allocator = allocator;
        this.concurrent = concurrent;
        this.stats = storage.zeros(long[].class, 2);
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
        for (int child = tree.firstChild(0); child != SearchTree.NONE; child = tree.next(child)) {
            sum += stats.values[2 * tree.resolve(child)];
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
     * {@link SearchTree#beginIteration(int, int)} and {@link SearchTree#endIteration(int)}, so that the arrays are not
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
     * for a tree that no worker is inside and that is not {@linkplain SearchTree#concurrent() concurrent}.
     *
     * @param node a node
     * @param visits visits to add, possibly negative
     * @param rewardFixedPoint reward to add, in units of 2<sup>-32</sup> as {@link #rewardFixedPoint(int)}
     */
    public void addStatistics(int node, long visits, long rewardFixedPoint) {
        stats.values[2 * node] += visits;
        stats.values[2 * node + 1] += rewardFixedPoint;
    }
}

package dev.ply.search.mcts.tree;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * One worker's statistics of a tree's hot nodes ({@link SearchTree#isHot(int)}) not yet published to the shared
 * counters, under tree parallelism. Every iteration of every worker passes through the top of the tree, so
 * instead of writing those nodes' shared cache lines twice per iteration, a worker adds its visits and rewards
 * here, reads a hot node as shared plus pending, and {@linkplain #publishTo(long[]) publishes} its pending
 * counters atomically every so many iterations.
 *
 * <p>Owned by its worker's thread. Counters are kept by node, visits at {@code 2 * node} and the reward sum in
 * units of 2<sup>-32</sup> at {@code 2 * node + 1}, the layout of the tree's statistics column; the array grows
 * by doubling when a hot node beyond it comes up.
 */
final class PendingStatistics {

    private static final VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);
    private static final int INITIAL_NODES = 128;

    private long[] pending = new long[2 * INITIAL_NODES];
    /** The hot nodes with pending statistics, {@link #count} of them. */
    private int[] nodes = new int[INITIAL_NODES];
    private int count;

    /**
     * The pending visits of a hot node.
     *
     * @param node a hot node
     * @return visits added since its last publication; 0 if none
     */
    int visits(int node) {
        int slot = 2 * node;
        return slot < pending.length ? (int) pending[slot] : 0;
    }

    /**
     * The pending reward of a hot node.
     *
     * @param node a hot node
     * @return the reward added since its last publication, in units of 2<sup>-32</sup>
     */
    long reward(int node) {
        int slot = 2 * node + 1;
        return slot < pending.length ? pending[slot] : 0;
    }

    /**
     * Adds visits to a hot node, listing the node when it has no pending visits yet. A listed node keeps at least
     * one pending visit until it is published (each iteration through it adds one visit net of virtual loss, and
     * its visits come before its reward), so a node is listed once; were it listed twice, the second publication
     * would add nothing.
     *
     * @param node a hot node
     * @param visits visits to add, possibly negative
     */
    void addVisits(int node, int visits) {
        int slot = 2 * node;
        if (slot >= pending.length) {
            grow(slot);
        }
        if (pending[slot] == 0) {
            if (count == nodes.length) {
                nodes = Arrays.copyOf(nodes, 2 * count);
            }
            nodes[count++] = node;
        }
        pending[slot] += visits;
    }

    /**
     * Adds a reward to a hot node this worker has visited (so listed).
     *
     * @param node a hot node
     * @param reward the reward in units of 2<sup>-32</sup>
     */
    void addReward(int node, long reward) {
        int slot = 2 * node + 1;
        if (slot >= pending.length) {
            grow(slot);
        }
        pending[slot] += reward;
    }

    private void grow(int slot) {
        pending = Arrays.copyOf(pending, Math.max(2 * pending.length, (slot | 1) + 1));
    }

    /**
     * Whether anything is waiting to be published.
     *
     * @return {@code true} if {@link #publishTo(long[])} has something to do
     */
    boolean isEmpty() {
        return count == 0;
    }

    /**
     * Adds every pending counter to the shared statistics atomically and empties this.
     *
     * @param stats the tree's statistics column: visits at {@code 2 * node}, reward at {@code 2 * node + 1}
     */
    void publishTo(long[] stats) {
        for (int i = 0; i < count; i++) {
            int slot = 2 * nodes[i];
            long visitsToAdd = pending[slot];
            long rewardToAdd = pending[slot + 1];
            pending[slot] = 0;
            pending[slot + 1] = 0;
            if (visitsToAdd != 0) {
                LONGS.getAndAdd(stats, slot, visitsToAdd);
            }
            if (rewardToAdd != 0) {
                LONGS.getAndAdd(stats, slot + 1, rewardToAdd);
            }
        }
        count = 0;
    }
}

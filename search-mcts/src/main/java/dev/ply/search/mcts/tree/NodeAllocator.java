package dev.ply.search.mcts.tree;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * Hands out node slots of a {@link SearchTree} and decides when its columns grow.
 *
 * <p>Single-threaded, slots are taken in order and the columns grow by doubling before an iteration that might
 * not fit. Under tree parallelism each worker takes its slots from a chunk of its own (so nodes made by
 * different workers seldom share a cache line, and the shared size counter is touched once a chunk), and the
 * columns are replaced only between iterations: a worker marks itself busy in {@link #beginIteration(int, int)}
 * and idle in {@link #endIteration(int)}, and the worker that must grow the columns waits until every other one
 * is idle. The root and the top {@value SearchTree#HOT_LEVELS} levels are numbered from 0 in a <em>hot
 * region</em> ahead of the chunks ({@link #allocateHot()}).
 */
final class NodeAllocator {

    private static final VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);
    private static final VarHandle SIZE;
    private static final VarHandle GROWING;
    private static final VarHandle HOT_NEXT;
    /** Workers' flags and chunk bounds sit this many ints apart, a cache line each, so they do not share lines. */
    private static final int FLAG_STRIDE = 16;
    /**
     * The fewest nodes a worker takes for itself at once under tree parallelism, so that nodes made by
     * different workers do not share cache lines and the shared size counter is seldom touched.
     */
    private static final int MIN_CHUNK = 256;
    /** A worker's chunk holds this many of its reserves, far from the node limit. */
    private static final int CHUNK_RESERVES = 8;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            SIZE = lookup.findVarHandle(NodeAllocator.class, "size", int.class);
            GROWING = lookup.findVarHandle(NodeAllocator.class, "growing", boolean.class);
            HOT_NEXT = lookup.findVarHandle(NodeAllocator.class, "hotNext", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final boolean concurrent;
    private final int workers;
    private final NodeColumns columns;
    /** Grows the tree's storage (the columns and what is sized with them) to at least the given slots. */
    private final IntConsumer grower;
    private final int[] busy;
    /** Each worker's allocation chunk under tree parallelism: next free node and end, FLAG_STRIDE apart. */
    private final int[] chunkNext;
    private final int[] chunkEnd;
    /** Unused slots each worker left at the ends of its chunks, FLAG_STRIDE apart. */
    private final int[] padding;
    /** The most hot nodes worth a place in the hot region (see {@link #setHotCapacity(int)}). */
    private int hotCapacity = SearchTree.HOT_REGION_LIMIT;
    /** Nodes below this number are hot: the hot region, under tree parallelism; 0 otherwise. */
    private int hotEnd;
    private int maxNodes = Integer.MAX_VALUE - 16;

    @SuppressWarnings("unused") // updated through SIZE
    private volatile int size;
    @SuppressWarnings("unused") // updated through GROWING
    private volatile boolean growing;
    /** The next free node of the hot region. */
    @SuppressWarnings("unused") // updated through HOT_NEXT
    private volatile int hotNext;

    /**
     * Creates an allocator with no slots handed out.
     *
     * @param workers the threads that share the tree; above 1 the allocator is concurrent
     * @param columns the tree's columns, whose capacity bounds the slots
     * @param grower grows the tree's storage to at least the slots given, when no worker is inside an iteration
     */
    NodeAllocator(int workers, NodeColumns columns, IntConsumer grower) {
        this.workers = workers;
        this.concurrent = workers > 1;
        this.columns = columns;
        this.grower = grower;
        this.busy = new int[workers * FLAG_STRIDE];
        this.chunkNext = new int[workers * FLAG_STRIDE];
        this.chunkEnd = new int[workers * FLAG_STRIDE];
        this.padding = new int[workers * FLAG_STRIDE];
    }

    void setMaxNodes(int nodes) {
        this.maxNodes = Math.max(1, nodes);
    }

    int maxNodes() {
        return maxNodes;
    }

    /** Slots handed out, under tree parallelism including the unused rest of each worker's chunk. */
    int size() {
        return size;
    }

    /** Slots holding nodes: {@link #size()} less the unused parts of chunks and hot region. Called when no worker runs. */
    int nodeCount() {
        int unused = hotEnd - Math.min(hotEnd, hotNext);
        for (int w = 0; w < workers; w++) {
            unused += chunkEnd[w * FLAG_STRIDE] - chunkNext[w * FLAG_STRIDE] + padding[w * FLAG_STRIDE];
        }
        return size - unused;
    }

    /**
     * Hands out no slot any more but the root's: under tree parallelism the root is the first node of a fresh
     * hot region, which the chunks follow.
     *
     * @return the root, node 0
     */
    int reset() {
        hotEnd = concurrent ? hotRegionSize() : 0;
        restart(Math.max(1, hotEnd), 1, hotEnd);
        return 0;
    }

    /**
     * Starts again after a subtree was kept and compacted.
     *
     * @param slots the slots the kept nodes and the hot region's gap take
     * @param hotKept the kept nodes that start the hot region (0 unless concurrent)
     * @param hotRegionEnd the end of the new hot region (0 unless concurrent)
     */
    void restart(int slots, int hotKept, int hotRegionEnd) {
        SIZE.setVolatile(this, slots);
        Arrays.fill(chunkNext, 0);
        Arrays.fill(chunkEnd, 0);
        Arrays.fill(padding, 0);
        hotEnd = hotRegionEnd;
        HOT_NEXT.setVolatile(this, hotKept);
    }

    /**
     * The hot region's size for the next {@link #reset()} or compaction: at most
     * {@value SearchTree#HOT_REGION_LIMIT} nodes, the capacity the search set and an eighth of the node limit.
     *
     * @return slots, at least 1
     */
    int hotRegionSize() {
        return (int) Math.max(1, Math.min(Math.min(hotCapacity, SearchTree.HOT_REGION_LIMIT), maxNodes / 8L));
    }

    void setHotCapacity(int nodes) {
        this.hotCapacity = Math.max(1, nodes);
    }

    boolean isHot(int node) {
        return node < hotEnd;
    }

    /**
     * Makes room for {@code reserve} more nodes for a worker and marks it inside an iteration; see
     * {@link SearchTree#beginIteration(int, int)}.
     *
     * @param worker the worker's number
     * @param reserve the most nodes one iteration can allocate
     * @return {@code false} if the node limit leaves no room
     */
    boolean beginIteration(int worker, int reserve) {
        if (!concurrent) {
            if (size + reserve > columns.capacity()) {
                if (size + reserve > maxNodes) {
                    return false;
                }
                grower.accept(size + reserve);
            }
            return true;
        }
        int slot = worker * FLAG_STRIDE;
        // A chunk several reserves long, so that the rest of a chunk too short for the next reserve,
        // which is left unused, is a small share of it; just one reserve near the node limit.
        int least = Math.max(MIN_CHUNK, reserve);
        int chunk = (int) Math.max(least, Math.min((long) CHUNK_RESERVES * reserve, (long) maxNodes - size));
        while (true) {
            INTS.setVolatile(busy, slot, 1);
            if (!(boolean) GROWING.getVolatile(this)) {
                if (chunkEnd[slot] - chunkNext[slot] >= reserve) {
                    return true;
                }
                int first = (int) SIZE.getVolatile(this);
                if (first + chunk <= columns.capacity() && SIZE.compareAndSet(this, first, first + chunk)) {
                    padding[slot] += chunkEnd[slot] - chunkNext[slot];
                    chunkNext[slot] = first;
                    chunkEnd[slot] = first + chunk;
                    return true;
                }
            }
            INTS.setRelease(busy, slot, 0);
            if ((int) SIZE.getVolatile(this) + chunk <= columns.capacity()) {
                // Lost a race for the counter, or a growth is under way: try again once it is over.
                awaitGrowth();
                continue;
            }
            if ((int) SIZE.getVolatile(this) + chunk > maxNodes) {
                return false;
            }
            if (GROWING.compareAndSet(this, false, true)) {
                for (int other = 0; other < workers; other++) {
                    while (other != worker && (int) INTS.getVolatile(busy, other * FLAG_STRIDE) != 0) {
                        Thread.onSpinWait();
                    }
                }
                if ((int) SIZE.getVolatile(this) + chunk > columns.capacity()) {
                    grower.accept((int) SIZE.getVolatile(this) + chunk * workers);
                }
                GROWING.setVolatile(this, false);
            } else {
                awaitGrowth();
            }
        }
    }

    private void awaitGrowth() {
        while ((boolean) GROWING.getVolatile(this)) {
            Thread.onSpinWait();
        }
    }

    void endIteration(int worker) {
        if (concurrent) {
            INTS.setRelease(busy, worker * FLAG_STRIDE, 0);
        }
    }

    /**
     * The capacity to grow to: double, or what is asked, but not past the node limit unless asked.
     *
     * @param minimum the slots needed
     * @return the new capacity
     */
    int grownCapacity(int minimum) {
        long wanted = Math.max((long) columns.capacity() * 2, minimum);
        return (int) Math.min(wanted, Math.max((long) maxNodes, minimum));
    }

    /**
     * Takes {@code count} consecutive slots from the room {@link #beginIteration(int, int)} reserved.
     *
     * @param worker the worker's number
     * @param count how many slots
     * @return the first slot
     */
    int allocate(int worker, int count) {
        if (!concurrent) {
            int first = size;
            SIZE.set(this, first + count);
            return first;
        }
        int slot = worker * FLAG_STRIDE;
        int first = chunkNext[slot];
        chunkNext[slot] = first + count;
        return first;
    }

    /**
     * Takes a slot of the hot region, under tree parallelism and while the region has room.
     *
     * @return the slot, or {@link SearchTree#NONE}: take an ordinary one
     */
    int allocateHot() {
        if (concurrent && (int) HOT_NEXT.getOpaque(this) < hotEnd) {
            int node = (int) HOT_NEXT.getAndAdd(this, 1);
            if (node < hotEnd) {
                return node;
            }
        }
        return SearchTree.NONE;
    }
}

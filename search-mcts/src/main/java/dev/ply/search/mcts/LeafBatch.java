package dev.ply.search.mcts;

import dev.ply.core.capability.NetworkEncoding;
import dev.ply.core.eval.PolicyValueNetwork;
import dev.ply.search.mcts.tree.Iteration;
import java.util.SplittableRandom;

/**
 * The leaves one worker gathers for one call of the network (option {@code batch}, AlphaZero's search): the worker
 * descends from the root several times, each time on a lane of its own (an {@link Iteration} with its own copy of
 * the position), and each descent leaves a virtual loss on its path so that the next one goes elsewhere. A descent
 * that ends at a new leaf encodes the leaf's position into a row of the batch and waits; once the batch is gathered
 * the network evaluates every row in one call, and each waiting lane then gives its leaf its children with the
 * network's priors and backs up the network's value. A descent that reaches a leaf already waiting in the batch (a
 * collision) waits for that row and backs up its value too, as two threads of a shared tree do.
 *
 * <p>All buffers are allocated once per worker and search; gathering allocates nothing.
 */
final class LeafBatch {

    private final Iteration[] lanes;
    private final int inputSize;
    private final int actions;
    final float[] inputs;
    final float[] logits;
    final float[] values;
    /** The waiting lanes in the order they stopped: lane number, leaf, row, plies played, room left. */
    private final int[] lane;
    private final int[] leaf;
    private final int[] row;
    private final int[] plies;
    private final int[] budget;
    /** Whether a waiting lane encoded its own row (it gives the leaf its children) or shares another's. */
    private final boolean[] owner;
    private int waiting;
    private int rows;

    /**
     * Creates the lanes and buffers of one worker.
     *
     * @param main the worker's iteration state, lane 0; the other lanes copy its position and share its pending
     *     statistics
     * @param network the network, for its sizes
     * @param size the most leaves gathered, at least 2
     */
    LeafBatch(Iteration main, PolicyValueNetwork network, int size) {
        this.lanes = new Iteration[size];
        lanes[0] = main;
        SplittableRandom random = main.random.split();
        for (int k = 1; k < size; k++) {
            lanes[k] = main.lane(main.state.copy(), random.split());
        }
        this.inputSize = network.inputSize();
        this.actions = network.actionCount();
        this.inputs = new float[size * inputSize];
        this.logits = new float[size * actions];
        this.values = new float[size];
        this.lane = new int[size];
        this.leaf = new int[size];
        this.row = new int[size];
        this.plies = new int[size];
        this.budget = new int[size];
        this.owner = new boolean[size];
    }

    /** The most leaves one gathering holds. */
    int size() {
        return lanes.length;
    }

    /** A lane's iteration state. */
    Iteration lane(int k) {
        return lanes[k];
    }

    /** Every lane: the worker's counts of positions and depth are theirs together. */
    Iteration[] lanes() {
        return lanes;
    }

    /** Starts a gathering. */
    void clear() {
        waiting = 0;
        rows = 0;
    }

    /**
     * The row a leaf waits in, or -1.
     *
     * @param node a node without children
     * @return its row, or -1 when no lane waits at it
     */
    int rowOf(int node) {
        for (int w = 0; w < waiting; w++) {
            if (owner[w] && leaf[w] == node) {
                return row[w];
            }
        }
        return -1;
    }

    /**
     * A lane stops at a new leaf: its position, which the lane's state holds, is encoded into the next row.
     *
     * @param k the lane
     * @param node the leaf
     * @param encoding the lane's position
     * @param played the plies the lane played from the root
     * @param room the nodes the lane may still allocate
     */
    void defer(int k, int node, NetworkEncoding encoding, int played, int room) {
        encoding.encode(inputs, rows * inputSize);
        add(k, node, rows++, played, room, true);
    }

    /**
     * A lane stops at a leaf another lane waits at, to share its row.
     *
     * @param k the lane
     * @param node the leaf
     * @param played the plies the lane played from the root
     * @param room the nodes the lane may still allocate
     */
    void collide(int k, int node, int played, int room) {
        add(k, node, rowOf(node), played, room, false);
    }

    private void add(int k, int node, int r, int played, int room, boolean own) {
        lane[waiting] = k;
        leaf[waiting] = node;
        row[waiting] = r;
        plies[waiting] = played;
        budget[waiting] = room;
        owner[waiting] = own;
        waiting++;
    }

    /** Evaluates every row in one call of the network. */
    void evaluate(PolicyValueNetwork network) {
        if (rows > 0) {
            network.evaluate(inputs, rows, logits, values);
        }
    }

    /** The lanes waiting. */
    int waiting() {
        return waiting;
    }

    /** The lane of the {@code w}-th waiting leaf; the leaf, its row, plies and room follow. */
    int waitingLane(int w) {
        return lane[w];
    }

    int leaf(int w) {
        return leaf[w];
    }

    int row(int w) {
        return row[w];
    }

    int plies(int w) {
        return plies[w];
    }

    int budget(int w) {
        return budget[w];
    }

    boolean owner(int w) {
        return owner[w];
    }

    /** Where a row's logits start in {@link #logits}. */
    int logitsOffset(int r) {
        return r * actions;
    }
}

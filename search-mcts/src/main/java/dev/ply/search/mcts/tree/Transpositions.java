package dev.ply.search.mcts.tree;

import dev.ply.search.mcts.tree.NodeColumns.Column;

/**
 * What a {@link SearchTree} keeps to find transpositions: each node's position key and mover, and the key-to-node
 * map through which a new child that holds a position already in the tree becomes an alias of that node
 * ({@link SearchTree#setAlias(int, int)}). A tree keeps them only with {@link SearchTree.Columns#transpositions()};
 * a search reaches them through {@link SearchTree#transpositions()}.
 */
public final class Transpositions {

    private final SearchTree tree;
    private final boolean concurrent;
    private final Column<long[]> key;
    private final Column<byte[]> mover;
    private PositionIndex index;

    Transpositions(SearchTree tree, NodeColumns storage, boolean concurrent) {
        this.tree = tree;
        this.concurrent = concurrent;
        this.key = storage.zeros(long[].class, 1);
        this.mover = storage.zeros(byte[].class, 1);
        this.index = new PositionIndex(concurrent, 2 * storage.capacity());
    }

    /** Records the mover of a fresh node. */
    void initialise(int node, int moverIntoNode) {
        mover.values[node] = (byte) moverIntoNode;
    }

    /** Empties the key-to-node map. */
    void clear() {
        index.clear();
    }

    /** Gives the key-to-node map room for a tree of {@code capacity} slots. */
    void resize(int capacity) {
        index.resize(2 * capacity);
    }

    /**
     * Rebuilds the key-to-node map after a subtree was kept and renumbered: the nodes that are not aliases and have
     * a key.
     *
     * @param plan the compaction that renumbered the nodes
     * @param capacity the tree's new capacity
     */
    void reindex(SubtreeCompaction plan, int capacity) {
        index = new PositionIndex(concurrent, 2 * capacity);
        for (int k = 0; k < plan.count(); k++) {
            int node = plan.renumber()[plan.order()[k]];
            if (tree.resolve(node) == node && key.values[node] != 0) {
                index.put(key.values[node], node);
            }
        }
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
     * @return the node, or {@link SearchTree#NONE}
     */
    public int find(long positionKey) {
        return index.find(positionKey);
    }

    /**
     * How many nodes are aliases of a node elsewhere: transpositions found.
     *
     * @return the count
     */
    public int aliasCount() {
        // Walk the tree rather than the slots: unused chunk slots may hold stale values.
        int count = 0;
        int[] stack = new int[Math.max(1, tree.size())];
        int top = 0;
        stack[top++] = 0;
        while (top > 0) {
            int node = stack[--top];
            for (int child = tree.firstChild(node); child != SearchTree.NONE; child = tree.next(child)) {
                if (tree.resolve(child) != child) {
                    count++;
                } else {
                    stack[top++] = child;
                }
            }
        }
        return count;
    }
}

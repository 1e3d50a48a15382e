package dev.ply.search.mcts.tree;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The registry of a {@link SearchTree}'s columns: one primitive array per node attribute, indexed by node
 * (times the column's width). A column is declared once, with the value a fresh node holds, and the registry
 * grows, clears and compacts every column it holds the same way, so adding an attribute to the tree is one
 * declaration plus its accessors.
 *
 * <p>Slots hold their column's initial value until a node is allocated there: the registry fills new room when
 * it {@linkplain #grow(int) grows}, {@linkplain #clear(int) clears} the used slots when the tree is emptied, and
 * {@linkplain #compact(int[], int, int[], int) compacts} into freshly filled arrays, so allocation writes only
 * what differs from a fresh node (its move and mover).
 *
 * <p>Columns are read and written by the tree through their public-in-package {@code values} arrays; the arrays
 * are replaced by {@link #grow(int)} and {@link #compact(int[], int, int[], int)}, which run when no worker is
 * inside an iteration.
 */
final class NodeColumns {

    private final List<Column<?>> all = new ArrayList<>();
    private int capacity;

    /**
     * Creates an empty registry.
     *
     * @param capacity the node slots every column is first allocated with
     */
    NodeColumns(int capacity) {
        this.capacity = capacity;
    }

    /**
     * The node slots every column has room for.
     *
     * @return the capacity
     */
    int capacity() {
        return capacity;
    }

    /**
     * Declares an {@code int} column.
     *
     * @param initial the value of a fresh node
     * @return the column
     */
    Column<int[]> ints(int initial) {
        return register(new Column<>(int[].class, 1, initial, false));
    }

    /**
     * Declares a column of node numbers ({@link SearchTree#NONE} for none), renumbered on compaction.
     *
     * @return the column
     */
    Column<int[]> links() {
        return register(new Column<>(int[].class, 1, SearchTree.NONE, true));
    }

    /**
     * Declares a column of a primitive type whose fresh value is 0.
     *
     * @param arrayType the array class, for example {@code long[].class}
     * @param width how many values each node has, side by side
     * @param <A> the array type
     * @return the column
     */
    <A> Column<A> zeros(Class<A> arrayType, int width) {
        return register(new Column<>(arrayType, width, 0, false));
    }

    private <A> Column<A> register(Column<A> column) {
        column.values = column.fresh(capacity);
        all.add(column);
        return column;
    }

    /**
     * Gives every column room for more nodes, keeping their values and filling the new slots.
     *
     * @param newCapacity the new number of node slots, at least the current one
     */
    void grow(int newCapacity) {
        for (Column<?> column : all) {
            column.grow(capacity, newCapacity);
        }
        capacity = newCapacity;
    }

    /**
     * Puts every column's first slots back to their initial values.
     *
     * @param used the slots that may have been written since they were last fresh
     */
    void clear(int used) {
        for (Column<?> column : all) {
            column.fill(column.values, 0, Math.min(used, capacity));
        }
    }

    /**
     * Replaces every column by a fresh one of another capacity holding some of the nodes, renumbered.
     *
     * @param order the nodes to keep, {@code count} of them
     * @param count how many nodes to keep
     * @param renumber each kept node's new number, by old number; link columns' values are renumbered with it
     * @param newCapacity the node slots of the new columns, above every new number
     */
    void compact(int[] order, int count, int[] renumber, int newCapacity) {
        for (Column<?> column : all) {
            column.compact(order, count, renumber, newCapacity);
        }
        capacity = newCapacity;
    }

    /**
     * One attribute of every node: {@code width} values of one primitive type per node, side by side in one
     * array, node {@code n}'s at {@code width * n}.
     *
     * @param <A> the primitive array type
     */
    static final class Column<A> {

        /** How many nodes' initial values {@link #fill} copies at once. */
        private static final int BLOCK = 512;

        /** The values; replaced when the registry grows or compacts. */
        A values;
        private final Class<A> arrayType;
        private final int width;
        private final boolean links;
        /** {@link #BLOCK} nodes' initial values, the source of every fill. */
        private final Object block;

        private Column(Class<A> arrayType, int width, int initial, boolean links) {
            this.arrayType = arrayType;
            this.width = width;
            this.links = links;
            this.block = Array.newInstance(arrayType.getComponentType(), width * BLOCK);
            if (initial != 0) {
                Arrays.fill((int[]) block, initial);
            }
        }

        private A fresh(int nodes) {
            A array = arrayType.cast(Array.newInstance(arrayType.getComponentType(), width * nodes));
            fill(array, 0, nodes);
            return array;
        }

        private void fill(Object array, int fromNode, int toNode) {
            for (int at = width * fromNode, end = width * toNode; at < end; at += BLOCK * width) {
                System.arraycopy(block, 0, array, at, Math.min(BLOCK * width, end - at));
            }
        }

        private void grow(int oldNodes, int newNodes) {
            A bigger = arrayType.cast(Array.newInstance(arrayType.getComponentType(), width * newNodes));
            System.arraycopy(values, 0, bigger, 0, width * oldNodes);
            fill(bigger, oldNodes, newNodes);
            values = bigger;
        }

        private void compact(int[] order, int count, int[] renumber, int newNodes) {
            A old = values;
            A kept = fresh(newNodes);
            for (int k = 0; k < count; k++) {
                System.arraycopy(old, width * order[k], kept, width * renumber[order[k]], width);
            }
            if (links) {
                int[] nodes = (int[]) kept;
                for (int k = 0; k < count; k++) {
                    int at = renumber[order[k]];
                    if (nodes[at] != SearchTree.NONE) {
                        nodes[at] = renumber[nodes[at]];
                    }
                }
            }
            values = kept;
        }
    }
}

package dev.ply.search.mcts.tree;

import java.util.Arrays;

/**
 * The plan for keeping one subtree of a {@link SearchTree} when a search reuses it: which nodes stay, in what
 * order, and their new numbers. Nodes are numbered breadth first from the new root, so the levels nearest it come
 * first; a node shared through a transposition stays shared (the node it aliases is kept, at its alias's depth).
 * Under tree parallelism the kept top levels start a new hot region and a gap after them leaves the region room
 * for the top-level nodes still to come; a chance node's outcomes, which must stay consecutive, are never parted
 * by the region's end.
 *
 * @param order the kept nodes' old numbers, in the new order
 * @param count how many nodes are kept
 * @param renumber each old node's new number, or {@link SearchTree#NONE} if it is dropped
 * @param hotKept how many kept nodes start the new hot region (0 unless concurrent)
 * @param gap the unused slots after them that complete the hot region (0 unless concurrent)
 */
record SubtreeCompaction(int[] order, int count, int[] renumber, int hotKept, int gap) {

    /**
     * Plans the compaction of the subtree under {@code newRoot}.
     *
     * @param tree the tree, with no worker inside it
     * @param newRoot the node that becomes the root
     * @param hotRegion the hot region's size under tree parallelism; 0 for a single-threaded tree
     * @return the plan
     */
    static SubtreeCompaction plan(SearchTree tree, int newRoot, int hotRegion) {
        int slots = tree.size();
        int[] renumber = new int[slots];
        Arrays.fill(renumber, SearchTree.NONE);
        int[] order = new int[slots];
        int[] depth = new int[slots];
        int[] parent = new int[slots];
        int count = 0;
        renumber[newRoot] = count;
        parent[count] = SearchTree.NONE;
        order[count++] = newRoot;
        for (int i = 0; i < count; i++) {
            int node = order[i];
            int target = tree.resolve(node);
            if (target != node && renumber[target] == SearchTree.NONE) {
                renumber[target] = count;
                depth[count] = depth[i];
                parent[count] = SearchTree.NONE;
                order[count++] = target;
            }
            for (int child = tree.firstChild(node); child != SearchTree.NONE; child = tree.next(child)) {
                if (renumber[child] == SearchTree.NONE) {
                    renumber[child] = count;
                    depth[count] = depth[i] + 1;
                    parent[count] = i;
                    order[count++] = child;
                }
            }
        }
        int hotKept = 0;
        int gap = 0;
        if (hotRegion > 0) {
            while (hotKept < count && hotKept < hotRegion && depth[hotKept] <= SearchTree.HOT_LEVELS) {
                hotKept++;
            }
            while (hotKept > 1 && hotKept < count && parent[hotKept] != SearchTree.NONE
                    && parent[hotKept] == parent[hotKept - 1]
                    && (tree.status(order[parent[hotKept]]) & SearchTree.FLAG_CHANCE) != 0) {
                hotKept--;
            }
            gap = hotRegion - hotKept;
            for (int i = hotKept; i < count; i++) {
                renumber[order[i]] += gap;
            }
        }
        return new SubtreeCompaction(order, count, renumber, hotKept, gap);
    }

    /**
     * The slots the kept nodes take after compaction, the hot region's gap included.
     *
     * @return slots
     */
    int slots() {
        return count + gap;
    }
}

package dev.ply.search.mcts;

import dev.ply.core.GameState;
import dev.ply.search.mcts.tree.SearchTree;

/**
 * Tree reuse between searches: a later search whose root is a position the tree already holds (the previous root,
 * or a node up to {@value #REUSE_DEPTH} plies below it) starts from that node's subtree, statistics included.
 */
final class TreeReuse {

    /** How deep below the previous root the search looks for the new root to reuse its subtree. */
    static final int REUSE_DEPTH = 4;

    private TreeReuse() {
    }

    /**
     * Makes the tree's root the new root: a reused subtree when the tree holds it (and it fills at most half the
     * tree), else an empty tree.
     *
     * @param tree the tree
     * @param previousRoot the previous search's root, or {@code null}
     * @param rootState the new root
     * @param maxNodes the tree's node limit
     * @param reuse whether reuse is on
     * @return the nodes kept
     */
    static int prepare(SearchTree tree, GameState previousRoot, GameState rootState, int maxNodes, boolean reuse) {
        int rootMover = 1 - rootState.toMove();
        if (!reuse || previousRoot == null || tree.size() == 0) {
            tree.reset(rootMover);
            return 0;
        }
        int found = locate(tree, 0, previousRoot.copy(), rootState, rootState.hash(), 0);
        if (found == SearchTree.NONE) {
            tree.reset(rootMover);
            return 0;
        }
        int kept = found == 0 ? tree.size() : tree.keepSubtree(found);
        if (kept > maxNodes / 2) {
            tree.reset(rootMover);
            return 0;
        }
        return kept;
    }

    private static int locate(SearchTree tree, int node, GameState walker, GameState target, long key, int depth) {
        if (walker.hash() == key && walker.toMove() == target.toMove()
                && walker.isChanceNode() == target.isChanceNode() && walker.notation().equals(target.notation())) {
            return node;
        }
        if (depth == REUSE_DEPTH) {
            return SearchTree.NONE;
        }
        for (int child = tree.firstChild(node); child != SearchTree.NONE; child = tree.next(child)) {
            int stats = tree.resolve(child);
            if (tree.stats().visits(stats) == 0) {
                continue;
            }
            walker.play(tree.move(child));
            int found = locate(tree, stats, walker, target, key, depth + 1);
            walker.undo();
            if (found != SearchTree.NONE) {
                return found;
            }
        }
        return SearchTree.NONE;
    }
}

package dev.ply.search.mcts;

import dev.ply.core.ZobristKeys;

/**
 * Phase 2 of an iteration, expansion: what the descent does at a node whose moves are known, before selection
 * chooses among its children. Two strategies, chosen by the selection policy: one new child per visit, in the order
 * the position's key fixes ({@link #ONE_AT_A_TIME}, the textbook's), or every child at once the first time the
 * descent passes through the node ({@link #ALL_AT_ONCE}: first-play urgency, priors, PUCT), after which an unvisited
 * child that selection chooses is the iteration's new leaf. Immutable; shared by a search's workers.
 */
interface Expansion {

    /** What the descent does next. */
    enum Next {
        /** The path ends at a new node: judge it (its play-out, its known result, or a network's value). */
        LEAF,
        /** The node's children are there: select among them. */
        SELECT,
        /** The new child shares the node of a position already in the tree: descend on from it. */
        CONTINUE,
        /** The iteration's room is spent before the node is expanded: play out from the node. */
        NO_ROOM,
        /** The node is a leaf that waits for the network in the worker's batch: wait with it. */
        WAITING
    }

    /**
     * Expands a node.
     *
     * @param worker the worker whose descent is at the node
     * @param node the node, the last on the path
     * @param count its number of legal moves
     * @param generated whether the iteration's move buffer already holds them
     * @param player the player to move
     * @return what the descent does next
     */
    Next expand(MctsWorker worker, int node, int count, boolean generated, int player);

    /**
     * Whether a child that selection chooses and that has no visits yet is the iteration's new leaf.
     *
     * @return {@code true} when children are created before they are visited
     */
    boolean leafAtUnvisitedChild();

    /** One new child per visit, the next untried move in the order the position's key fixes. */
    Expansion ONE_AT_A_TIME = new Expansion() {
        @Override
        public Next expand(MctsWorker worker, int node, int count, boolean generated, int player) {
            int claimed = worker.claimExpansion(node);
            if (claimed >= 0) {
                return worker.expandOne(node, claimed, count, generated, player) ? Next.CONTINUE : Next.LEAF;
            }
            return worker.fullyExpandedOrRoom(node) ? Next.SELECT : Next.NO_ROOM;
        }

        @Override
        public boolean leafAtUnvisitedChild() {
            return false;
        }
    };

    /** Every child at once, with the network's priors when the search has a network; selection then chooses. */
    Expansion ALL_AT_ONCE = new Expansion() {
        @Override
        public Next expand(MctsWorker worker, int node, int count, boolean generated, int player) {
            if (worker.awaitsNetwork(node)) {
                return Next.WAITING;
            }
            worker.addChildren(node, count, generated, player, false);
            return Next.SELECT;
        }

        @Override
        public boolean leafAtUnvisitedChild() {
            return true;
        }
    };

    /**
     * The {@code k}-th move of a random permutation of {@code moves} fixed by a seed (the position's key and the
     * tree's salt): the first {@code k + 1} steps of a Fisher-Yates shuffle driven by a generator seeded with it. So
     * one-at-a-time expansion takes a node's moves in an order every worker, and a reused tree, agrees on, and
     * all-at-once expansion creates them in that order.
     *
     * @param moves the moves, shuffled in place up to index {@code k}
     * @param count how many
     * @param k the place wanted
     * @param seed the position's key mixed with the tree's salt
     * @return {@code moves[k]} after the shuffle
     */
    static int permutedMove(int[] moves, int count, int k, long seed) {
        long state = seed;
        for (int i = 0; i <= k; i++) {
            state += ZobristKeys.GOLDEN_GAMMA;
            long z = ZobristKeys.mix(state);
            int j = i + (int) (((z >>> 33) * (count - i)) >>> 31);
            int swap = moves[i];
            moves[i] = moves[j];
            moves[j] = swap;
        }
        return moves[k];
    }
}

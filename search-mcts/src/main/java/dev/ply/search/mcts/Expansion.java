package dev.ply.search.mcts;

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
        NO_ROOM
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
            worker.addChildren(node, count, generated, player, false);
            return Next.SELECT;
        }

        @Override
        public boolean leafAtUnvisitedChild() {
            return true;
        }
    };
}

package dev.ply.search.mcts.backpropagation;

import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.SearchTree;

/**
 * All-moves-as-first statistics for RAVE and GRAVE: for each player node on the path, every child
 * whose move its mover played at that point or any later point of the iteration (in the tree or the
 * play-out) gets the iteration's reward in its AMAF statistics, from that player's view. Chance nodes
 * get none. Walks the iteration's moves backwards, collecting them in the worker's move set.
 */
public final class AmafBackpropagation implements BackpropagationPolicy {

    /** Creates an instance. */
    public AmafBackpropagation() {
    }

    @Override
    public boolean usesAmaf() {
        return true;
    }

    @Override
    public void update(SearchTree tree, Iteration iteration) {
        iteration.clearMoveSet();
        // Moves after the tree part come from the play-out; add them all first.
        int treeMoves = iteration.pathLength - 1;
        for (int i = iteration.playedLength - 1; i >= treeMoves && i >= 0; i--) {
            if (iteration.playedPlayers[i] >= 0) {
                iteration.addToMoveSet(iteration.playedPlayers[i], iteration.playedMoves[i]);
            }
        }
        double forPlayer0 = iteration.result;
        // Path node i chose playedMoves[i]; include it, then update node i's children.
        for (int i = Math.min(treeMoves, iteration.playedLength) - 1; i >= 0; i--) {
            int player = iteration.playedPlayers[i];
            if (player < 0) {
                continue;
            }
            iteration.addToMoveSet(player, iteration.playedMoves[i]);
            int node = iteration.pathNodes[i];
            double value = player == 0 ? forPlayer0 : 1 - forPlayer0;
            for (int child = tree.firstChild(node); child != SearchTree.NONE; child = tree.next(child)) {
                if (iteration.moveSetContains(player, tree.move(child))) {
                    tree.addAmaf(tree.resolve(child), value);
                }
            }
        }
    }
}

package dev.ply.search.mcts.backpropagation;

import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.SearchTree;

/**
 * All-moves-as-first statistics for RAVE and GRAVE: for each player node on the path, every child
 * whose move its mover was the first to play at that point or later in the iteration (in the tree or the
 * play-out) gets the iteration's reward in its AMAF statistics, from that player's view. A move the opponent
 * played there first does not count for the mover (in Go a point can be played again after a capture, as in
 * MoGo's AMAF), and the pass ({@link Iteration#amafIgnoredMove}) never counts. Chance nodes get none. Walks the
 * iteration's moves backwards, noting in the worker's move set who played each move first.
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
        int treeMoves = iteration.pathLength() - 1;
        int ignored = iteration.amafIgnoredMove();
        for (int i = iteration.playedLength() - 1; i >= treeMoves && i >= 0; i--) {
            if (iteration.playedPlayer(i) >= 0 && iteration.playedMove(i) != ignored) {
                iteration.notePlay(iteration.playedPlayer(i), iteration.playedMove(i));
            }
        }
        double forPlayer0 = iteration.result();
        // Path node i chose playedMoves[i]; include it, then update node i's children.
        for (int i = Math.min(treeMoves, iteration.playedLength()) - 1; i >= 0; i--) {
            int player = iteration.playedPlayer(i);
            if (player < 0) {
                continue;
            }
            if (iteration.playedMove(i) != ignored) {
                iteration.notePlay(player, iteration.playedMove(i));
            }
            int node = iteration.pathNode(i);
            double value = player == 0 ? forPlayer0 : 1 - forPlayer0;
            for (int child = tree.firstChild(node); child != SearchTree.NONE; child = tree.next(child)) {
                if (iteration.playedFirstBy(player, tree.move(child))) {
                    tree.amaf().addAmaf(tree.resolve(child), value);
                }
            }
        }
    }
}

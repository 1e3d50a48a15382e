package dev.ply.search.mcts.finalmoveselection;

import dev.ply.search.mcts.tree.Proofs;
import dev.ply.search.mcts.tree.SearchTree;
import java.util.List;

/**
 * How the search chooses the move to play once it stops. With proven values (MCTS-Solver) the choice
 * is made by them first: the shortest proven win if there is one; otherwise a child that is not a
 * proven loss, chosen by {@link #score(ChildStatistics)}; and only if every child is a proven loss, the
 * longest one. Subclasses say what "best" means among the rest.
 */
public abstract class FinalMoveSelection {

    /** For subclasses. */
    protected FinalMoveSelection() {
    }

    /**
     * Chooses among the root's children.
     *
     * @param children the root's children, at least one
     * @param player the player to move at the root
     * @return the index in {@code children} of the move to play
     */
    public final int choose(List<ChildStatistics> children, int player) {
        int win = player == 0 ? Proofs.PROVEN_WIN_0 : Proofs.PROVEN_WIN_1;
        int loss = player == 0 ? Proofs.PROVEN_WIN_1 : Proofs.PROVEN_WIN_0;
        int shortestWin = -1;
        int longestLoss = -1;
        int best = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < children.size(); i++) {
            ChildStatistics child = children.get(i);
            if (child.proof() == win) {
                if (shortestWin < 0 || child.proofPlies() < children.get(shortestWin).proofPlies()) {
                    shortestWin = i;
                }
            } else if (child.proof() == loss) {
                if (longestLoss < 0 || child.proofPlies() > children.get(longestLoss).proofPlies()) {
                    longestLoss = i;
                }
            } else {
                double score = child.visits() == 0 ? Double.NEGATIVE_INFINITY : score(child);
                if (best < 0 || score > bestScore) {
                    best = i;
                    bestScore = score;
                }
            }
        }
        return shortestWin >= 0 ? shortestWin : best >= 0 ? best : longestLoss;
    }

    /**
     * How good a visited child that is neither a proven win nor a proven loss looks; the highest wins,
     * ties going to the first.
     *
     * @param child the child's statistics
     * @return its score
     */
    protected abstract double score(ChildStatistics child);

    /**
     * The name this selection goes by in options.
     *
     * @return such as {@code "visits"}
     */
    public abstract String name();
}

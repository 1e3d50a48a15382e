package dev.ply.search.mcts.backpropagation;

import dev.ply.search.mcts.tree.Iteration;
import dev.ply.search.mcts.tree.Proofs;
import dev.ply.search.mcts.tree.SearchTree;

/**
 * MCTS-Solver (Winands, Björnsson and Saito 2008), with draws: proven game values move up the path.
 * A player node is proven won for its player as soon as one child is, taking the shortest such win;
 * once every move has a child and every child is proven, it takes the best of them for its player (a
 * draw if any child draws, otherwise the longest loss). A chance node is proven when every outcome is
 * proven with the same value. Values that depend on the path (draws by repetition) are never proven.
 * Stops at the first node the update does not prove.
 */
public final class SolverBackpropagation implements BackpropagationPolicy {

    /** Creates an instance. */
    public SolverBackpropagation() {
    }

    @Override
    public boolean usesProofs() {
        return true;
    }

    @Override
    public void update(SearchTree tree, Iteration iteration) {
        int length = iteration.pathLength();
        if (length < 2 || tree.proofs().proof(iteration.pathNode(length - 1)) == Proofs.UNPROVEN) {
            return;
        }
        for (int i = iteration.pathLength() - 2; i >= 0; i--) {
            int node = iteration.pathNode(i);
            if (tree.proofs().proof(node) != Proofs.UNPROVEN) {
                continue;
            }
            boolean proven = (tree.status(node) & SearchTree.FLAG_CHANCE) != 0
                    ? proveChance(tree, node)
                    : provePlayer(tree, node, iteration.pathMover(i + 1));
            if (!proven) {
                return;
            }
        }
    }

    private static boolean provePlayer(SearchTree tree, int node, int player) {
        int win = player == 0 ? Proofs.PROVEN_WIN_0 : Proofs.PROVEN_WIN_1;
        int shortestWin = Integer.MAX_VALUE;
        boolean allProven = true;
        boolean draw = false;
        int drawPlies = Integer.MAX_VALUE;
        int longestLoss = -1;
        for (int child = tree.firstChild(node); child != SearchTree.NONE; child = tree.next(child)) {
            int stats = tree.resolve(child);
            int proof = tree.proofs().proof(stats);
            int plies = tree.proofs().proofPlies(stats);
            if (proof == win) {
                shortestWin = Math.min(shortestWin, plies);
            } else if (proof == Proofs.UNPROVEN) {
                allProven = false;
            } else if (proof == Proofs.PROVEN_DRAW) {
                draw = true;
                drawPlies = Math.min(drawPlies, plies);
            } else {
                longestLoss = Math.max(longestLoss, plies);
            }
        }
        if (shortestWin != Integer.MAX_VALUE) {
            tree.proofs().prove(node, win, shortestWin + 1);
            return true;
        }
        if (!allProven || !tree.fullyExpanded(node)) {
            return false;
        }
        if (draw) {
            tree.proofs().prove(node, Proofs.PROVEN_DRAW, drawPlies + 1);
        } else {
            tree.proofs().prove(node, win == Proofs.PROVEN_WIN_0 ? Proofs.PROVEN_WIN_1 : Proofs.PROVEN_WIN_0,
                    longestLoss + 1);
        }
        return true;
    }

    private static boolean proveChance(SearchTree tree, int node) {
        int value = Proofs.UNPROVEN;
        int longest = 0;
        int outcomes = 0;
        for (int child = tree.firstChild(node); child != SearchTree.NONE; child = tree.next(child)) {
            int proof = tree.proofs().proof(child);
            if (proof == Proofs.UNPROVEN || value != Proofs.UNPROVEN && proof != value) {
                return false;
            }
            value = proof;
            longest = Math.max(longest, tree.proofs().proofPlies(child));
            outcomes++;
        }
        if (outcomes == 0 || outcomes < tree.moveCount(node)) {
            return false;
        }
        tree.proofs().prove(node, value, longest + 1);
        return true;
    }
}
